import { asc } from 'drizzle-orm';
import { expect } from 'vitest';
import { enterprises } from '../../src/db/schema/index.ts';
import { withLocalSettings } from '../../src/db/with-local-settings.ts';
import { verifyTrail, type ChainReport } from '../../src/platform/audit/verify-trail.ts';
import { PNG } from '../assessment/assessment-fixtures.ts';
import { GOOD_RECORD_FORM } from '../credit-record/record-form.ts';
import { multipart } from '../helpers/multipart.ts';
import type { TestApp } from '../helpers/test-app.ts';

type Headers = { authorization: string };

/** The desks of a credit record's review: its enterprise, the first desk and the department's. */
export async function recordDesks(t: TestApp) {
  const [first] = await t.db.select({ id: enterprises.id }).from(enterprises).orderBy(asc(enterprises.id)).limit(1);
  return {
    enterprise: await t.authHeader('enterprise', { enterpriseId: first!.id }),
    first: await t.authHeader('firstReview'),
    dept: await t.authHeader('deptReview'),
  };
}
export type RecordDesks = Awaited<ReturnType<typeof recordDesks>>;

/** A good-behaviour record its enterprise declares and submits (POST /api/creditregister). */
export async function declaredRecord(t: TestApp, desks: RecordDesks): Promise<number> {
  const body = multipart({ ...GOOD_RECORD_FORM, behaviorLevelId: 3, state: 1 }, [
    { field: 'enterpriseAnnexes', fileName: '表彰文件.png', content: PNG },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/creditregister',
    headers: { ...desks.enterprise, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ extraData: number }>().extraData;
}

/** A desk's approval of a record (PUT /api/creditregister/review). */
export const approve = (t: TestApp, id: number, desk: Headers) =>
  t.app.inject({ method: 'PUT', url: '/api/creditregister/review', headers: desk, payload: { id, approved: true } });

/** Every chain's report, by chain name. */
export async function trail(t: TestApp): Promise<Record<string, ChainReport>> {
  return Object.fromEntries((await verifyTrail(t.db)).map((report) => [report.chain, report]));
}

/** Statements run as the database's owner with every trigger bypassed: what only someone past the application could do. */
export const asOwnerWithoutTriggers = (t: TestApp, statement: string, params: unknown[] = []) =>
  withLocalSettings(t.db.$client, { session_replication_role: 'replica' }, (client) => client.query(statement, params));
