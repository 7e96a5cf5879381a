import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { MSG } from '@credit/rules';
import { AppError } from '../errors.ts';
import { sheetRows } from './sheet-reader.ts';
import { spoolUpload, type SpooledUpload } from './spooled-upload.ts';
import { readZipLayout, type ZipLayout } from './zip-layout.ts';

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
 * The most a part of an upload may inflate to, as its zip directory declares it (and as reading
 * holds it to): a 100 000-row sheet is some 30 MB of XML, a zip bomb gigabytes.
 */
const MAX_INFLATED_PART_BYTES = 256 * 1024 * 1024;

/**
 * Reads the first sheet of an xlsx upload a few hundred rows at a time (as the reader thread hands
 * them over), mapping columns by their header text, so a 100 000-row file never sits in memory.
 * The upload is kept in a temporary file (removed when reading stops), checked to be a whole zip
 * before any of it is parsed, parsed on a worker thread, and refused with the spec's message when
 * it cannot be read; a file lacking a required header is refused before any row. A part declared
 * to inflate past MAX_INFLATED_PART_BYTES is refused unread, and one inflating past what it
 * declared is cut off (see zipEntryText).
 */
export async function* importXlsx<K extends string>(
  input: Readable,
  { columns }: { columns: readonly ImportColumn<K>[] },
): AsyncGenerator<ImportedRow<K>[]> {
  const upload = await spoolUpload(input).catch(() => {
    throw new AppError(MSG.importUnreadable);
  });
  try {
    let positions: Map<K, number> | undefined;
    // Cut short at the multipart plugin's limit on a file (app.ts): the rest never arrived.
    if ((input as Readable & { truncated?: boolean }).truncated) throw new AppError(MSG.fileTooLargeGeneric);
    if (upload.size === 0) throw new AppError(MSG.zeroByteFile);
    const layout = await wholeZipLayout(upload);
    if (!layout) throw new AppError(MSG.importUnreadable);
    if (layout.entries.some((entry) => entry.size > MAX_INFLATED_PART_BYTES))
      throw new AppError(MSG.importInflatedTooLarge);
    for await (const rows of sheetRows({ path: upload.path, layout })) {
      const read: ImportedRow<K>[] = [];
      for (const row of rows) {
        if (!positions) {
          positions = headerPositions(row.cells, columns);
          continue;
        }
        const values = {} as Record<K, unknown>;
        let empty = true;
        for (const column of columns) {
          const value = row.cells[positions.get(column.key) ?? -1] ?? null;
          if (value !== null) empty = false;
          values[column.key] = column.parse ? column.parse(value) : value;
        }
        if (!empty) read.push({ rowNumber: row.number, values });
      }
      if (read.length > 0) yield read;
    }
    positions ??= headerPositions([], columns);
  } finally {
    await upload.remove();
  }
}

async function wholeZipLayout(upload: SpooledUpload): Promise<ZipLayout | null> {
  const file = await fs.open(upload.path);
  try {
    return await readZipLayout(file, upload.size);
  } finally {
    await file.close();
  }
}

function headerPositions<K extends string>(
  cells: readonly ImportCellValue[],
  columns: readonly ImportColumn<K>[],
): Map<K, number> {
  const byHeader = new Map<string, number>();
  cells.forEach((cell, index) => {
    if (cell !== null && !byHeader.has(String(cell))) byHeader.set(String(cell), index);
  });
  const missing = columns.filter((column) => column.required !== false && !byHeader.has(column.header));
  if (missing.length > 0) throw new AppError(`导入文件缺少列：${missing.map((column) => column.header).join('、')}`);
  return new Map(columns.map((column) => [column.key, byHeader.get(column.header) ?? -1]));
}
