import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditRecords, enterprises } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/** A content no demo record has, so the enterprise's own demo records are not similar to these. */
const CONTENT = '造价成果文件未按规定签字盖章（相似记录测试）';

let t: TestApp;
let desk: { authorization: string };
let own: { authorization: string };
let other: { authorization: string };
let ids: { subject: number; newest: number; middle: number; otherContent: number; underReview: number };
beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  const [first, second] = await t.db.select({ id: enterprises.id }).from(enterprises).orderBy(enterprises.id).limit(2);
  desk = await t.authHeader('firstReview');
  own = await t.authHeader('enterprise', { enterpriseId: first!.id });
  other = await t.authHeader('enterprise', { enterpriseId: second!.id });
  const record = (content: string, date: string, enterpriseId = first!.id, processStatus = 7) => ({
    enterpriseId,
    creditType: 2,
    behaviorCategoryName: '执业行为不规范',
    behaviorContentName: content,
    scoreValue: '-3',
    identificationUnit: '海口市住房和城乡建设局',
    actDeterminationDate: date,
    behaviorDescription: '造价成果文件未签字盖章',
    processStatus,
  });
  const rows = await t.db
    .insert(creditRecords)
    .values([
      record(CONTENT, '2026-03-01'),
      record(CONTENT, '2026-05-01'),
      record(CONTENT, '2026-04-01'),
      record('未按规定报送从业人员变动信息', '2026-04-01'),
      record(CONTENT, '2026-04-01', second!.id),
      // Still with their author: a draft, one returned at 初审 and one at 复审.
      record(CONTENT, '2026-06-01', first!.id, 0),
      record(CONTENT, '2026-06-02', first!.id, 2),
      record(CONTENT, '2026-06-03', first!.id, 5),
      record(CONTENT, '2026-02-01', first!.id, 3),
    ])
    .returning({ id: creditRecords.id });
  const [subject, newest, middle, otherContent, , , , , underReview] = rows.map((row) => row.id);
  ids = {
    subject: subject!,
    newest: newest!,
    middle: middle!,
    otherContent: otherContent!,
    underReview: underReview!,
  };
});
afterAll(() => t.close());

const similar = (query: string, headers: { authorization: string }) =>
  t.app.inject({ method: 'GET', url: `/api/creditregister/similarity?${query}`, headers });

describe('GET /api/creditregister/similarity', () => {
  it('lists the same enterprise’s other submitted records of the same category and content, newest first', async () => {
    const res = await similar(`registerId=${ids.subject}&pageIndex=1&pageSize=10`, desk);
    expect(res.statusCode).toBe(200);
    const page = res.json<{ extraData: { totalCount: number; pageData: Record<string, unknown>[] } }>().extraData;
    expect(page.totalCount).toBe(3);
    expect(page.pageData.map((row) => row['id'])).toEqual([ids.newest, ids.middle, ids.underReview]);
    expect(page.pageData[0]).toMatchObject({
      creditTypeDescription: '不良',
      behaviorContentName: CONTENT,
      scoreValue: -3,
      actDeterminationDate: '2026-05-01',
      processStatusDescription: '已完成',
    });
  });

  it('is empty for a record without similar ones', async () => {
    const res = await similar(`registerId=${ids.otherContent}`, own);
    expect(res.json()).toMatchObject({ success: true, extraData: { totalCount: 0, pageData: [] } });
  });

  it('shows an enterprise only its own records', async () => {
    expect((await similar(`registerId=${ids.subject}`, own)).statusCode).toBe(200);
    const refused = await similar(`registerId=${ids.subject}`, other);
    expect(refused.statusCode).toBe(403);
  });

  it('refuses an unknown or malformed record id', async () => {
    const unknown = await similar('registerId=99999999', desk);
    expect([unknown.statusCode, unknown.json<{ message: string }>().message]).toEqual([404, '信用记录不存在']);
    for (const id of ['', 'abc', '0', '1e99']) {
      const res = await similar(`registerId=${id}`, desk);
      expect([res.statusCode, res.json<{ message: string }>().message], id).toEqual([400, '请指定信用记录']);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/creditregister/similarity?registerId=${ids.subject}` }))
        .statusCode,
    ).toBe(401);
  });
});
