import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDateString, isFutureDate, notFutureDateSchema, todayInShanghai } from '../src/index.ts';
import { isoDate } from './support/arbitraries.ts';
import { messageOf } from './support/message-of.ts';

const schema = notFutureDateSchema('请选择成立日期');
const shanghaiDateOf = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
});

const dayAfter = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('date not in the future', () => {
  it('takes today as the date in Asia/Shanghai', () => {
    const utcEvening = new Date('2024-06-30T16:30:00Z');
    expect(todayInShanghai(utcEvening)).toBe('2024-07-01');
    expect(isFutureDate('2024-07-01', utcEvening)).toBe(false);
    expect(isFutureDate('2024-07-02', utcEvening)).toBe(true);
  });

  it('accepts today and past dates', () => {
    expect(schema.parse(todayInShanghai())).toBe(todayInShanghai());
    expect(schema.parse('2000-02-29')).toBe('2000-02-29');
  });

  it('refuses tomorrow', () => {
    expect(messageOf(schema, dayAfter(todayInShanghai(), 1))).toBe('日期不能晚于今天');
  });

  it('asks for the date when it is empty', () => {
    expect(messageOf(schema, '')).toBe('请选择成立日期');
    expect(messageOf(schema, undefined)).toBe('请选择成立日期');
  });

  it.each(['2023-02-29', '1900-02-29', '2024-13-01', '2024-04-31', '2024/01/01', '20240101'])('rejects %s', (date) => {
    expect(isDateString(date)).toBe(false);
    expect(messageOf(schema, date)).toBe('请输入正确的日期（YYYY-MM-DD）');
  });

  it('reads a date picker value through its format method', () => {
    const picked = {
      format: (template: string) => (template === 'YYYY-MM-DD' ? '2020-05-06' : template),
    };
    expect(schema.parse(picked)).toBe('2020-05-06');
  });

  it('agrees with the time-zone database on the Shanghai date for any instant', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1992-01-01T00:00:00Z'),
          max: new Date('2100-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        (now) => {
          expect(todayInShanghai(now)).toBe(shanghaiDateOf.format(now));
        },
      ),
    );
  });

  it('accepts every real date up to today and refuses every later one', () => {
    const today = todayInShanghai();
    fc.assert(fc.property(isoDate('1900-01-01', today), (date) => schema.safeParse(date).success));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (days) => {
        expect(messageOf(schema, dayAfter(today, days))).toBe('日期不能晚于今天');
      }),
    );
  });
});
