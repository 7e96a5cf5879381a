// China keeps one offset all year (no daylight saving), so a fixed shift is exact.
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** A Date whose UTC fields read as the wall-clock time in Asia/Shanghai. */
export function shanghaiWallClock(date: Date): Date {
  return new Date(date.getTime() + SHANGHAI_OFFSET_MS);
}

/** The instant a Beijing wall-clock reading (held in a Date's UTC fields) stands for. */
export function fromShanghaiWallClock(wallClock: Date): Date {
  return new Date(wallClock.getTime() - SHANGHAI_OFFSET_MS);
}

/** `YYYY-MM-DD HH:mm:ss` in Asia/Shanghai, as the API shows times. */
export function shanghaiDateTimeText(date: Date): string {
  return shanghaiWallClock(date).toISOString().slice(0, 19).replace('T', ' ');
}

/** `yyyyMMddHHmmss` in Asia/Shanghai, as used in export file names. */
export function shanghaiTimestamp(date: Date): string {
  return shanghaiWallClock(date).toISOString().slice(0, 19).replace(/\D/g, '');
}
