import { describe, expect, it } from 'vitest';
import { recordCountLink } from '@/features/statistics/record-count-links.ts';
import type { RecordCountRow } from '@/features/statistics/records-api.ts';

const row = { socialCreditCode: '91460100MA5TDB0001' } as RecordCountRow;
const query = { periodStart: '2026-01-01', periodEnd: '2026-06-30', enterpriseType: '1', pageIndex: 1, pageSize: 10 };
const params = (link: string | undefined) => Object.fromEntries(new URL(link!, 'http://x').searchParams);

describe('信用记录统计 → 信用行为记录', () => {
  it('opens the enterprise’s published records of the period with the count’s own filter', () => {
    expect(params(recordCountLink(row, 'good', query))).toEqual({
      validity: 'published',
      socialCreditCode: '91460100MA5TDB0001',
      determinationStart: '2026-01-01',
      determinationEnd: '2026-06-30',
      enterpriseType: '1',
      creditType: '1',
      bonus: '0',
    });
    expect(params(recordCountLink(row, 'inForce', query))['validity']).toBe('inForce');
    expect(params(recordCountLink(row, 'endedEarly', { pageIndex: 1, pageSize: 10 }))).toEqual({
      validity: 'ended',
      socialCreditCode: '91460100MA5TDB0001',
    });
  });

  it('opens nothing for the counts the list cannot express', () => {
    expect(recordCountLink(row, 'appealed', query)).toBeUndefined();
    expect(recordCountLink(row, 'repaired', query)).toBeUndefined();
  });
});
