import { importResultLabel, yesNoLabel } from '@credit/rules';
import { describe, expect, it } from 'vitest';
import { exportFileName, writeXlsx, type ExportColumn } from '../../src/platform/excel/index.ts';
import { loadWorkbook, sheetValues, written } from './excel-fixtures.ts';

interface PassRateRow {
  enterpriseName: string;
  registerYear: number;
  result: number | boolean;
  canPublish: number;
}

const columns: ExportColumn<PassRateRow>[] = [
  { header: '企业名称', key: 'enterpriseName', width: 40 },
  { header: '年度', key: 'registerYear' },
  { header: '结果', key: 'result', format: importResultLabel },
  { header: '可发布', key: 'canPublish', format: yesNoLabel },
];

describe('writeXlsx', () => {
  it('writes the header row and each row formatted by its column', async () => {
    const rows: PassRateRow[] = [
      { enterpriseName: '上海建工集团股份有限公司', registerYear: 2024, result: 1, canPublish: 1 },
      { enterpriseName: '北京城建集团有限责任公司', registerYear: 2023, result: false, canPublish: 0 },
      { enterpriseName: '广州市建筑集团有限公司', registerYear: 2022, result: true, canPublish: 2 },
    ];
    const file = await written((output) => writeXlsx(output, columns, rows));
    expect(await sheetValues(file)).toEqual([
      ['企业名称', '年度', '结果', '可发布'],
      ['上海建工集团股份有限公司', 2024, '成功', '是'],
      ['北京城建集团有限责任公司', 2023, '失败', '否'],
      ['广州市建筑集团有限公司', 2022, '成功', '否'],
    ]);
    const sheet = (await loadWorkbook(file)).worksheets[0];
    expect(sheet?.getColumn(1).width).toBe(40);
    expect(sheet?.getRow(1).font?.bold).toBe(true);
  });

  it.each(['=', '+', '-', '@', '\t', '\r'])('turns text starting with %j into plain text', async (start) => {
    const text = `${start}HYPERLINK("http://evil.example","点击")`;
    const file = await written((output) =>
      writeXlsx(
        output,
        [
          { header: '名称', key: 'name' },
          { header: '备注', key: 'note', format: () => text },
        ],
        [{ name: text, note: '' }],
      ),
    );
    // An XML reader turns a bare CR into a line feed; the quote in front is what matters.
    const expected = `'${text}`.replace('\r', '\n');
    expect((await sheetValues(file))[1]).toEqual([expected, expected]);
  });

  it('leaves ordinary text and numbers as they are, negative numbers included', async () => {
    const file = await written((output) =>
      writeXlsx(
        output,
        [
          { header: '说明', key: 'text' },
          { header: '分值', key: 'score' },
        ],
        [{ text: '扣分 -5', score: -5 }],
      ),
    );
    expect((await sheetValues(file))[1]).toEqual(['扣分 -5', -5]);
  });

  it('gives an empty export a sheet holding the header row', async () => {
    const file = await written((output) => writeXlsx(output, columns, []));
    expect(await sheetValues(file)).toEqual([['企业名称', '年度', '结果', '可发布']]);
  });

  it('shows times as Beijing time with a date format, and only times', async () => {
    const file = await written((output) =>
      writeXlsx(
        output,
        [
          { header: '导入时间', key: 'createTime' },
          { header: '分值', key: 'score' },
          { header: '说明', key: 'text' },
        ],
        [
          { createTime: new Date('2024-03-01T16:30:00Z'), score: 3, text: '加分' },
          { createTime: new Date('2024-03-02T01:00:00Z'), score: 2.5, text: '2024-03-02' },
        ],
      ),
    );
    const sheet = (await loadWorkbook(file)).worksheets[0];
    expect(sheet?.getCell('A2').value).toEqual(new Date('2024-03-02T00:30:00Z'));
    expect(sheet?.getCell('A3').value).toEqual(new Date('2024-03-02T09:00:00Z'));
    for (const address of ['A2', 'A3']) expect(sheet?.getCell(address).numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    for (const address of ['B2', 'B3', 'C2', 'C3']) expect(sheet?.getCell(address).numFmt).toBeUndefined();
    expect(sheet?.getCell('B3').value).toBe(2.5);
    expect(sheet?.getRow(1).font?.bold).toBe(true);
    expect(sheet?.getRow(2).font?.bold).toBeUndefined();
  });
});

describe('export file name', () => {
  it('is the title plus yyyyMMddHHmmss in Asia/Shanghai', () => {
    expect(exportFileName('企业一次备案通过率导入明细', new Date('2024-12-31T17:05:09Z'))).toBe(
      '企业一次备案通过率导入明细20250101010509.xlsx',
    );
  });
});

describe('labels', () => {
  it('reads 1 and true as success / yes, anything else as failure / no', () => {
    expect([1, true, 0, false, null, 2].map(importResultLabel)).toEqual([
      '成功',
      '成功',
      '失败',
      '失败',
      '失败',
      '失败',
    ]);
    expect([1, true, 0, false, undefined].map(yesNoLabel)).toEqual(['是', '是', '否', '否', '否']);
  });
});
