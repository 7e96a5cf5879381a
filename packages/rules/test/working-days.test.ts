import { describe, expect, it } from 'vitest';
import { addWorkingDays, isWorkingDay, workingDaysBetween, type DayOverrides } from '../src/calendar/working-days.ts';

/** Part of the 2026 arrangement: 国庆节 10/1–10/7 off, 9/20 (Sunday) and 10/10 (Saturday) working. */
const NATIONAL_DAY: DayOverrides = new Map([
  ['2026-09-20', 0],
  ...Array.from({ length: 7 }, (_, i) => [`2026-10-0${i + 1}`, 1] as const),
  ['2026-10-10', 0],
]);

describe('working days', () => {
  it('are Monday to Friday unless the calendar says otherwise', () => {
    expect(isWorkingDay('2026-11-23', new Map())).toBe(true); // Monday
    expect(isWorkingDay('2026-11-22', new Map())).toBe(false); // Sunday
    expect(isWorkingDay('2026-10-01', NATIONAL_DAY)).toBe(false); // Thursday, holiday
    expect(isWorkingDay('2026-10-10', NATIONAL_DAY)).toBe(true); // Saturday, adjusted
  });

  it('count across a holiday and an adjusted working day', () => {
    // From Tuesday 9/29: 9/30 (1), holiday 10/1–10/7, 10/8 (2), 10/9 (3), Saturday 10/10 working (4), 10/12 (5).
    expect(addWorkingDays('2026-09-29', 5, NATIONAL_DAY)).toBe('2026-10-12');
    expect(addWorkingDays('2026-09-29', 5, new Map())).toBe('2026-10-06');
    expect(workingDaysBetween('2026-09-29', '2026-10-12', NATIONAL_DAY)).toBe(5);
    // Sunday 9/20 is a working day: from Friday 9/18, one working day later is 9/20.
    expect(addWorkingDays('2026-09-18', 1, NATIONAL_DAY)).toBe('2026-09-20');
  });

  it('never count the start day, and nothing backwards', () => {
    expect(addWorkingDays('2026-11-23', 0, new Map())).toBe('2026-11-23');
    expect(addWorkingDays('2026-11-27', 1, new Map())).toBe('2026-11-30'); // Friday → Monday
    expect(workingDaysBetween('2026-11-30', '2026-11-27', new Map())).toBe(0);
  });
});
