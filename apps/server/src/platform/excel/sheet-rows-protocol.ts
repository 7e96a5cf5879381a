import type { ImportCellValue } from './import-xlsx.ts';
import type { ZipLayout } from './zip-layout.ts';

/** A row of the first sheet with its cells as plain values, indexed from 1 by column. */
export interface PlainSheetRow {
  number: number;
  cells: ImportCellValue[];
}

/** A workbook for the reader thread to read: a whole zip, its layout already found. */
export interface SheetReadJob {
  path: string;
  layout: ZipLayout;
}

/** What the import asks of the reader thread: a workbook to read, or one more batch of rows. */
export type SheetReaderRequest = { read: SheetReadJob } | { more: true };

/** What the reader thread answers: rows a batch at a time, then the end or a failure (with its message when the file was refused for its content). */
export type SheetReaderMessage = { rows: PlainSheetRow[] } | { done: true } | { unreadable: true; message?: string };

/** Rows the reader sends at a time, and batches it may send before the import has taken one. */
export const ROWS_PER_MESSAGE = 500;
export const MESSAGES_AHEAD = 2;

/** The reader thread's nice value (Linux): below the threads that answer requests. */
export const READER_NICENESS = 10;
