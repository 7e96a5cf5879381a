import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type ExcelJS from 'exceljs';
import { toCell, type CellValue } from './cell-value.ts';
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
 * a few rows in memory whatever the row count: it waits whenever the output falls behind.
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
  for await (const row of rows) {
    addRow(
      sheet,
      columns.map((column) => cellOf(column, row)),
    ).commit();
    await roomInInput(zipInput, output);
  }
  sheet.commit();
  // exceljs waits for the output's 'finish' alone, which never comes if the client hung up.
  await Promise.all([workbook.commit(), finished(output, { readable: false })]);
}

function cellOf<Row extends object>(column: ExportColumn<Row>, row: Row): CellValue {
  const value = row[column.key];
  return toCell(column.format ? column.format(value, row) : value);
}

function addRow(sheet: ExcelJS.Worksheet, cells: CellValue[]): ExcelJS.Row {
  // Times are shown as Beijing wall-clock time, whatever the server's time zone.
  const row = sheet.addRow(cells.map((cell) => (cell instanceof Date ? shanghaiWallClock(cell) : cell)));
  cells.forEach((cell, index) => {
    if (cell instanceof Date) row.getCell(index + 1).numFmt = DATE_TIME_FORMAT;
  });
  return row;
}
