import { passRateListSpec, practiceAbilityListSpec, releaseReviewListSpec } from '@credit/rules';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { defaultTexts, toFormValue, toParamTexts, toQueryEntries } from '@/components/list-page/filter-codec.ts';
import { specFilters } from '@/components/list-page/spec-columns.tsx';
import type { FilterField } from '@/components/list-page/types.ts';

const practiceAbilityFilters = () => specFilters(practiceAbilityListSpec);
const passRateFilters = () => specFilters(passRateListSpec);
const reviewFilters = specFilters(releaseReviewListSpec);

const field = (fields: FilterField[], name: string): FilterField => {
  const found = fields.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no filter ${name}`);
  return found;
};

/** The query a list call receives when the user leaves every filter at its default. */
const defaultQuery = (fields: FilterField[]) =>
  Object.fromEntries(fields.flatMap((filter) => toQueryEntries(filter, defaultTexts(filter) ?? [])));

describe('import filters', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 4, 20));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('practice ability filters by enterprise, import time and publishability (screen 5)', () => {
    expect(practiceAbilityFilters().map((filter) => filter.name)).toEqual(['enterprise', 'import', 'canPublish']);
  });

  test('pass rate adds year and quarter (screen 6); the year defaults to this year and goes in the body as a number', () => {
    const fields = passRateFilters();
    expect(fields.map((filter) => filter.name)).toEqual(['enterprise', 'year', 'quarter', 'import', 'canPublish']);
    expect(defaultQuery(fields)).toEqual({ year: 2026, canPublish: 1 });
    const year = field(fields, 'year');
    expect(year.disabledFuture).toBe(true);
    expect(toQueryEntries(year, toParamTexts(year, dayjs('2025-01-01')))).toEqual([['year', 2025]]);
  });

  test('enterprise name is limited to 50 characters and trimmed', () => {
    const enterprise = field(passRateFilters(), 'enterprise');
    expect(enterprise.maxLength).toBe(50);
    expect(toParamTexts(enterprise, '  海南华信  ')).toEqual(['海南华信']);
  });

  test('the import time range splits into importStart and importEnd with seconds', () => {
    const importTime = field(practiceAbilityFilters(), 'import');
    const texts = toParamTexts(importTime, [dayjs('2026-05-01 08:00:00'), dayjs('2026-05-20 18:30:15')]);
    expect(toQueryEntries(importTime, texts)).toEqual([
      ['importStart', '2026-05-01 08:00:00'],
      ['importEnd', '2026-05-20 18:30:15'],
    ]);
  });

  test('quarter and publishability keep their numeric codes', () => {
    const fields = passRateFilters();
    expect(toQueryEntries(field(fields, 'quarter'), ['3'])).toEqual([['quarter', 3]]);
    expect(toQueryEntries(field(fields, 'canPublish'), ['0'])).toEqual([['canPublish', 0]]);
    expect(toFormValue(field(fields, 'canPublish'), ['1'])).toBe(1);
  });
});

describe('review filters', () => {
  test('statuses 待复审, 已完成, 复审拒绝 and no draft (screen 4)', () => {
    expect(field(reviewFilters, 'state').options).toEqual([
      { value: 3, label: '待复审' },
      { value: 7, label: '已完成' },
      { value: 5, label: '复审拒绝' },
    ]);
  });

  test('several statuses go as one comma list; the application date as registerStart / registerEnd', () => {
    const state = field(reviewFilters, 'state');
    expect(toQueryEntries(state, toParamTexts(state, [3, 5]))).toEqual([['state', '3,5']]);
    expect(toFormValue(state, ['3,5'])).toEqual([3, 5]);
    const register = field(reviewFilters, 'register');
    const texts = toParamTexts(register, [dayjs('2026-01-01'), dayjs('2026-02-01')]);
    expect(toQueryEntries(register, texts)).toEqual([
      ['registerStart', '2026-01-01'],
      ['registerEnd', '2026-02-01'],
    ]);
  });
});
