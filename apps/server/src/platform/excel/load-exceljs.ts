import type ExcelJS from 'exceljs';

/**
 * exceljs, loaded the first time a workbook is written: it holds some 27 MiB once loaded, which a
 * server that has exported nothing need not carry (imports parse on their own thread).
 */
export async function loadExcelJs(): Promise<typeof ExcelJS> {
  return (await import('exceljs')).default;
}
