import { vi } from 'vitest';

/**
 * Reads figures kept ahead of their readers (keptFor) as the first reader after their keeping
 * ends meets them: the clock moved on past the oldest count keptFor shows (ten times `freshMs`),
 * so the read counts afresh. What a decision moved must show then, equal to its list.
 */
export async function onceKeptExpired<T>(freshMs: number, read: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    vi.setSystemTime(Date.now() + freshMs * 10);
    return await read();
  } finally {
    vi.useRealTimers();
  }
}
