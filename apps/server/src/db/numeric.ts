/** A numeric column as a number: the driver (and a raw cursor) gives PostgreSQL numerics as text. */
export const numberOrNull = (value: number | string | null): number | null =>
  value === null || value === '' ? null : Number(value);
