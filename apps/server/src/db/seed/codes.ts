import { creditCodeCheckChar } from '@credit/rules';

/** Check characters of the unified social credit code (GB 32100-2015) and ID card (GB 11643-1999). */
export function withCreditCodeCheck(first17: string): string {
  return first17 + creditCodeCheckChar(first17);
}

/** The credit code of the demo enterprise at `index` (0-based) of DEMO_ENTERPRISES. */
export const demoCreditCode = (index: number): string =>
  withCreditCodeCheck(`91460100MA5T${String(index + 1).padStart(4, '0')}0`);

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

export function withIdCardCheck(first17: string): string {
  const sum = [...first17].reduce((acc, ch, i) => acc + Number(ch) * (ID_WEIGHTS[i] ?? 0), 0);
  return first17 + ID_CHECK[sum % 11];
}

/** Deterministic pseudo-random numbers (mulberry32), so every fresh seed is identical. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A valid ID card number of someone born on 1 January of `year` in `county`, told apart by `n`. */
export const demoIdCard = (county: string, year: number, n: number): string =>
  withIdCardCheck(`${county}${year}0101${String(900 + n)}`);
