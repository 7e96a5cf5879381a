import { CREDIT_RECORD_STATES, MSG } from '@credit/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, users } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { insertPublishedRecord, insertTestEnterprise } from '../helpers/test-enterprise.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('a generated password not yet changed', () => {
  it('is refused by a workflow action reached through a signed-in route, as by the guard', async () => {
    const enterpriseId = await insertTestEnterprise(t.db, '91330100MA2H3K4L5P', '初始密码测试企业');
    const recordId = await insertPublishedRecord(t.db, enterpriseId, '-5', '2026-01-05', {
      processStatus: CREDIT_RECORD_STATES.firstReview,
    });
    const headers = await t.authHeader('firstReview');
    const [desk] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'firstReview'));
    await t.db.update(users).set({ passwordMustChange: true }).where(eq(users.roleId, desk!.id));

    const review = await t.app.inject({
      method: 'PUT',
      url: '/api/creditregister/review',
      headers,
      payload: { id: recordId, approved: true },
    });
    expect(review.statusCode).toBe(403);
    expect(review.json()).toMatchObject({ success: false, message: MSG.changeInitialPassword });
  });
});
