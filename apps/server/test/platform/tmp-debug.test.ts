import { it } from 'vitest';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { truncatedMidSheet, xlsxFile } from './excel-fixtures.ts';
async function* chunked(b: Buffer) { for (let i = 0; i < b.length; i += 16384) { yield b.subarray(i, i + 16384); await new Promise((r) => setImmediate(r)); } }
it('debug', async () => {
  const rows = Array.from({ length: 20000 }, (_, index) => [`企业${index % 10}`, index]);
  const full = await xlsxFile([['企业名称', '年度'], ...rows]);
  for (const file of [full, truncatedMidSheet(full)]) {
  let n = 0;
  console.log('len', file.length);
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(chunked(file)), { worksheets: 'emit', sharedStrings: 'cache' });
    for await (const sheet of reader) { for await (const row of sheet) n++; }
  } catch (e) { console.log('err', String(e)); }
  console.log('rows', n);
  }
});
