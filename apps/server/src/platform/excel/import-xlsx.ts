import fs, { type FileHandle } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { MSG } from '@credit/rules';
import { AppError } from '../errors.ts';
import { firstSheetRows, type SheetRow } from './first-sheet-rows.ts';
import { spoolUpload, type SpooledUpload } from './spooled-upload.ts';
import { inStreamingOrder } from './streaming-order.ts';
import { readZipLayout } from './zip-layout.ts';

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

/**
 * Reads the first sheet of an xlsx upload row by row, mapping columns by their header text, so a
 * 100 000-row file never sits in memory. The upload is kept in a temporary file (removed when
 * reading stops), checked to be a whole zip before exceljs sees it, and refused with the spec's
 * message when it cannot be read; a file lacking a required header is refused before any row.
 */
export async function* importXlsx<K extends string>(
  input: Readable,
  { columns }: { columns: readonly ImportColumn<K>[] },
): AsyncGenerator<ImportedRow<K>> {
  const upload = await spoolUpload(input).catch(() => {
    throw new AppError(MSG.importUnreadable);
  });
  try {
    let positions: Map<K, number> | undefined;
    for await (const row of readableRows(upload)) {
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
  } finally {
    await upload.remove();
  }
}

/** The first sheet's rows; anything wrong with the file becomes the spec's "unreadable" refusal. */
async function* readableRows(upload: SpooledUpload): AsyncGenerator<SheetRow> {
  const layout = await withFile(upload.path, (file) => readZipLayout(file, upload.size));
  if (!layout) throw new AppError(MSG.importUnreadable);
  const workbook = inStreamingOrder(upload.path, layout);
  try {
    yield* firstSheetRows(workbook);
  } catch {
    throw new AppError(MSG.importUnreadable);
  } finally {
    workbook.destroy();
  }
}

async function withFile<T>(filePath: string, use: (file: FileHandle) => Promise<T>): Promise<T> {
  const file = await fs.open(filePath);
  try {
    return await use(file);
  } finally {
    await file.close();
  }
}

function headerPositions<K extends string>(
  cells: readonly unknown[],
  columns: readonly ImportColumn<K>[],
): Map<K, number> {
  const byHeader = new Map<string, number>();
  cells.forEach((cell, index) => {
    const text = plainValue(cell);
    if (text !== null && !byHeader.has(String(text))) byHeader.set(String(text), index);
  });
  const missing = columns.filter((column) => column.required !== false && !byHeader.has(column.header));
  if (missing.length > 0) throw new AppError(`导入文件缺少列：${missing.map((column) => column.header).join('、')}`);
  return new Map(columns.map((column) => [column.key, byHeader.get(column.header) ?? -1]));
}

/** A cell as a plain value: rich text joined, formulas by their result, blank text as null. */
function plainValue(cell: unknown): ImportCellValue {
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
