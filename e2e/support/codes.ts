import { creditCodeCheckChar } from '@credit/rules';

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

/** A valid ID card number (GB 11643), different on each run: born 1990-01-01 in `county`. */
export function idCard(county = '460106'): string {
  const first17 = `${county}1990010${String(Math.floor(Math.random() * 9000) + 1000)}`;
  const sum = [...first17].reduce((acc, digit, i) => acc + Number(digit) * (ID_WEIGHTS[i] ?? 0), 0);
  return first17 + ('10X98765432'[sum % 11] ?? '');
}

/** A valid unified social credit code (GB 32100), different on each run, of an enterprise registered in `city`. */
export function creditCode(city = '460200'): string {
  const first17 = `91${city}MA5${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  return first17 + creditCodeCheckChar(first17);
}
