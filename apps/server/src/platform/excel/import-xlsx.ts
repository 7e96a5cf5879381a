import { PassThrough, type Readable } from 'node:stream';
import { MSG } from '@credit/rules';
import ExcelJS from 'exceljs';
import { AppError } from '../errors.ts';
import { readHead } from '../files/stream-head.ts';

export type ImportCellValue = string | number | boolean | Date | null;

export interface ImportColumn<K extends string = string> {
  /** The header text in the file's first row. */
  header: string;
  key: K;
  /** A file without this header is refused as a whole; true unless said otherwise. */
  required?: boolean;
  parse?: (value: ImportCellValue) => unknown;
}

export interface ImportedRow<K extends string = string> {
  /** The row's number as the user sees it in the spreadsheet. */
  rowNumber: number;
  values: Record<K, unknown>;
}

const ZIP_MAGIC = Buffer.from('PK\x03\x04', 'latin1');

/**
 * Reads the first sheet of an xlsx upload row by row, mapping columns by their header text, so a
 * 100 000-row file never sits in memory. A file that is not a readable xlsx is refused with the
 * spec's message; one that lacks a required header is refused before any row is read.
 */
export async function* importXlsx<K extends string>(
  input: Readable,
  { columns }: { columns: readonly ImportColumn<K>[] },
): AsyncGenerator<ImportedRow<K>> {
  const { head, rest } = await readHead(input, ZIP_MAGIC.length);
  if (!head.equals(ZIP_MAGIC)) {
    rest.destroy();
    throw new AppError(MSG.importUnreadable);
  }
  let positions: Map<K, number> | undefined;
  for await (const row of firstSheetRows(rest)) {
    if (!positions) {
      positions = headerPositions(row.values, columns);
      continue;
    }
    const values = {} as Record<K, unknown>;
    let empty = true;
    for (const column of columns) {
      const value = plainValue(row.values[positions.get(column.key) ?? -1]);
      if (value !== null) empty = false;
      values[column.key] = column.parse ? column.parse(value) : value;
    }
    if (!empty) yield { rowNumber: row.number, values };
  }
  positions ??= headerPositions([], columns);
}

function headerPositions<K extends string>(cells: readonly unknown[], columns: readonly ImportColumn<K>[]): Map<K, number> {
  const byHeader = new Map<string, number>();
  cells.forEach((cell, index) => {
    const text = plainValue(cell);
    if (text !== null && !byHeader.has(String(text))) byHeader.set(String(text), index);
  });
  const missing = columns.filter((column) => column.required !== false && !byHeader.has(column.header));
  if (missing.length > 0) throw new AppError(`导入文件缺少列：${missing.map((column) => column.header).join('、')}`);
  return new Map(columns.map((column) => [column.key, byHeader.get(column.header) ?? -1]));
}

async function* firstSheetRows(source: Readable): AsyncGenerator<{ number: number; values: unknown[] }> {
  // exceljs pipes its input without forwarding errors; ending the feed turns a failed upload
  // into a truncated zip, which exceljs does report.
  const feed = new PassThrough();
  source.once('error', () => feed.end()).pipe(feed);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(feed, { worksheets: 'emit', sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', entries: 'ignore' });
  let sheetFound = false;
  try {
    for await (const sheet of reader) {
      sheetFound = true;
      for await (const row of sheet) yield { number: row.number, values: row.values as unknown[] };
      break;
    }
  } catch {
    throw new AppError(MSG.importUnreadable);
  } finally {
    source.destroy();
  }
  if (!sheetFound) throw new AppError(MSG.importUnreadable);
}

/** A cell as a plain value: rich text joined, formulas by their result, blank text as null. */
function plainValue(cell: unknown): ImportCellValue {
  if (cell === null || cell === undefined) return null;
  if (typeof cell === 'string') return cell.trim() === '' ? null : cell.trim();
  if (typeof cell === 'number' || typeof cell === 'boolean' || cell instanceof Date) return cell;
  if (typeof cell === 'object') {
    if ('richText' in cell && Array.isArray(cell.richText)) return plainValue(cell.richText.map((part: { text: string }) => part.text).join(''));
    if ('result' in cell) return plainValue(cell.result);
    if ('text' in cell) return plainValue(cell.text);
  }
  return null;
}
