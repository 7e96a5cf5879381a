import { MSG } from '@credit/rules';

/**
 * What the database says about input it refuses (SQLSTATE class 22 "data exception" and 54000
 * "program limit exceeded", e.g. an index row too large): the user's mistake, answered as 400.
 */
const MESSAGES: Record<string, string> = {
  '22021': MSG.inputEncodingInvalid, // character_not_in_repertoire (invalid byte sequence)
  '22P05': MSG.inputEncodingInvalid, // untranslatable_character (\u0000 in json)
  '22003': MSG.inputNumberOutOfRange, // numeric_value_out_of_range
  '22008': MSG.inputDateInvalid, // datetime_field_overflow
  '22007': MSG.inputDateInvalid, // invalid_datetime_format
  '22009': MSG.inputDateInvalid, // invalid_time_zone_displacement_value
  '22001': MSG.inputTextTooLong, // string_data_right_truncation
  '54000': MSG.inputTextTooLong, // program_limit_exceeded
  '22P02': MSG.inputFormatInvalid, // invalid_text_representation
};

/** The Chinese message for a database input error found in `error` or its causes (drizzle wraps pg's error). */
export function databaseInputMessage(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^(22[0-9A-Z]{3}|54000)$/.test(code)) return MESSAGES[code] ?? MSG.invalidInput;
    current = current.cause;
  }
  return undefined;
}
