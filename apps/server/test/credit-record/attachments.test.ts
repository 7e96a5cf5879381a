import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { annexes, creditRecordAnnexes } from '../../src/db/schema/index.ts';
import { insertPublishedRecord, insertTestEnterprise } from '../helpers/test-enterprise.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

type Headers = { authorization: string };
interface Row {
  annexId: number;
  fileName: string;
  recordId: number;
  registerNumber: string;
}

let t: TestApp;
let own: number;
let other: number;
const file = {} as Record<'published' | 'waitingFirst' | 'draft' | 'otherPublished' | 'wordFile', number>;

/** A record of the enterprise in a state, with one attachment named `fileName`. */
async function recordWithFile(enterpriseId: number, processStatus: number, fileName: string, origin = 'department') {
  const recordId = await insertPublishedRecord(t.db, enterpriseId, '-3', '2026-04-01', {
    processStatus,
    origin,
    completedAt: null,
  });
  const [annex] = await t.db
    .insert(annexes)
    .values({
      category: 'creditRecord',
      enterpriseId,
      fileType: '证明材料',
      fileName,
      storageKey: `test/${crypto.randomUUID()}`,
      size: 10,
    })
    .returning({ id: annexes.id });
  await t.db.insert(creditRecordAnnexes).values({ recordId, annexId: annex!.id });
  return annex!.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  own = await insertTestEnterprise(t.db, '91460100MA5ATT001X', '附件测试造价咨询有限公司');
  other = await insertTestEnterprise(t.db, '91460100MA5ATT002X', '附件对照工程咨询有限公司');
  file.published = await recordWithFile(own, 7, '处罚决定书.pdf');
  file.waitingFirst = await recordWithFile(own, 1, '认定文件.PDF');
  file.draft = await recordWithFile(own, 0, '草稿附件.pdf', 'park');
  file.otherPublished = await recordWithFile(other, 7, '他企业决定书.pdf');
  file.wordFile = await recordWithFile(own, 7, '整改说明.docx');
});
afterAll(() => t.close());

const listed = async (headers: Headers, query = 'pageSize=100') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/creditregister/attachments?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ extraData: { totalCount: number; pageData: Row[] } }>().extraData;
};
const ids = async (headers: Headers) => (await listed(headers)).pageData.map((row) => row.annexId);

describe('附件查看: the PDF attachments the caller may read', () => {
  it('gives an enterprise its own submitted records’ PDFs, newest first, never another’s, a draft of another author or a Word file', async () => {
    const enterprise = await t.authHeader('enterprise', { enterpriseId: own });
    expect(await ids(enterprise)).toEqual([file.waitingFirst, file.published]);
    const [first] = (await listed(enterprise)).pageData;
    expect(first).toMatchObject({ fileName: '认定文件.PDF', processStatusDescription: '待初审' });
    expect(await ids(await t.authHeader('enterprise', { enterpriseId: other }))).toEqual([file.otherPublished]);
  });

  it('gives a desk the records waiting at it, and a user without a review desk nothing', async () => {
    expect(await ids(await t.authHeader('firstReview'))).toEqual([file.waitingFirst]);
    expect(await ids(await t.authHeader('deptReview'))).toEqual([]);
    expect(await ids(await t.authHeader('superAdmin'))).toEqual([]);
  });

  it('pages, and refuses a caller who is not signed in', async () => {
    const enterprise = await t.authHeader('enterprise', { enterpriseId: own });
    const second = await listed(enterprise, 'pageIndex=2&pageSize=1');
    expect([second.totalCount, second.pageData.map((row) => row.annexId)]).toEqual([2, [file.published]]);
    expect((await t.app.inject({ method: 'GET', url: '/api/creditregister/attachments' })).statusCode).toBe(401);
  });
});
