import type { StatTable } from '@credit/rules';
import { toCell } from '../excel/cell-value.ts';
import { loadExcelJs } from '../excel/load-exceljs.ts';

/** Excel's limit on a sheet's name, and the characters it refuses in one. */
const SHEET_NAME_LENGTH = 31;
const SHEET_NAME_REFUSED = /[\\/?*[\]:]/g;

/**
 * A statistics page's tables as one workbook, a sheet per table: the filters the figures were
 * counted with on the first line, then the header (category, each series with its unit) and rows.
 */
export async function statisticsWorkbook(tables: readonly StatTable[], heading: string): Promise<Buffer> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  const used = new Set<string>();
  for (const table of tables) {
    const base = table.title.replace(SHEET_NAME_REFUSED, ' ').slice(0, SHEET_NAME_LENGTH) || table.key;
    let name = base;
    for (let n = 2; used.has(name); n += 1) name = `${base.slice(0, SHEET_NAME_LENGTH - 3)}(${n})`;
    used.add(name);
    const sheet = workbook.addWorksheet(name);
    sheet.addRow([toCell(heading)]);
    const header = sheet.addRow([table.category, ...table.series.map((s) => `${s.title}（${s.unit}）`)].map(toCell));
    header.font = { bold: true };
    for (const row of table.rows) sheet.addRow([toCell(row.label), ...row.values]);
    sheet.columns.forEach((column, index) => {
      column.width = index === 0 ? 24 : 14;
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
