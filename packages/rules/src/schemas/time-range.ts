import type { z } from 'zod';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const TO_THE_MINUTE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

/** Wall-clock text (`YYYY-MM-DD`, `… HH:mm` or `… HH:mm:ss`) widened to the second its day or minute starts or ends at. */
export function wallClockSecond(text: string, edge: 'start' | 'end'): string {
  if (DATE_ONLY.test(text)) return `${text} ${edge === 'start' ? '00:00:00' : '23:59:59'}`;
  if (TO_THE_MINUTE.test(text)) return `${text}:${edge === 'start' ? '00' : '59'}`;
  return text;
}

/**
 * A filter's time range in order: the end, read as the whole day or minute it names, is not before
 * the start. Either end may be left out. The refusal is told at the end field.
 */
export function orderedTimeRange<
  S extends string,
  E extends string,
  T extends z.ZodType<Partial<Record<S | E, string>>>,
>(schema: T, [start, end]: readonly [S, E], message: string): T {
  return schema.refine(
    (filter) => {
      const from = filter[start];
      const to = filter[end];
      return !from || !to || wallClockSecond(from, 'start') <= wallClockSecond(to, 'end');
    },
    { path: [end], message },
  );
}
