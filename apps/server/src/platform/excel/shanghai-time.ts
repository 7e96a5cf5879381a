// China keeps one offset all year (no daylight saving), so a fixed shift is exact.
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** A Date whose UTC fields read as the wall-clock time in Asia/Shanghai. */
export function shanghaiWallClock(date: Date): Date {
  return new Date(date.getTime() + SHANGHAI_OFFSET_MS);
}

/** `yyyyMMddHHmmss` in Asia/Shanghai, as used in export file names. */
export function shanghaiTimestamp(date: Date): string {
  return shanghaiWallClock(date).toISOString().slice(0, 19).replace(/\D/g, '');
}
