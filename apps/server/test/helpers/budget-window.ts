import { WINDOW_MS } from '../../src/platform/public-rate-limit.ts';

/**
 * Waits for the public budget's next window when this one ends within `needed` ms: the calls a
 * test counts against one budget then all fall in one window, whatever minute the test starts in.
 */
export async function inOneBudgetWindow(needed = 5_000): Promise<void> {
  const left = WINDOW_MS - (Date.now() % WINDOW_MS);
  if (left < needed) await new Promise((resolve) => setTimeout(resolve, left + 100));
}
