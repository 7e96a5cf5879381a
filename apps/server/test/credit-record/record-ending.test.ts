import { todayInShanghai } from '@credit/rules';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviorLevels, creditRecords, enterprises } from '../../src/db/schema/index.ts';
import { PNG } from '../assessment/assessment-fixtures.ts';
import { multipart } from '../helpers/multipart.ts';
import { sheetValues } from '../platform/excel-fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { insertPublishedRecord } from '../helpers/test-enterprise.ts';

type Headers = { authorization: string };
type Reply<T = unknown> = { success: boolean; message: string; extraData: T };
interface Shown {
  id: number;
  endedOn: string | null;
  endReason: string | null;
  steps: { titles: string[]; current: number };
}

let t: TestApp;
let enterpriseId: number;
const desk = {} as Record<'own' | 'first' | 'dept', Headers>;
const LEVEL = 26;

beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  const [first] = await t.db.select({ id: enterprises.id }).from(enterprises).orderBy(asc(enterprises.id)).limit(1);
  enterpriseId = first!.id;
  desk.own = await t.authHeader('enterprise', { enterpriseId });
  desk.first = await t.authHeader('firstReview');
  desk.dept = await t.authHeader('deptReview');
});
afterAll(() => t.close());

/** A bad record of the enterprise determined on `determined` and published now, scored by the catalogue's level. */
const publishedBadRecord = (determined: string) =>
  insertPublishedRecord(t.db, enterpriseId, '-3', determined, {
    behaviorLevelId: LEVEL,
    identifiedLevelName: '默认等级',
    submittedAt: new Date(),
    completedAt: new Date(),
  });

const ok = async <T>(url: string, headers: Headers, method: 'GET' | 'PUT' | 'POST' = 'GET', payload?: object) => {
  const res = await t.app.inject({ method, url, headers, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Reply<T>>().extraData;
};

const listed = async (headers: Headers, url: string, id: number) =>
  (await ok<{ pageData: Shown[] }>(`${url}&pageSize=100`, headers)).pageData.find((row) => row.id === id);

async function upheldAppeal(recordId: number) {
  const body = multipart(
    { recordId, complainant: '李明', telephone: '13800138000', appealReason: '抽查时漏看了签字附页' },
    [{ field: 'enterpriseAnnexes', fileName: '签字页.png', content: PNG }],
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/creditappeal',
    headers: { ...desk.own, ...body.headers },
    payload: body.payload,
  });
  const id = res.json<Reply<number>>().extraData;
  await ok('/api/creditappeal/review', desk.first, 'PUT', { id, approved: true });
  await ok('/api/creditappeal/review', desk.dept, 'PUT', { id, approved: true });
}

describe('a record that no longer counts says so', () => {
  it('an upheld appeal: the lists, the view and the report give the day and 申诉成立, and the step bar ends there', async () => {
    const recordId = await publishedBadRecord(todayInShanghai());
    const before = await listed(desk.own, `/api/creditregister/enterprise?enterpriseId=${enterpriseId}`, recordId);
    expect(before).toMatchObject({ endedOn: null, endReason: null, steps: { current: 3 } });
    expect(before!.steps.titles.at(-1)).toBe('完成');

    await upheldAppeal(recordId);
    const ended = {
      endedOn: todayInShanghai(),
      endReason: '申诉成立',
      steps: { titles: ['提交', '初审', '复审', '完成', '申诉成立'], current: 4 },
    };
    expect(
      await listed(desk.own, `/api/creditregister/enterprise?enterpriseId=${enterpriseId}`, recordId),
    ).toMatchObject(ended);
    expect(await ok<Shown>(`/api/creditregister/single?id=${recordId}`, desk.dept)).toMatchObject(ended);
    const report = await t.app.inject({
      method: 'GET',
      url: `/CreditReport/GetCreditReport?Id=${recordId}`,
      headers: desk.own,
    });
    expect(report.json<{ Data: { creditReport: object } }>().Data.creditReport).toMatchObject({
      EndedOn: todayInShanghai(),
      EndReason: '申诉成立',
    });
    const exported = await t.app.inject({
      method: 'GET',
      // 失效日期 and 失效原因 wait behind 列设置: the screen asks for them once shown.
      url: `/api/creditregister/enterprise?enterpriseId=${enterpriseId}&format=xlsx&columns=registerNumber,endedOn,endReason`,
      headers: desk.own,
    });
    const [header, ...rows] = await sheetValues(exported.rawPayload);
    const [record] = await t.db
      .select({ registerNumber: creditRecords.registerNumber })
      .from(creditRecords)
      .where(eq(creditRecords.id, recordId));
    const row = rows.find((values) => values.includes(record!.registerNumber));
    expect(row?.slice(header!.indexOf('失效日期'), header!.indexOf('失效原因') + 1)).toEqual([
      todayInShanghai(),
      '申诉成立',
    ]);
  });

  it('a record past its months of validity reads 已过期 from the day they ran out', async () => {
    const [level] = await t.db
      .select({ months: behaviorLevels.validMonths })
      .from(behaviorLevels)
      .where(eq(behaviorLevels.id, LEVEL));
    const determined = new Date(Date.UTC(2020, 0, 15));
    const recordId = await publishedBadRecord(determined.toISOString().slice(0, 10));
    const expiry = new Date(Date.UTC(2020, level!.months, 15)).toISOString().slice(0, 10);
    expect(await ok<Shown>(`/api/creditregister/single?id=${recordId}`, desk.dept)).toMatchObject({
      endedOn: expiry,
      endReason: '已过期',
      steps: { titles: ['提交', '初审', '复审', '完成', '已过期'], current: 4 },
    });
  });
});
