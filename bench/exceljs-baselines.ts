import os from 'node:os';
import ExcelJS from 'exceljs';
import { defaultExportKeys, labelOf, passRateListSpec, QUARTER } from '@credit/rules';
import { passRateRow, writeWorkbook, type RegisteredEnterprise } from './generate-workbooks.ts';

export interface BaselineResult {
  /** What exceljs did on its own, in the bench process. */
  task: string;
  seconds: number;
}

const secondsSince = (started: number) => (performance.now() - started) / 1000;

/**
 * exceljs's streaming reader, with the server's options, merely iterating every row of the file:
 * the floor of any streamed import. Given the file as Excel orders it, exceljs first parks the
 * sheet in a temporary file until it has read the shared strings; the server reorders the upload
 * so as not to, which this baseline still pays for.
 */
export async function exceljsRead(file: string): Promise<BaselineResult> {
  const started = performance.now();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  for await (const sheet of reader) {
    // Each row is parsed and dropped: the reading is all that is measured.
    for await (const _row of sheet) continue;
  }
  return { task: 'exceljs streaming read', seconds: secondsSince(started) };
}

// The pass-rate export's shape: its spec's default columns (the file's, then who imported, when, and how it went).
const EXPORT_COLUMNS = defaultExportKeys(passRateListSpec).map((key) => ({
  key,
  header: passRateListSpec.fields[key as keyof typeof passRateListSpec.fields].title,
}));
const IMPORTED_BY = {
  createPerson: '超级管理员',
  createTime: '2026-01-01 10:00:00',
  result: '失败',
  reason: '企业不存在',
};

/** exceljs's streaming writer writing as many pass-rate rows, with the export's columns, to the null device. */
export async function exceljsWritePassRates(
  rows: number,
  enterprises: readonly RegisteredEnterprise[],
): Promise<BaselineResult> {
  const started = performance.now();
  await writeWorkbook(
    os.devNull,
    EXPORT_COLUMNS,
    rows,
    (index) => {
      const row = passRateRow(index, enterprises);
      return {
        ...row,
        quarterDescription: labelOf(QUARTER, Number(row.quarter)),
        levelDescription: row.grade,
        ...IMPORTED_BY,
      };
    },
    { sharedStrings: false },
  );
  return { task: 'exceljs streaming write', seconds: secondsSince(started) };
}
