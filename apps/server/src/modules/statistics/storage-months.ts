/** The `count` months ending with `current` (YYYY-MM), oldest first. */
export function lastMonths(current: string, count: number): string[] {
  const [year, month] = current.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) => {
    const back = new Date(Date.UTC(year, month - 1 - (count - 1 - index), 1));
    return `${back.getUTCFullYear()}-${String(back.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}
