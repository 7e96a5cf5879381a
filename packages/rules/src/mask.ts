/** Replaces every character between the first `keepStart` and the last `keepEnd` with `*`. */
export function maskMiddle(value: string, keepStart: number, keepEnd: number): string {
  if (value.length <= keepStart + keepEnd) return value;
  return (
    value.slice(0, keepStart) + '*'.repeat(value.length - keepStart - keepEnd) + value.slice(value.length - keepEnd)
  );
}
