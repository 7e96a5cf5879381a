export type CellValue = string | number | Date | null;

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Prefixes text that a spreadsheet would run as a formula (= + - @, tab, CR) with a quote, so an
 * exported value such as `=HYPERLINK(...)` stays text (CSV/formula injection).
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A stored value as an exported cell: text neutralised, nothing undefined. */
export function toCell(value: unknown): CellValue {
  switch (typeof value) {
    case 'number':
      return value;
    case 'string':
      return neutraliseFormula(value);
    case 'boolean':
    case 'bigint':
      return String(value);
    case 'object':
      if (value === null || value instanceof Date) return value;
      return neutraliseFormula(JSON.stringify(value));
    default:
      return null;
  }
}
