export type { CellValue } from './cell-value.ts';
export { eventLoopSlices } from './event-loop-slices.ts';
export { importXlsx, type ImportCellValue, type ImportColumn, type ImportedRow } from './import-xlsx.ts';
export { loadExcelJs } from './load-exceljs.ts';
export { runImport, type ImportSummary, type RowVerdict } from './run-import.ts';
export { exportFileName, streamXlsxExport, XLSX_CONTENT_TYPE } from './stream-xlsx-export.ts';
export { writeXlsx, type ExportColumn } from './write-xlsx.ts';
