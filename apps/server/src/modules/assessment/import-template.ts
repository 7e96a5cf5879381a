import { ASSESSMENT_FILE_TITLE, todayInShanghai } from '@credit/rules';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../../platform/files/index.ts';
import { loadExcelJs, XLSX_CONTENT_TYPE } from '../../platform/excel/index.ts';

export interface TemplateColumn {
  header: string;
  /** Shown as the header cell's note: what to write and how. */
  note: string;
  width: number;
  example: string | number | Date;
}

/** `导入模板yyyyMMdd.xlsx`, the date in Asia/Shanghai (spec §9). */
export function templateFileName(now = new Date()): string {
  return `${ASSESSMENT_FILE_TITLE.template}${todayInShanghai(now).replace(/-/g, '')}.xlsx`;
}

/** A workbook with the headers (each with a note) and one example row, in grey, to overwrite. */
export async function templateWorkbook(columns: readonly TemplateColumn[]): Promise<Buffer> {
  const { Workbook } = await loadExcelJs();
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet('导入数据');
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  columns.forEach((column, index) => {
    header.getCell(index + 1).note = column.note;
  });
  const example = sheet.addRow(columns.map((column) => column.example));
  example.font = { color: { argb: 'FF808080' }, italic: true };
  columns.forEach((column, index) => {
    if (column.example instanceof Date) example.getCell(index + 1).numFmt = 'yyyy-mm-dd hh:mm';
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function sendTemplate(reply: FastifyReply, columns: readonly TemplateColumn[]) {
  return reply
    .header('Content-Type', XLSX_CONTENT_TYPE)
    .header('Content-Disposition', contentDisposition('attachment', templateFileName()))
    .send(await templateWorkbook(columns));
}
