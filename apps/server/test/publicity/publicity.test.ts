import { CREDIT_RECORD_STATES, RATE_LIMITED_MESSAGE } from '@credit/rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditRecords } from '../../src/db/schema/index.ts';
import { inOneBudgetWindow } from '../helpers/budget-window.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

interface PublicRecord {
  id: number;
  behaviorDescription: string;
}
interface Page<T> {
  pageData: T[];
  totalCount: number;
}

let t: TestApp;
let enterpriseId: number;

/** A record of the first demo enterprise, determined `monthsAgo` months ago. */
async function record(description: string, values: Partial<typeof creditRecords.$inferInsert> & { monthsAgo: number }) {
  const { monthsAgo, ...rest } = values;
  await t.db.insert(creditRecords).values({
    enterpriseId,
    creditType: 1,
    behaviorCategoryName: '表彰奖励',
    behaviorContentName: '测试内容',
    scoreValue: '2',
    identificationUnit: '海南省住房和城乡建设厅',
    actDeterminationDate: sql`(now() at time zone 'Asia/Shanghai')::date - make_interval(months => ${monthsAgo})`,
    behaviorDescription: description,
    processStatus: CREDIT_RECORD_STATES.completed,
    origin: 'department',
    completedAt: sql`now() - make_interval(months => ${monthsAgo})`,
    ...rest,
  });
}

beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  const [first] = (await t.db.execute<{ id: number }>(sql`select min(id) as id from enterprise`)).rows;
  enterpriseId = first!.id;
  await record('公示测试：良好记录满两年半', { monthsAgo: 30 });
  await record('公示测试：良好记录满三年零一月', { monthsAgo: 37 });
  await record('公示测试：不良记录已修复', {
    monthsAgo: 2,
    creditType: 2,
    scoreValue: '-3',
    endedOn: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
    endReason: '信用修复',
  });
  await record('公示测试：审核中的登记', {
    monthsAgo: 0,
    processStatus: CREDIT_RECORD_STATES.firstReview,
    completedAt: null,
  });
}, 120_000);
afterAll(() => t.close());

const descriptions = async (url: string) =>
  (await t.app.inject({ url }))
    .json<{ extraData: Page<PublicRecord> }>()
    .extraData.pageData.map((row) => row.behaviorDescription);

describe('record publicity', () => {
  it('keeps a good record public for three years and ends a bad one at its repair', async () => {
    const shown = await descriptions('/api/publicity/creditrecords?keyword=&pageSize=100');
    expect(shown).toContain('公示测试：良好记录满两年半');
    expect(shown).not.toContain('公示测试：良好记录满三年零一月');
    expect(shown).not.toContain('公示测试：不良记录已修复');
    expect(shown).not.toContain('公示测试：审核中的登记');
  });

  it('lists registrations under review apart, and opens their public detail', async () => {
    const reply = await t.app.inject({ url: '/api/publicity/registrations?pageSize=100' });
    const rows = reply.json<{ extraData: Page<PublicRecord> }>().extraData.pageData;
    const underReview = rows.find((row) => row.behaviorDescription === '公示测试：审核中的登记');
    expect(underReview).toBeDefined();
    const detail = await t.app.inject({ url: `/api/publicity/record?id=${underReview!.id}` });
    expect(detail.statusCode).toBe(200);
    const gone = await t.app.inject({ url: '/api/publicity/record?id=2147483647' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ success: false, message: '该信用记录不存在或已不在公示期内' });
  });

  it('filters by determination date and refuses a range out of order in Chinese', async () => {
    const bad = await t.app.inject({ url: '/api/publicity/creditrecords?dateStart=2026-05-01&dateEnd=2026-01-01' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: '认定结束日期不能早于认定开始日期' });
    const none = await descriptions('/api/publicity/creditrecords?dateStart=2000-01-01&dateEnd=2000-12-31');
    expect(none).toEqual([]);
  });
});

describe('enterprises', () => {
  it('finds an enterprise by its whole social credit code', async () => {
    const [enterprise] = (
      await t.db.execute<{ code: string; name: string }>(
        sql`select social_credit_code as code, enterprise_name as name from enterprise where id = ${enterpriseId}`,
      )
    ).rows;
    const reply = await t.app.inject({ url: `/api/publicity/enterprises?keyword=${enterprise!.code.toLowerCase()}` });
    expect(reply.json()).toMatchObject({
      extraData: { totalCount: 1, pageData: [{ enterpriseId, enterpriseName: enterprise!.name }] },
    });
  });

  it('finds by two characters of a name, or by one or three, the same enterprises in id order as a scan would', async () => {
    const leastFound: [string, number][] = [
      ['工程', 2],
      ['程', 2],
      ['造价咨', 1],
      ['%程', 0],
    ];
    for (const [term, least] of leastFound) {
      const expected = (
        await t.db.execute<{ id: number }>(
          sql`select id from enterprise where strpos(enterprise_name, ${term}) > 0 order by id`,
        )
      ).rows.map((row) => row.id);
      expect(expected.length, term).toBeGreaterThanOrEqual(least);
      const reply = await t.app.inject({
        url: `/api/publicity/enterprises?keyword=${encodeURIComponent(term)}&pageIndex=1&pageSize=50`,
      });
      const page = reply.json<{ extraData: { totalCount: number; pageData: { enterpriseId: number }[] } }>().extraData;
      expect(page.totalCount, term).toBe(expected.length);
      expect(
        page.pageData.map((row) => row.enterpriseId),
        term,
      ).toEqual(expected.slice(0, 50));
    }
  });

  it('sorts the chosen enterprises by score, highest first, and caps how many', async () => {
    const ids = (
      await t.db.execute<{ id: number }>(
        sql`select enterprise_id as id from enterprise_score order by score asc, enterprise_id desc limit 3`,
      )
    ).rows.map((row) => row.id);
    const reply = await t.app.inject({ url: `/api/publicity/appointsort?ids=${ids.join(',')}` });
    const rows = reply.json<{ extraData: { Id: number; CreditScore: number; Rank: number }[] }>().extraData;
    expect(rows.map((row) => row.Id)).toEqual([...ids].reverse());
    expect(rows.map((row) => row.Rank)).toEqual([1, 2, 3]);
    const tooMany = await t.app.inject({
      url: `/api/publicity/appointsort?ids=${Array.from({ length: 21 }, (_, i) => i + 1).join(',')}`,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ message: '最多选择20家企业' });
  });

  it('shows one enterprise its level and place, and says so when there is none', async () => {
    const reply = await t.app.inject({ url: `/api/publicity/enterpriselevel?enterpriseId=${enterpriseId}` });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=60');
    const standing = reply.json<{ extraData: { Id: number; Rank: number } }>().extraData;
    expect(standing.Id).toBe(enterpriseId);
    expect(standing.Rank).toBeGreaterThan(0);
    // Its place in the whole ranking: highest score first, the earlier registered first on a tie.
    const { rows } = await t.db.execute<{ place: number }>(
      sql`select place::int from (select enterprise_id, row_number() over (order by score desc, enterprise_id) as place
            from enterprise_score) ranking where enterprise_id = ${enterpriseId}`,
    );
    expect(standing.Rank).toBe(rows[0]?.place);
    const missing = await t.app.inject({ url: '/api/publicity/enterpriselevel?enterpriseId=999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: '未找到该企业的信用等级' });
  });

  it('tells the self-check states and nothing else', async () => {
    const reply = await t.app.inject({ url: '/api/publicity/selfcheck' });
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.json<{ extraData: unknown }>().extraData).toEqual({
      platform: 'up',
      database: 'up',
      enterpriseSignIn: 'up',
      manageSignIn: 'up',
    });
  });
});

describe('rate limit', () => {
  it('answers 429 in Chinese past the budget, while sign-in and the health probe go on', async () => {
    const limited = await buildTestApp({ env: { PUBLIC_RATE_LIMIT: '3' } });
    try {
      await inOneBudgetWindow();
      const statuses = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await limited.app.inject({ url: '/api/publicity/levels' })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const refused = await limited.app.inject({ url: '/api/publicity/enterprises' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ success: false, message: RATE_LIMITED_MESSAGE, extraData: null });
      const other = await limited.app.inject({ url: '/api/publicity/levels', remoteAddress: '10.0.0.8' });
      expect(other.statusCode).toBe(200);
      expect((await limited.app.inject({ url: '/account/login/enterprise' })).statusCode).toBe(302);
      expect((await limited.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
