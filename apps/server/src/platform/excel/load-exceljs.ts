import type ExcelJS from 'exceljs';

/**
 * exceljs, loaded the first time a workbook is written: loaded at start it kept the idle server
 * about 8 MB larger (129 against 121 MB on the demo data), which a server that has written no
 * workbook need not carry (imports read workbooks with a reader of their own).
 */
export async function loadExcelJs(): Promise<typeof ExcelJS> {
  return (await import('exceljs')).default;
}
