import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterprises } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let ids: number[];
beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  ids = (await t.db.select({ id: enterprises.id }).from(enterprises).orderBy(asc(enterprises.id))).map((r) => r.id);
});
afterAll(() => t.close());

const check = async (headers: { authorization: string }) =>
  (await t.app.inject({ method: 'GET', url: '/api/enterprise/checkenterprisecommitletter', headers })).json<{
    success: boolean;
    extraData: boolean;
  }>();

describe('GET /api/enterprise/checkenterprisecommitletter', () => {
  it('is true for an enterprise that submitted its letter and false for one that did not', async () => {
    expect(await check(await t.authHeader('enterprise', { enterpriseId: ids[0] }))).toEqual({
      success: true,
      message: '',
      extraData: true,
    });
    // Demo enterprise #3 has not submitted its commitment letter (docs/demo-data.md).
    expect((await check(await t.authHeader('enterprise', { enterpriseId: ids[2] }))).extraData).toBe(false);
  });

  it('is true for management users, who sign no letter', async () => {
    expect((await check(await t.authHeader('firstReview'))).extraData).toBe(true);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/enterprise/checkenterprisecommitletter' });
    expect(res.statusCode).toBe(401);
  });
});
