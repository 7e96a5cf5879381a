/** One field whose changes are written to the history, and how its value reads there. */
export interface TrackedField<T> {
  key: keyof T & string;
  label: string;
  /** The value as a person reads it (a label, a masked number); the raw value by default. */
  show?: (value: NonNullable<T[keyof T]>) => string;
}

/** How an empty value reads in a history line. */
export const EMPTY_VALUE = '（空）';

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

const comparable = (value: unknown) => (isEmpty(value) ? null : JSON.stringify(value));

/**
 * "字段: 旧值 → 新值" for every tracked field whose value differs. Only fields present in `after`
 * are compared, so a partial update (a synchronisation) speaks of what it touched; a missing
 * `before` reads every field as newly filled in.
 */
export function changeLines<T extends object>(
  fields: readonly TrackedField<T>[],
  before: Partial<T> | undefined,
  after: Partial<T>,
): string[] {
  const lines: string[] = [];
  for (const field of fields) {
    if (!(field.key in after) || after[field.key] === undefined) continue;
    const old = before?.[field.key];
    const next = after[field.key];
    if (comparable(old) === comparable(next)) continue;
    const read = (value: T[keyof T] | undefined) =>
      isEmpty(value) ? EMPTY_VALUE : field.show ? field.show(value as NonNullable<T[keyof T]>) : String(value);
    lines.push(`${field.label}: ${read(old)} → ${read(next)}`);
  }
  return lines;
}
