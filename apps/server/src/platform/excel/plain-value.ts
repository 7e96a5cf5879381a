import type { ImportCellValue } from './import-xlsx.ts';

/** A cell as a plain value: rich text joined, formulas by their result, blank text as null. */
export function plainValue(cell: unknown): ImportCellValue {
  if (cell === null || cell === undefined) return null;
  if (typeof cell === 'string') return cell.trim() === '' ? null : cell.trim();
  if (typeof cell === 'number' || typeof cell === 'boolean' || cell instanceof Date) return cell;
  if (typeof cell === 'object') {
    if ('richText' in cell && Array.isArray(cell.richText))
      return plainValue(cell.richText.map((part: { text: string }) => part.text).join(''));
    if ('result' in cell) return plainValue(cell.result);
    if ('text' in cell) return plainValue(cell.text);
  }
  return null;
}
