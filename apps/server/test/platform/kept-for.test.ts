import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keptFor } from '../../src/platform/kept-for.ts';

const owner = {};
let counts: number;
let release: (() => void)[];

/** A count that resolves when released, answering how many counts were started before it. */
const slowCount = () =>
  new Promise<number>((resolve) => {
    counts += 1;
    const n = counts;
    release.push(() => resolve(n));
  });
const settle = async () => {
  for (const done of release.splice(0)) done();
  await vi.advanceTimersByTimeAsync(0);
};

beforeEach(() => {
  vi.useFakeTimers();
  counts = 0;
  release = [];
});
afterEach(() => vi.useRealTimers());

describe('sums kept ahead of their readers', () => {
  it('shares one count, refreshes once it is old while answering with the kept sums, and recounts stale sums', async () => {
    const kept = keptFor(30_000, slowCount);
    const first = kept(owner, 'a');
    const meanwhile = kept(owner, 'a');
    await settle();
    expect(await first).toBe(1);
    expect(await meanwhile).toBe(1);
    expect(counts).toBe(1);

    await vi.advanceTimersByTimeAsync(31_000);
    // Old: one recount starts, the readers get the kept sums without waiting.
    expect(await kept(owner, 'a')).toBe(1);
    expect(await kept(owner, 'a')).toBe(1);
    expect(counts).toBe(2);
    await settle();
    expect(await kept(owner, 'a')).toBe(2);

    // Another filter is counted for itself.
    const other = kept(owner, 'b');
    await settle();
    expect(await other).toBe(3);

    // Sums older than the stale limit are not shown: the reader waits for the recount.
    await vi.advanceTimersByTimeAsync(301_000);
    const late = kept(owner, 'a');
    await settle();
    expect(await late).toBe(4);
  });

  it('does not keep a failed count', async () => {
    let fail = true;
    const kept = keptFor(30_000, () => (fail ? Promise.reject(new Error('down')) : Promise.resolve('ok')));
    await expect(kept(owner, 'a')).rejects.toThrow('down');
    fail = false;
    await vi.advanceTimersByTimeAsync(0);
    expect(await kept(owner, 'a')).toBe('ok');
  });

  it('tells object keys apart by keyOf and forgets the oldest key past maxKeys', async () => {
    let reads = 0;
    const kept = keptFor(30_000, (_owner: object, key: { term: string }) => Promise.resolve(`${key.term}${++reads}`), {
      keyOf: (key) => key.term,
      maxKeys: 2,
    });
    expect(await kept(owner, { term: 'a' })).toBe('a1');
    // Another object of the same term is the same key.
    expect(await kept(owner, { term: 'a' })).toBe('a1');
    expect(await kept(owner, { term: 'b' })).toBe('b2');
    expect(await kept(owner, { term: 'c' })).toBe('c3');
    // 'a', the oldest, made room for 'c': read again; 'c' is still kept.
    expect(await kept(owner, { term: 'a' })).toBe('a4');
    expect(await kept(owner, { term: 'c' })).toBe('c3');
  });
});
