/** Check characters of the unified social credit code (GB 32100-2015) and ID card (GB 11643-1999). */
const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

export function withCreditCodeCheck(first17: string): string {
  const sum = [...first17].reduce((acc, ch, i) => acc + CREDIT_CODE_CHARS.indexOf(ch) * (CREDIT_CODE_WEIGHTS[i] ?? 0), 0);
  return first17 + CREDIT_CODE_CHARS[(31 - (sum % 31)) % 31];
}

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
