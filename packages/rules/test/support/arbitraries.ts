import fc from 'fast-check';

/** A string of `min`..`max` common Chinese characters (U+4E00–U+9FA5). */
export const hanText = (min: number, max: number) =>
  fc
    .array(fc.integer({ min: 0x4e00, max: 0x9fa5 }), {
      minLength: min,
      maxLength: max,
    })
    .map((codes) => String.fromCodePoint(...codes));

/** A yyyy-MM-dd date between the given dates (inclusive). */
export const isoDate = (min: string, max: string) =>
  fc
    .date({
      min: new Date(`${min}T00:00:00Z`),
      max: new Date(`${max}T00:00:00Z`),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10));

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

/** GB 11643 check character, written out independently of the package under test. */
export function checkCharacterOf(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * (WEIGHTS[i] ?? 0);
  return '10X98765432'.charAt(sum % 11);
}

/** Area code, birth date (1800-01-01 … 2020-12-31) and sequence of an 18-character ID, without its check character. */
export const idCardBody = fc
  .tuple(
    fc.integer({ min: 100000, max: 999999 }),
    isoDate('1800-01-01', '2020-12-31'),
    fc.integer({ min: 0, max: 999 }),
  )
  .map(([area, birth, sequence]) => `${area}${birth.replaceAll('-', '')}${String(sequence).padStart(3, '0')}`);

export const validIdCard18 = idCardBody.map((body) => body + checkCharacterOf(body));
