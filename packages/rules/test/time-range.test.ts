import { describe, expect, it } from 'vitest';
import { loginLogFilterSchema, practiceAbilityPageQuerySchema, releasePageQuerySchema, wallClockSecond } from '../src/index.ts';
import { messageOf } from './support/message-of.ts';

describe('filter time ranges', () => {
  it('widens a date or a minute to the second its span starts or ends at', () => {
    expect(wallClockSecond('2026-03-01', 'start')).toBe('2026-03-01 00:00:00');
    expect(wallClockSecond('2026-03-01', 'end')).toBe('2026-03-01 23:59:59');
    expect(wallClockSecond('2026-03-01 10:05', 'end')).toBe('2026-03-01 10:05:59');
    expect(wallClockSecond('2026-03-01 10:05:07', 'start')).toBe('2026-03-01 10:05:07');
  });

  it('refuses an end before the start, at the end field', () => {
    const result = practiceAbilityPageQuerySchema.safeParse({ importStart: '2026-03-02', importEnd: '2026-03-01 23:59' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['importEnd'], message: '导入结束时间不能早于导入开始时间' });
    expect(messageOf(releasePageQuerySchema, { registerStart: '2026-03-02', registerEnd: '2026-03-01' })).toBe(
      '申请结束日期不能早于申请开始日期',
    );
  });

  it('takes an end on the start day, and either end alone', () => {
    expect(messageOf(practiceAbilityPageQuerySchema, { importStart: '2026-03-01 10:00', importEnd: '2026-03-01' })).toBeUndefined();
    expect(messageOf(releasePageQuerySchema, { registerEnd: '2026-03-01' })).toBeUndefined();
    expect(messageOf(loginLogFilterSchema, { timeStart: '2026-03-01 00:00:00', timeEnd: '2026-03-01 00:00:00' })).toBeUndefined();
  });
});

describe('release list states', () => {
  it('takes codes of the release states only', () => {
    expect(releasePageQuerySchema.parse({ state: '3,5,7' }).state).toEqual([3, 5, 7]);
    expect(messageOf(releasePageQuerySchema, { state: '3,9' })).toBe('请选择状态');
  });
});
