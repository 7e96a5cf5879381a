import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MSG } from '@credit/rules';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../src/platform/errors.ts';
import {
  importXlsx,
  runImport,
  writeXlsx,
  type ImportColumn,
  type ImportedRow,
} from '../../src/platform/excel/index.ts';
import { corruptedMidSheet, streamOf, truncated, written, xlsxFile } from './excel-fixtures.ts';

type PassRateKey = 'enterpriseName' | 'registerYear' | 'level';

const columns: ImportColumn<PassRateKey>[] = [
  { header: '企业名称', key: 'enterpriseName' },
  { header: '年度', key: 'registerYear', parse: (value) => (value === null ? null : Number(value)) },
  { header: '等级', key: 'level', required: false },
];

async function readAll(file: Buffer) {
  const rows = [];
  for await (const read of importXlsx(streamOf(file), { columns })) rows.push(...read);
  return rows;
}

const refusal = (message: string) =>
  expect.objectContaining({ name: 'AppError', message, statusCode: 400 }) as AppError;

describe('importXlsx', () => {
  it('maps columns by header text, whatever their order, and numbers rows as the sheet does', async () => {
    const file = await xlsxFile([
      ['备注', '年度', '企业名称'],
      ['无', '2024', ' 上海建工集团股份有限公司 '],
      [],
      [null, 2023, { richText: [{ text: '北京城建' }, { text: '集团有限责任公司' }] }],
    ]);
    expect(await readAll(file)).toEqual([
      { rowNumber: 2, values: { enterpriseName: '上海建工集团股份有限公司', registerYear: 2024, level: null } },
      { rowNumber: 4, values: { enterpriseName: '北京城建集团有限责任公司', registerYear: 2023, level: null } },
    ]);
  });

  it('reads back a file the platform exported (inline strings, no shared-strings part)', async () => {
    const exported = await written((output) =>
      writeXlsx(
        output,
        [
          { header: '企业名称', key: 'name' },
          { header: '年度', key: 'year' },
        ],
        [{ name: '上海建工集团股份有限公司', year: 2024 }],
      ),
    );
    expect(await readAll(exported)).toEqual([
      { rowNumber: 2, values: { enterpriseName: '上海建工集团股份有限公司', registerYear: 2024, level: null } },
    ]);
  });

  describe('Chinese text longer than one decoded chunk', () => {
    const DIGITS = '零一二三四五六七八九';
    // Thousands of distinct names: the XML parts run to hundreds of KB, so many characters fall on chunk boundaries.
    const names = Array.from(
      { length: 4000 },
      (_, index) => `海南${[...String(index)].map((digit) => DIGITS[Number(digit)]).join('')}号工程造价咨询有限公司`,
    );
    const expected = names.map((name, index) => ({
      rowNumber: index + 2,
      values: { enterpriseName: name, registerYear: 2024, level: null },
    }));

    it('reads every character of shared strings', async () => {
      const file = await xlsxFile([['企业名称', '年度'], ...names.map((name) => [name, 2024])]);
      expect(await readAll(file)).toEqual(expected);
    });

    it('reads every character of strings written in the sheet', async () => {
      const file = await written((output) =>
        writeXlsx(
          output,
          [
            { header: '企业名称', key: 'name' },
            { header: '年度', key: 'year' },
          ],
          names.map((name) => ({ name, year: 2024 })),
        ),
      );
      expect(await readAll(file)).toEqual(expected);
    });
  });

  it('refuses a file missing a required header before reading any row', async () => {
    const file = await xlsxFile([
      ['企业名称', '等级'],
      ['上海建工集团股份有限公司', '甲级'],
    ]);
    await expect(readAll(file)).rejects.toEqual(refusal('导入文件缺少列：年度'));
  });

  it('refuses an empty sheet as missing every required header', async () => {
    await expect(readAll(await xlsxFile([]))).rejects.toEqual(refusal('导入文件缺少列：企业名称、年度'));
  });

  it.each([
    ['random bytes', Buffer.from([0x13, 0x37, 0x00, 0xff, 0x42, 0x10, 0x99, 0x01])],
    ['a text file renamed .xlsx', Buffer.from('企业名称,年度\n上海建工,2024\n')],
    ['a zip header followed by garbage', Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(200, 0x5a)])],
  ])('refuses %s as unreadable', async (_, bytes) => {
    await expect(readAll(bytes)).rejects.toEqual(refusal(MSG.importUnreadable));
  });

  it('refuses an empty file with the spec message for a 0 KB upload', async () => {
    await expect(readAll(Buffer.alloc(0))).rejects.toEqual(refusal(MSG.zeroByteFile));
  });

  describe('temporary files', () => {
    const systemTemp = process.env.TMPDIR;
    afterEach(() => {
      if (systemTemp === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = systemTemp;
    });

    it('leaves none behind, whether the import is read through, refused or broken', async () => {
      const privateTemp = await fs.mkdtemp(path.join(os.tmpdir(), 'import-temp-'));
      process.env.TMPDIR = privateTemp;
      const rows = Array.from({ length: 2000 }, (_, index) => [`企业${index}`, 2024]);
      const file = await xlsxFile([['企业名称', '年度'], ...rows]);
      expect(await readAll(file)).toHaveLength(2000);
      await expect(readAll(await xlsxFile([['名称'], ['企业1']]))).rejects.toBeInstanceOf(AppError);
      await expect(readAll(corruptedMidSheet(file))).rejects.toBeInstanceOf(AppError);
      expect(await fs.readdir(privateTemp)).toEqual([]);
      await fs.rm(privateTemp, { recursive: true });
    });
  });

  it('refuses a zip cut short as unreadable', async () => {
    const file = await xlsxFile([
      ['企业名称', '年度'],
      ['上海建工集团股份有限公司', 2024],
    ]);
    await expect(readAll(truncated(file))).rejects.toEqual(refusal(MSG.importUnreadable));
  });
});

describe('runImport', () => {
  const validateRow = ({ rowNumber, values }: ImportedRow<PassRateKey>) =>
    typeof values.registerYear === 'number' && values.registerYear <= 2025
      ? { rowNumber, name: values.enterpriseName, result: true, reason: '' }
      : { rowNumber, name: values.enterpriseName, result: false, reason: '年度有误' };
  type Verdict = ReturnType<typeof validateRow>;

  /** The caller's transaction: saved rows only count once the whole import has succeeded. */
  async function importInTransaction(
    file: Buffer,
    options: { batchSize?: number; onProgress?: (rows: number) => void } = {},
  ) {
    const committed: Verdict[] = [];
    const pending: Verdict[] = [];
    let batches = 0;
    const outcome = runImport({
      stream: streamOf(file),
      columns,
      checkBatch: (rows) => rows.map(validateRow),
      saveBatch: async (rows) => {
        batches += 1;
        pending.push(...rows);
      },
      ...options,
    }).then((summary) => {
      committed.push(...pending);
      return summary;
    });
    return { outcome, committed, batches: () => batches };
  }

  it('checks every row, saves each batch’s verdicts and reports progress', async () => {
    const rows = Array.from({ length: 25 }, (_, index) => [`企业${index + 1}`, index % 5 === 0 ? 2099 : 2024]);
    const progress: number[] = [];
    const run = await importInTransaction(await xlsxFile([['企业名称', '年度'], ...rows]), {
      batchSize: 10,
      onProgress: (rowsRead) => progress.push(rowsRead),
    });
    await expect(run.outcome).resolves.toEqual({ total: 25, succeeded: 20, failed: 5 });
    expect(run.batches()).toBe(3);
    expect(progress).toEqual([10, 20, 25]);
    expect(run.committed).toHaveLength(25);
    expect(run.committed[0]).toEqual({ rowNumber: 2, name: '企业1', result: false, reason: '年度有误' });
    expect(run.committed[1]).toMatchObject({ rowNumber: 3, result: true, reason: '' });
  });

  it('checks and saves batches one at a time in the file’s order, checking the next while the last is saved', async () => {
    const rows = Array.from({ length: 50 }, (_, index) => [`企业${index + 1}`, 2024]);
    const events: string[] = [];
    let checking = 0;
    let saving = 0;
    let overlapped = false;
    const settle = () => new Promise((resolve) => setTimeout(resolve, 5));
    const summary = await runImport({
      stream: streamOf(await xlsxFile([['企业名称', '年度'], ...rows])),
      columns: [
        { header: '企业名称', key: 'enterpriseName' },
        { header: '年度', key: 'registerYear' },
      ],
      batchSize: 10,
      checkBatch: async (batch) => {
        checking += 1;
        expect(checking).toBe(1);
        if (saving > 0) overlapped = true;
        events.push(`check ${batch[0]?.rowNumber}`);
        await settle();
        checking -= 1;
        return batch.map(({ rowNumber }) => ({ rowNumber, result: true, reason: '' }));
      },
      saveBatch: async (batch) => {
        saving += 1;
        expect(saving).toBe(1);
        events.push(`save ${batch[0]?.rowNumber}`);
        await settle();
        await settle();
        saving -= 1;
      },
    });
    expect(summary).toEqual({ total: 50, succeeded: 50, failed: 0 });
    const firstRows = [2, 12, 22, 32, 42];
    expect(events.filter((event) => event.startsWith('check'))).toEqual(firstRows.map((row) => `check ${row}`));
    expect(events.filter((event) => event.startsWith('save'))).toEqual(firstRows.map((row) => `save ${row}`));
    // A batch is saved only after it was checked.
    for (const row of firstRows) expect(events.indexOf(`check ${row}`)).toBeLessThan(events.indexOf(`save ${row}`));
    expect(overlapped).toBe(true);
  });

  it('saves nothing when the header is wrong', async () => {
    const run = await importInTransaction(
      await xlsxFile([
        ['企业', '年度'],
        ['上海建工集团股份有限公司', 2024],
      ]),
    );
    await expect(run.outcome).rejects.toEqual(refusal('导入文件缺少列：企业名称'));
    expect(run.batches()).toBe(0);
  });

  it('saves nothing from a file cut short after a valid header', async () => {
    const rows = Array.from({ length: 5000 }, (_, index) => [`企业${index % 10}`, 2024]);
    const run = await importInTransaction(truncated(await xlsxFile([['企业名称', '年度'], ...rows])), {
      batchSize: 100,
    });
    await expect(run.outcome).rejects.toEqual(refusal(MSG.importUnreadable));
    expect(run.batches()).toBe(0);
  });

  it('rejects a file that breaks after its first rows, so the caller rolls back what was saved', async () => {
    const rows = Array.from({ length: 20_000 }, (_, index) => [`企业${index % 10}`, 2024]);
    const run = await importInTransaction(corruptedMidSheet(await xlsxFile([['企业名称', '年度'], ...rows])), {
      batchSize: 100,
    });
    await expect(run.outcome).rejects.toEqual(refusal(MSG.importUnreadable));
    expect(run.batches()).toBeGreaterThan(0);
    expect(run.committed).toEqual([]);
  });
});
