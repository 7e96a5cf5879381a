import { ASSESSMENT_MSG, MSG } from '@credit/rules';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceAbilities } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { loadWorkbook, sheetValues, xlsxFile } from '../platform/excel-fixtures.ts';
import { demo, EXAM_HEADER, examWorkbook, importFile, type Envelope, type Page } from './assessment-fixtures.ts';

interface Row {
  id: number;
  enterpriseName: string;
  socialCreditCode: string;
  examineeCount: number;
  unExamineeCount: number;
  averageScore: number | null;
  scoreValue: number | null;
  result: boolean;
  reason: string | null;
  createPerson: string;
  createTime: string;
}

let t: TestApp;
let registrar: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  registrar = await t.authHeader('deptRegister');
});
afterAll(() => t.close());

const upload = (file: Buffer, fileName?: string) =>
  importFile(t, '/api/practiceability/import', file, registrar, fileName);
const list = async (query = '') =>
  (
    await t.app.inject({ method: 'GET', url: `/api/practiceability/page?pageSize=100&${query}`, headers: registrar })
  ).json<Envelope<Page<Row>>>().extraData;
const rowOf = async (code: string) => (await list()).pageData.filter((row) => row.socialCreditCode === code);

describe('template', () => {
  it('is an xlsx named 导入模板 and the date, with a note on every header and an example row', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/practiceability/download', headers: registrar });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
    expect(decodeURIComponent(String(response.headers['content-disposition']))).toContain(`导入模板${today}.xlsx`);
    const workbook = await loadWorkbook(response.rawPayload);
    const sheet = workbook.worksheets[0]!;
    const headers = EXAM_HEADER.map((_, index) => sheet.getRow(1).getCell(index + 1));
    expect(headers.map((cell) => cell.text)).toEqual(EXAM_HEADER);
    expect(headers.every((cell) => Boolean(cell.note))).toBe(true);
    expect(sheet.getRow(2).getCell(1).text).toBe('张三');
  });

  it('round-trips: the downloaded template with its example replaced by real rows imports', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/practiceability/download', headers: registrar });
    const workbook = await loadWorkbook(response.rawPayload);
    const sheet = workbook.worksheets[0]!;
    const example = sheet.getRow(2);
    example.getCell(2).value = demo(8).name;
    example.getCell(3).value = demo(8).code;
    example.getCell(8).value = 91;
    const filled = Buffer.from(await workbook.xlsx.writeBuffer());
    const answer = (await upload(filled)).json<Envelope>();
    expect(answer).toMatchObject({ success: true });
    expect(answer.message).toContain('成功1家');
    expect(await rowOf(demo(8).code)).toMatchObject([
      { examineeCount: 1, averageScore: 91, scoreValue: 6, result: true },
    ]);
  });
});

describe('import', () => {
  it('sums examinees per enterprise: count, absent, average of those who sat, and the tier', async () => {
    const answer = await upload(
      await examWorkbook([
        { enterprise: demo(1), score: 90 },
        { enterprise: demo(1), score: 80.5 },
        { enterprise: demo(1), score: '缺考' },
        { enterprise: demo(2), score: 65 },
        { enterprise: demo(2), score: 60 },
        { enterprise: demo(3), score: 40 },
      ]),
    );
    expect(answer.json()).toMatchObject({
      success: true,
      message: '导入完成：共读取6条考生成绩，生成3家企业结果，成功3家，失败0家',
    });
    expect(await rowOf(demo(1).code)).toMatchObject([
      {
        enterpriseName: demo(1).name,
        examineeCount: 3,
        unExamineeCount: 1,
        averageScore: 85.25,
        scoreValue: 5,
        result: true,
      },
    ]);
    expect(await rowOf(demo(2).code)).toMatchObject([{ averageScore: 62.5, scoreValue: 3 }]);
    // Below the lowest tier: imported, but earns nothing and cannot be published.
    expect(await rowOf(demo(3).code)).toMatchObject([{ averageScore: 40, scoreValue: null, result: true }]);
    const publishable = await list('canPublish=1');
    expect(publishable.pageData.map((row) => row.socialCreditCode)).not.toContain(demo(3).code);
    expect(publishable.pageData.map((row) => row.socialCreditCode)).toContain(demo(1).code);
  });

  it('sums a period whose examinees stand far apart in the file, in different batches of the import', async () => {
    // Rows are saved 2,000 at a time: demo 8's result row is written with its first examinee, and
    // must be written again once its last two come in.
    const crowd = Array.from({ length: 2_000 }, () => ({ enterprise: demo(9), score: 70 }));
    const answer = await upload(
      await examWorkbook([
        { enterprise: demo(8), score: 90 },
        ...crowd,
        { enterprise: demo(8), score: '缺考' },
        { enterprise: demo(8), score: 70 },
      ]),
    );
    expect(answer.json<Envelope>().message).toBe('导入完成：共读取2003条考生成绩，生成2家企业结果，成功2家，失败0家');
    const [late] = await rowOf(demo(8).code);
    expect(late).toMatchObject({ examineeCount: 3, unExamineeCount: 1, averageScore: 80, scoreValue: 5 });
    expect(await rowOf(demo(9).code)).toMatchObject([{ examineeCount: 2_000, averageScore: 70, scoreValue: 4 }]);
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/practiceability/detailpage?id=${late!.id}&pageIndex=1&pageSize=10`,
      headers: registrar,
    });
    expect(details.json<Envelope<Page<{ candidateName: string }>>>().extraData.totalCount).toBe(3);
  });

  it('takes 是否可发布 as 1/0 or true/false, and refuses anything else in words', async () => {
    const codes = async (query: string) => (await list(query)).pageData.map((row) => row.socialCreditCode).sort();
    expect(await codes('canPublish=true')).toEqual(await codes('canPublish=1'));
    expect(await codes('canPublish=false')).toEqual(await codes('canPublish=0'));
    expect(await codes('canPublish=')).toEqual(await codes(''));
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/practiceability/page?canPublish=maybe',
      headers: registrar,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ success: false, message: '请选择是或否' });
  });

  it('re-importing an enterprise and period updates its row instead of adding one', async () => {
    await upload(await examWorkbook([{ enterprise: demo(1), score: 72 }]));
    const rows = await rowOf(demo(1).code);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ examineeCount: 1, unExamineeCount: 0, averageScore: 72, scoreValue: 4 });
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/practiceability/detailpage?id=${rows[0]!.id}&pageIndex=1&pageSize=10`,
      headers: registrar,
    });
    expect(details.json<Envelope<Page<{ scoreValue: number }>>>().extraData).toMatchObject({
      totalCount: 1,
      pageData: [
        {
          candidateName: '张三',
          enterpriseName: demo(1).name,
          paperName: '工程造价执业能力测评',
          examStartTime: '2026-03-01 09:00:00',
          examEndTime: '2026-03-01 11:00:00',
          scoreValue: 72,
          absent: false,
          result: true,
        },
      ],
    });
  });

  it.each([
    [
      'a malformed credit code',
      { enterprise: { name: '海南不存在工程咨询有限公司', code: '91460100MA5T99990X' }, score: 80 },
      '统一社会信用代码格式不正确',
    ],
    [
      'a name that is not the code’s enterprise',
      { enterprise: { name: demo(2).name, code: demo(4).code }, score: 80 },
      '企业名称与统一社会信用代码不符',
    ],
    ['a score over 100', { enterprise: demo(4), score: 120 }, '成绩须为0到100之间的数字'],
    [
      'a start in the future',
      { enterprise: demo(4), score: 80, start: '2099-01-01 09:00', end: '2099-01-01 11:00' },
      '考试开始时间不能晚于当前时间',
    ],
    [
      'an end before the start',
      { enterprise: demo(4), score: 80, start: '2026-03-01 09:00', end: '2026-03-01 08:00' },
      '考试结束时间不能早于考试开始时间',
    ],
    ['an unreadable time', { enterprise: demo(4), score: 80, start: '三月一日' }, '考试开始时间格式不正确'],
    ['no candidate name', { enterprise: demo(4), score: 80, candidate: '' }, '考生姓名不能为空'],
  ])('fails the enterprise result for %s, naming the row and the reason', async (_case, examinee, reason) => {
    const answer = await upload(await examWorkbook([examinee]));
    expect(answer.json<Envelope>().message).toContain('失败1家');
    const failed = (await list('canPublish=0')).pageData[0]!;
    expect(failed).toMatchObject({ result: false, scoreValue: null });
    expect(failed.reason).toContain(`第2行：${reason}`);
  });

  it('checks a registered code against the directory: 企业不存在', async () => {
    const { withCreditCodeCheck } = await import('../../src/db/seed/codes.ts');
    const code = withCreditCodeCheck('91460100MA5T09990');
    await upload(await examWorkbook([{ enterprise: { name: '海南不存在工程咨询有限公司', code }, score: 80 }]));
    expect((await list('canPublish=0')).pageData[0]!.reason).toContain('企业不存在');
  });

  it('refuses a file that is not xlsx, is corrupt, lacks a column or holds no row, storing nothing', async () => {
    const before = await t.db.select({ n: count() }).from(practiceAbilities);
    const good = await examWorkbook([{ enterprise: demo(5), score: 88 }]);
    expect((await upload(good, '成绩.xls')).json()).toMatchObject({ success: false, message: MSG.importXlsxOnly });
    expect((await upload(Buffer.from('not a zip at all'), '成绩.xlsx')).json()).toMatchObject({
      success: false,
      message: MSG.importUnreadable,
    });
    const noScore = await xlsxFile([
      EXAM_HEADER.slice(0, 7),
      ['张三', demo(5).name, demo(5).code, '卷', '地点', '2026-03-01 09:00', '2026-03-01 11:00'],
    ]);
    expect((await upload(noScore)).json()).toMatchObject({ success: false, message: '导入文件缺少列：成绩' });
    expect((await upload(await xlsxFile([EXAM_HEADER]))).json()).toMatchObject({
      success: false,
      message: ASSESSMENT_MSG.importEmpty,
    });
    expect(await t.db.select({ n: count() }).from(practiceAbilities)).toEqual(before);
  });
});

describe('delete and export', () => {
  it('asks for a selection, refuses unknown ids, and deletes the chosen rows', async () => {
    const del = (payload: unknown) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/practiceability/delete',
        headers: registrar,
        payload: payload as object,
      });
    expect((await del([])).json()).toMatchObject({ success: false, message: MSG.selectRowsToDelete });
    expect((await del([999999])).json()).toMatchObject({ success: false, message: ASSESSMENT_MSG.rowsNotFound });
    const [row] = await rowOf(demo(2).code);
    expect((await del([row!.id])).json()).toMatchObject({ success: true, message: MSG.deleted });
    expect(await t.db.select().from(practiceAbilities).where(eq(practiceAbilities.id, row!.id))).toEqual([]);
  });

  it('exports the filtered rows as 执业能力测评导入明细 with a timestamp', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/practiceability/page?format=xlsx&pageIndex=1&pageSize=1000000&enterprise=${encodeURIComponent(demo(1).name)}`,
      headers: registrar,
    });
    expect(decodeURIComponent(String(response.headers['content-disposition']))).toMatch(
      /执业能力测评导入明细\d{14}\.xlsx/,
    );
    const rows = await sheetValues(response.rawPayload);
    expect(rows[0]).toEqual([
      '企业名称',
      '统一社会信用代码',
      '考生人数',
      '缺考人数',
      '平均分',
      '加分',
      '导入人',
      '导入时间',
      '导入结果',
      '原因',
    ]);
    expect(rows.slice(1)).toHaveLength(1);
    expect(rows[1]!.slice(0, 6)).toEqual([demo(1).name, demo(1).code, 1, 0, 72, 4]);
    expect(rows[1]![8]).toBe('成功');
  });
});

describe('who may import', () => {
  it('refuses enterprise users and the reviewing desk', async () => {
    const enterprise = await t.authHeader('enterprise', { enterpriseId: 1 });
    const reviewer = await t.authHeader('deptReview');
    for (const headers of [enterprise, reviewer]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/practiceability/page', headers })).statusCode).toBe(403);
      const answer = await importFile(
        t,
        '/api/practiceability/import',
        await examWorkbook([{ enterprise: demo(1), score: 99 }]),
        headers,
      );
      expect(answer.statusCode).toBe(403);
    }
  });
});
