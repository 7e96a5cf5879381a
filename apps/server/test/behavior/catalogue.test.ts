import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  behaviorCategories,
  behaviorContents,
  behaviorLevels,
  behaviorStandardVersions,
} from '../../src/db/schema/index.ts';
import { ACTOR_MISMATCH, LEVEL_NOT_FOUND } from '../../src/modules/behavior/routes.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let enterprise: { authorization: string };
let desk: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  enterprise = await t.authHeader('enterprise', { enterpriseId: 1 });
  desk = await t.authHeader('deptRegister');
});
afterAll(() => t.close());

interface Level {
  id: number;
  name: string;
  scoreValue: number;
  serious: boolean;
  minRepairMonths: number | null;
}
interface Catalogue {
  versionId: number;
  categories: {
    name: string;
    creditType: number;
    contents: { name: string; actor: number; actorDescription: string; levels: Level[] }[];
  }[];
}

const get = (url: string, headers: Record<string, string> = desk) => t.app.inject({ method: 'GET', url, headers });

async function catalogue(query: string, headers?: Record<string, string>): Promise<Catalogue> {
  const res = await get(`/Behavior/GetBehaviorList?${query}`, headers);
  expect(res.statusCode).toBe(200);
  return res.json<{ extraData: Catalogue }>().extraData;
}

const contents = (c: Catalogue) => c.categories.flatMap((category) => category.contents);
const levelNamed = (c: Catalogue, content: string, level: string) =>
  contents(c)
    .find((item) => item.name === content)
    ?.levels.find((item) => item.name === level);

describe('GET /Behavior/GetBehaviorList', () => {
  it('answers the good behaviours of cost-consulting firms, category → content → levels', async () => {
    const good = await catalogue('behaviorType=1&ratingType=1', enterprise);
    expect(good.categories.every((category) => category.creditType === 1)).toBe(true);
    const names = contents(good).map((content) => content.name);
    expect(names).toContain('执业能力测评');
    expect(names).not.toContain('备案一次性通过率');
    const practice = contents(good).find((content) => content.name === '执业能力测评');
    expect(practice?.levels.map((level) => level.scoreValue)).toEqual([3, 4, 5, 6]);
  });

  it('answers bad behaviours with deductions, severities and person-actor contents', async () => {
    const bad = await catalogue('behaviorType=2');
    const scores = contents(bad).flatMap((content) => content.levels.map((level) => level.scoreValue));
    expect(scores.every((score) => score < 0)).toBe(true);
    expect(Math.min(...scores)).toBeLessThanOrEqual(-10);
    expect(contents(bad).some((content) => content.actorDescription === '个人')).toBe(true);
    expect(levelNamed(bad, '出具虚假或严重失实的工程造价成果文件', '情节严重')).toMatchObject({
      scoreValue: -20,
      serious: true,
      minRepairMonths: 12,
    });
    const bidding = await catalogue('behaviorType=2&ratingType=2');
    expect(contents(bidding).map((content) => content.name)).toContain('泄露应当保密的招标投标资料');
    expect(contents(bidding).map((content) => content.name)).not.toContain('造价成果文件未按规定签字盖章');
  });

  it('takes the published version in force today, not a draft or a future one', async () => {
    const before = await catalogue('');
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const [current] = await t.db
      .insert(behaviorStandardVersions)
      .values({ name: '2026版', effectiveDate: yesterday, state: 1 })
      .returning();
    await t.db.insert(behaviorStandardVersions).values([
      { name: '未来版', effectiveDate: tomorrow, state: 1 },
      { name: '草稿版', effectiveDate: yesterday, state: 0 },
    ]);
    const [category] = await t.db
      .insert(behaviorCategories)
      .values({ versionId: current!.id, creditType: 1, name: '新类别' })
      .returning();
    const [content] = await t.db
      .insert(behaviorContents)
      .values({ categoryId: category!.id, name: '新行为', actor: 1, enterpriseKinds: [1, 2] })
      .returning();
    await t.db
      .insert(behaviorLevels)
      .values({ contentId: content!.id, name: '默认等级', scoreValue: '1.5', validMonths: 36, publicityMonths: 36 });
    const after = await catalogue('');
    expect(after.versionId).toBe(current!.id);
    expect(after.versionId).not.toBe(before.versionId);
    expect(contents(after).map((item) => item.name)).toEqual(['新行为']);
    await t.db.delete(behaviorStandardVersions).where(eq(behaviorStandardVersions.id, current!.id));
    expect((await catalogue('')).versionId).toBe(before.versionId);
  });

  it('refuses wrong filters with a Chinese message and callers without a session', async () => {
    const wrongType = await get('/Behavior/GetBehaviorList?behaviorType=3');
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({ success: false, message: '请选择正确的信用类别' });
    expect((await get('/Behavior/GetBehaviorList?ratingType=abc')).json()).toMatchObject({
      message: '请选择正确的企业类别',
    });
    expect((await t.app.inject({ method: 'GET', url: '/Behavior/GetBehaviorList' })).statusCode).toBe(401);
  });
});

describe('GET /Behavior/GetRatingScore', () => {
  it('answers the score of a chosen level with what it counts for', async () => {
    const bad = await catalogue('behaviorType=2');
    const serious = levelNamed(bad, '出具虚假或严重失实的工程造价成果文件', '情节严重')!;
    const res = await get(`/Behavior/GetRatingScore?Id=${serious.id}&actors=1`, enterprise);
    expect(res.json()).toMatchObject({
      success: true,
      extraData: {
        id: serious.id,
        scoreValue: -20,
        identifiedLevelName: '情节严重',
        defaultLevel: false,
        behaviorCategoryName: '违法违规行为',
        creditTypeDescription: '不良',
        actorsDescription: '单位',
        publicityMonths: 36,
        minRepairMonths: 12,
      },
    });
    const person = contents(bad).find((content) => content.actor === 2)!.levels[0]!;
    expect((await get(`/Behavior/GetRatingScore?Id=${person.id}&actors=2`)).json()).toMatchObject({
      extraData: { actorsDescription: '个人', defaultLevel: true },
    });
  });

  it('refuses a level of another actor, an unknown level and a malformed id', async () => {
    const bad = await catalogue('behaviorType=2');
    const unit = levelNamed(bad, '出具虚假或严重失实的工程造价成果文件', '情节一般')!;
    const mismatch = await get(`/Behavior/GetRatingScore?Id=${unit.id}&actors=2`);
    expect([mismatch.statusCode, mismatch.json<{ message: string }>().message]).toEqual([400, ACTOR_MISMATCH]);
    const unknown = await get('/Behavior/GetRatingScore?Id=999999');
    expect([unknown.statusCode, unknown.json<{ message: string }>().message]).toEqual([404, LEVEL_NOT_FOUND]);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await get(`/Behavior/GetRatingScore?Id=${id}`);
      expect([res.statusCode, res.json<{ message: string }>().message], id).toEqual([400, '请选择认定等级']);
    }
  });
});
