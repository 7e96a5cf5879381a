import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type ExcelJS from 'exceljs';
import { toCell, type CellValue } from './cell-value.ts';
import { eventLoopSlices } from './event-loop-slices.ts';
import { loadExcelJs } from './load-exceljs.ts';
import { roomInInput, sheetZipInput } from './sheet-back-pressure.ts';
import { shanghaiWallClock } from '../shanghai-time.ts';

export interface ExportColumn<Row extends object = Record<string, unknown>> {
  header: string;
  key: Extract<keyof Row, string>;
  width?: number;
  format?: (value: unknown, row: Row) => CellValue;
}

const DEFAULT_WIDTH = 20;
const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm:ss';

/**
 * Streams rows into an xlsx workbook on `output`, one sheet with a bold header row, holding only
 * a few rows in memory whatever the row count: it waits whenever the output falls behind, and
 * lets the event loop turn every few milliseconds, so other requests are not held behind it.
 */
export async function writeXlsx<Row extends object>(
  output: Writable,
  columns: readonly ExportColumn<Row>[],
  rows: AsyncIterable<Row> | Iterable<Row>,
): Promise<void> {
  const { stream } = await loadExcelJs();
  const workbook = new stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.columns = columns.map((column) => ({ width: column.width ?? DEFAULT_WIDTH }));
  const header = sheet.addRow(columns.map((column) => toCell(column.header)));
  header.font = { bold: true };
  header.commit();
  const zipInput = sheetZipInput(sheet);
  const turnIfDue = eventLoopSlices();
  for await (const row of rows) {
    addRow(
      sheet,
      columns.map((column) => cellOf(column, row)),
    ).commit();
    await roomInInput(zipInput, output);
    // A batch of rows read at once is written without the event loop turning otherwise.
    await turnIfDue();
  }
  sheet.commit();
  // exceljs waits for the output's 'finish' alone, which never comes if the client hung up.
  await Promise.all([workbook.commit(), finished(output, { readable: false })]);
}

function cellOf<Row extends object>(column: ExportColumn<Row>, row: Row): CellValue {
  const value = row[column.key];
  return toCell(column.format ? column.format(value, row) : value);
}

/**
 * One style object per kind of cell, shared by every cell of that kind. exceljs gives each new
 * cell a style object of its own, then renders that object's XML to find its style id: for each
 * cell of the export. It remembers the id of an object it has seen, so shared objects are rendered
 * once (the renders were a sixth of an export's time). Text, numbers and dates keep apart, as
 * exceljs styles a cell without a number format by its type.
 */
const TEXT_STYLE: Partial<ExcelJS.Style> = {};
const NUMBER_STYLE: Partial<ExcelJS.Style> = {};
const DATE_TIME_STYLE: Partial<ExcelJS.Style> = { numFmt: DATE_TIME_FORMAT };

const styleOf = (cell: CellValue) =>
  cell instanceof Date ? DATE_TIME_STYLE : typeof cell === 'number' ? NUMBER_STYLE : TEXT_STYLE;

function addRow(sheet: ExcelJS.Worksheet, cells: CellValue[]): ExcelJS.Row {
  // Times are shown as Beijing wall-clock time, whatever the server's time zone.
  const row = sheet.addRow(cells.map((cell) => (cell instanceof Date ? shanghaiWallClock(cell) : cell)));
  cells.forEach((cell, index) => {
    row.getCell(index + 1).style = styleOf(cell);
  });
  return row;
}
