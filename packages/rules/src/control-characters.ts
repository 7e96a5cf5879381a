/**
 * Control characters (U+0000–U+001F, U+007F) never belong in what a user types. Tab, CR and LF
 * are text only where text may span lines: request bodies (JSON, form and multipart fields).
 * Query values, path parameters, file names and headers are single-line.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- as above
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function hasControlCharacter(text: string, { multiLine }: { multiLine: boolean }): boolean {
  return (multiLine ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(text);
}

/** Removes control characters from text that cannot be refused, such as a browser's user agent. */
export function stripControlCharacters(text: string): string {
  // eslint-disable-next-line no-control-regex -- as above
  return text.replace(/[\u0000-\u001f\u007f]/g, '');
}

/** Message for a value holding a control character, naming its field: 「enterpriseName」含有不允许的控制字符. */
export const controlCharacterMessage = (field: string): string => `「${field}」含有不允许的控制字符`;
