import { recordCountListSpec } from '@credit/rules';
import type { ListQuery } from '@/components/list-page/types.ts';
import type { RecordCountRow } from './records-api.ts';

/** The counts of 信用记录统计 that 信用行为记录 can list, with the filter each adds; 被申诉 and 已修复 it cannot. */
type CountField = keyof typeof recordCountListSpec.fields & keyof RecordCountRow;

const COUNT_FILTERS: Partial<Record<CountField, Record<string, string>>> = {
  total: {},
  good: { creditType: '1', bonus: '0' },
  bad: { creditType: '2' },
  bonus: { bonus: '1' },
  inForce: { validity: 'inForce' },
  endedEarly: { validity: 'ended' },
};

export const LINKED_COUNTS = Object.keys(COUNT_FILTERS) as CountField[];

/**
 * The link from a count of an enterprise to its records in 信用行为记录: published, determined in
 * the list's period, of this enterprise (by its code), with the count's own filter.
 */
export function recordCountLink(row: RecordCountRow, count: CountField, query: ListQuery): string | undefined {
  const extra = COUNT_FILTERS[count];
  if (!extra) return undefined;
  const search = new URLSearchParams({ validity: 'published', socialCreditCode: row.socialCreditCode });
  if (query['periodStart']) search.set('determinationStart', String(query['periodStart']));
  if (query['periodEnd']) search.set('determinationEnd', String(query['periodEnd']));
  if (query['enterpriseType']) search.set('enterpriseType', String(query['enterpriseType']));
  for (const [key, value] of Object.entries(extra)) search.set(key, value);
  return `/behaviorRecord?${search.toString()}`;
}
