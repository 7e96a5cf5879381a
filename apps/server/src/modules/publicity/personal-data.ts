import { maskIdCard, maskPhone } from '@credit/rules';

/** What a person's name becomes in a public text. */
export const MASKED_NAME = '某某';

const HAN = '\\u4e00-\\u9fa5';
// Each pattern stands alone: its digits are not part of a longer number.
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const ID_CARD = /(?<![\dXx])(?:\d{17}[\dXx]|\d{15})(?![\dXx])/g;
// A bank card or account number: 16 to 19 digits, or written in groups of four.
const BANK_ACCOUNT = /(?<!\d)(?:\d{16,19}|\d{4}(?: \d{4}){3}(?: \d{1,3})?)(?!\d)/g;
const MOBILE = /(?<!\d)1[3-9]\d{9}(?!\d)/g;
// A fixed line with its area code: 0898-66778899, 0898 66778899, (0898)66778899, （0898）66778899.
const LANDLINE = /(?<!\d)(?:0\d{2,3}[- ]?|[(（]0\d{2,3}[)）]\s?)\d{7,8}(?:-\d{1,4})?(?!\d)/g;
// A local number without its area code is told apart from other numbers by the word before it.
const LABELLED_LOCAL_NUMBER = /((?:电话|座机|固话|传真)[：:\s]*)(\d{7,8})(?!\d)/g;
// A name after its role: the shortest run of two to four characters that ends where the name
// plainly does (punctuation, a number, a following 电话…), else three characters, the usual length.
const NAME_AFTER_ROLE = new RegExp(
  `((?:联系人|负责人|法定代表人|法人代表|法人)[：:\\s]*(?:为|是)?)` +
    `([${HAN}]{2,4}?(?=[^${HAN}]|电话|手机|座机|联系|身份|邮箱|$)|[${HAN}]{3})`,
  'g',
);
const HAN_RUN = new RegExp(`[${HAN}]+`, 'g');

/** The shortest and longest names looked up among the persons the platform knows. */
const NAME_LENGTHS = [2, 3, 4] as const;

const maskNumber = (digits: string) => digits.slice(-4).padStart(digits.length, '*');
const maskEmail = (email: string) => `${email[0]}***${email.slice(email.indexOf('@'))}`;
const maskLandline = (number: string) => number.replace(/\d{4}(?=\d{4}(?:-\d{1,4})?$)/, '****');

/**
 * The two- to four-character runs of Chinese characters in the texts: every name of a person the
 * platform knows that a text may carry, to look up in one query before masking.
 */
export function nameCandidates(texts: Iterable<string | null | undefined>): string[] {
  const found = new Set<string>();
  for (const text of texts)
    for (const [run] of text?.matchAll(HAN_RUN) ?? [])
      for (const length of NAME_LENGTHS)
        for (let start = 0; start + length <= run.length; start += 1) found.add(run.slice(start, start + length));
  return [...found];
}

/**
 * Free text a public answer shows, with personal data masked on the server: e-mail addresses, ID
 * card, bank account, mobile and fixed-line numbers keep only their ends, and names become 某某 —
 * those given (the persons the platform knows whose names the text carries, longest first so a
 * longer name is not cut by a shorter one inside it) and any name after 联系人, 负责人 or 法人.
 */
export function maskPersonalText(text: string, names: readonly string[] = []): string {
  let masked = text
    .replace(EMAIL, maskEmail)
    .replace(ID_CARD, maskIdCard)
    .replace(BANK_ACCOUNT, maskNumber)
    .replace(MOBILE, maskPhone)
    .replace(LANDLINE, maskLandline)
    .replace(LABELLED_LOCAL_NUMBER, (_match, label: string, digits: string) => label + maskNumber(digits))
    .replace(NAME_AFTER_ROLE, (_match, role: string) => role + MASKED_NAME);
  for (const name of [...names].sort((a, b) => b.length - a.length))
    if (name.length > 1) masked = masked.replaceAll(name, MASKED_NAME);
  return masked;
}
