import { randomBytes } from 'node:crypto';
import { creditCodeCheckChar } from '@credit/rules';
import { inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import { enterprises, menus, roleMenus, roles } from '../../src/db/schema/index.ts';
import { startSession } from '../../src/modules/auth/session-service.ts';
import { refreshScores } from '../../src/modules/scoring/score-refresh.ts';
import { PNG } from '../assessment/assessment-fixtures.ts';
import { multipart, type MultipartFilePart } from '../helpers/multipart.ts';
import { insertTestEnterprise } from '../helpers/test-enterprise.ts';
import { createTestUser } from '../helpers/test-user.ts';
import type { TestApp } from '../helpers/test-app.ts';

/**
 * The shared driver of the workflow model tests (issue 36): HTTP calls against the real app, the
 * actors, what the database says of scores, notices and histories, and the runner that plays
 * fast-check's random command sequences (some sent with a stale revision, some in concurrent pairs)
 * against a hand-written model of each flow.
 */

export type Headers = { authorization: string };
export interface Actor {
  name: string;
  headers: Headers;
  userId: number;
}
export interface Answer {
  status: number;
  body: { success?: boolean; message?: string; extraData?: unknown };
  etag?: string;
}

export const PNG_FILE = (field: string, fileName = '证明材料.png'): MultipartFilePart => ({
  field,
  fileName,
  content: PNG,
});

/** A JSON or empty-bodied call; `revision` goes out as If-Match. */
export async function call(
  t: TestApp,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  actor: Actor,
  options: { payload?: object; revision?: number } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...actor.headers };
  if (options.revision !== undefined) headers['if-match'] = `"${options.revision}"`;
  const res = await t.app.inject({ method, url, headers, payload: options.payload as never });
  return answerOf(res);
}

/** A multipart form; its revision goes out as the form's `revision` field. */
export async function form(
  t: TestApp,
  method: 'PUT' | 'POST',
  url: string,
  actor: Actor,
  fields: Record<string, string | number | undefined>,
  files: MultipartFilePart[],
  revision?: number,
): Promise<Answer> {
  const body = multipart({ ...fields, revision }, files);
  const res = await t.app.inject({
    method,
    url,
    headers: { ...actor.headers, ...body.headers },
    payload: body.payload,
  });
  return answerOf(res);
}

function answerOf(res: { statusCode: number; body: string; headers: Record<string, unknown> }): Answer {
  let body: Answer['body'];
  try {
    body = JSON.parse(res.body) as Answer['body'];
  } catch {
    body = { message: res.body };
  }
  const etag = res.headers['etag'];
  return { status: res.statusCode, body, ...(typeof etag === 'string' && { etag }) };
}

/** The revision an ETag carries ("3" → 3). */
export const etagRevision = (etag: string | undefined) => Number(/\d+/.exec(etag ?? '')?.[0] ?? NaN);

/**
 * A signed-in user of a role made for the test from the menus of existing roles: a desk user who
 * also writes items (so the model can try a maker deciding their own item), or a plain desk user.
 */
export async function actorOf(
  t: TestApp,
  name: string,
  roleCodes: readonly string[],
  enterpriseId: number | null = null,
): Promise<Actor> {
  let code = roleCodes[0]!;
  if (roleCodes.length > 1) {
    code = `m_${randomBytes(4).toString('hex')}`;
    const [role] = await t.db.insert(roles).values({ code, name: code }).returning({ id: roles.id });
    const sources = await t.db
      .select({ id: roles.id })
      .from(roles)
      .where(inArray(roles.code, [...roleCodes]));
    const menuRows = await t.db
      .selectDistinct({ menuId: roleMenus.menuId })
      .from(roleMenus)
      .innerJoin(menus, sql`${menus.id} = ${roleMenus.menuId}`)
      .where(
        inArray(
          roleMenus.roleId,
          sources.map((s) => s.id),
        ),
      );
    await t.db.insert(roleMenus).values(menuRows.map((m) => ({ roleId: role!.id, menuId: m.menuId })));
  }
  const userId = await createTestUser(t.db, code, enterpriseId);
  const { accessToken } = await startSession(t.db, t.app.tokens, { userId, provider: 'password' });
  return { name, headers: { authorization: `Bearer ${accessToken}` }, userId };
}

/** A fresh enterprise (outside a park unless asked) with its score computed: each model run starts from its own. */
export async function freshEnterprise(t: TestApp, inPark = false): Promise<{ id: number; base: number }> {
  const code = `91460000${randomBytes(5).toString('hex').toUpperCase()}`;
  const id = await insertTestEnterprise(t.db, code, `模型测试企业${code.slice(-6)}`);
  if (inPark)
    await t.db
      .update(enterprises)
      .set({ inPark: true })
      .where(sql`${enterprises.id} = ${id}`);
  await refreshScores(t.db, [id]);
  return { id, base: await scoreOf(t, id) };
}

/**
 * A fresh enterprise (as freshEnterprise) under a valid credit code, check character included, so an
 * import file can name it; with its name and code as a file gives them.
 */
export async function importableEnterprise(
  t: TestApp,
): Promise<{ id: number; base: number; name: string; code: string }> {
  const first17 = `91460000${randomBytes(5).toString('hex').toUpperCase().slice(0, 9)}`;
  const code = `${first17}${creditCodeCheckChar(first17)}`;
  const name = `模型测试企业${code.slice(-7)}`;
  const id = await insertTestEnterprise(t.db, code, name);
  await refreshScores(t.db, [id]);
  return { id, base: await scoreOf(t, id), name, code };
}

/** The enterprise's kept dynamic score (enterprise_score). */
export async function scoreOf(t: TestApp, enterpriseId: number): Promise<number> {
  const rows = await t.db.execute<{ score: string }>(
    sql`select score from enterprise_score where enterprise_id = ${enterpriseId}`,
  );
  return Number(rows.rows[0]?.score ?? NaN);
}

/** How many notices went out, by event, to an enterprise (or to a desk's role code). */
export async function noticesOf(t: TestApp, to: { enterpriseId: number } | { roleCode: string }) {
  const where =
    'enterpriseId' in to ? sql`enterprise_id = ${to.enterpriseId}` : sql`role_code = ${to.roleCode} and true`;
  const rows = await t.db.execute<{ event: string; n: string }>(
    sql`select event, count(*) as n from notification where ${where} group by event`,
  );
  return Object.fromEntries(rows.rows.map((r) => [r.event, Number(r.n)]));
}

/** The history rows an item has in the database (they outlive a deleted item), oldest first. */
export async function historyRows(t: TestApp, table: string, owner: string, id: number): Promise<string[]> {
  const rows = await t.db.execute<{ instructions: string }>(
    sql`select instructions from ${sql.identifier(table)} where ${sql.identifier(owner)} = ${id} order by created_at, id`,
  );
  return rows.rows.map((r) => r.instructions);
}

/** Adds one to a count of a tally. */
export const bump = (tally: Record<string, number>, key: string, by = 1) => {
  tally[key] = (tally[key] ?? 0) + by;
};

/** Drops zero counts, so tallies compare equal whatever keys were touched. */
export const nonZero = (tally: Record<string, number>) =>
  Object.fromEntries(Object.entries(tally).filter(([, n]) => n !== 0));

/**
 * What the model says a command does: it passes and changes the model, or it is refused with one
 * of these statuses and nothing changes.
 */
export type Plan = { ok: true; apply: () => void } | { ok: false; statuses: readonly number[] };
export const refused = (...statuses: number[]): Plan => ({ ok: false, statuses });

/** One revisioned item of a model: what its revision was when the model last read it, and before. */
export interface Tracked {
  id: number;
  revision: number;
  /** Revisions it had before: a command sent with one of these is stale. */
  past: number[];
  /** Set by a plan that changed it: its revision must have moved. */
  touched: boolean;
}

/** The revision a command sends: the item's current one, a stale one, or none. */
export function revisionFor(item: Tracked, mode: RevisionMode): number | undefined {
  if (mode === 'none') return undefined;
  if (mode === 'stale' && item.past.length > 0) return item.past[item.past.length - 1];
  return item.revision;
}
export type RevisionMode = 'none' | 'fresh' | 'stale';
export const revisionMode = fc.constantFrom<RevisionMode>('none', 'fresh', 'fresh', 'stale');

/** Whether a command with this mode goes out stale (the item has an older revision to send). */
export const isStale = (item: Tracked, mode: RevisionMode) => mode === 'stale' && item.past.length > 0;

/** Checks a revision the server answers against the model's, and moves the model's on. */
export function checkRevision(item: Tracked, revision: number, what: string) {
  expect(Number.isSafeInteger(revision), `${what}: revision ${revision}`).toBe(true);
  if (item.touched) expect(revision, `${what}: a changed item moves its revision`).not.toBe(item.revision);
  else expect(revision, `${what}: an untouched item keeps its revision`).toBe(item.revision);
  if (revision !== item.revision) item.past.push(item.revision);
  item.revision = revision;
  item.touched = false;
}

/** Checks an answer against a plan and applies a passing plan to the model. */
export function settle(plan: Plan, answer: Answer, what: string) {
  if (plan.ok) {
    expect(answer.status, `${what} should pass: ${JSON.stringify(answer.body)}`).toBe(200);
    plan.apply();
  } else {
    expect(
      plan.statuses,
      `${what} should be refused (${plan.statuses.join('/')}), got ${answer.status}: ${JSON.stringify(answer.body)}`,
    ).toContain(answer.status);
  }
}

/**
 * Two commands on one item sent at once, each with the revision both screens showed: at most one
 * passes; if the model says either may pass, exactly one does (the other waited for the lock and
 * found the item changed: 412, or was refused as the model says).
 */
export async function settlePair(
  a: { plan: () => Plan; send: () => Promise<Answer>; what: string },
  b: { plan: () => Plan; send: () => Promise<Answer>; what: string },
) {
  const planA = a.plan();
  const planB = b.plan();
  const [answerA, answerB] = await Promise.all([a.send(), b.send()]);
  const what = `${a.what} ‖ ${b.what}: ${answerA.status} ${JSON.stringify(answerA.body)} / ${answerB.status} ${JSON.stringify(answerB.body)}`;
  const passed = [answerA, answerB].filter((x) => x.status === 200).length;
  expect(passed, what).toBeLessThanOrEqual(1);
  if (planA.ok || planB.ok) expect(passed, what).toBe(1);
  for (const [plan, answer] of [
    [planA, answerA],
    [planB, answerB],
  ] as const) {
    if (answer.status === 200) {
      expect(plan.ok, what).toBe(true);
      if (plan.ok) plan.apply();
    } else if (!plan.ok) expect([412, ...plan.statuses], what).toContain(answer.status);
    // It lost the race: its screen's revision moved (412), or, sent without one, the item is now handled (409).
    else expect([409, 412], what).toContain(answer.status);
  }
}

/** A command of a model run: fast-check's async command with a name for the tally. */
export abstract class Step<M extends object, R> implements fc.AsyncCommand<M, R, false> {
  abstract readonly kind: string;
  check: (m: Readonly<M>) => boolean = () => true;
  abstract run(m: M, r: R): Promise<void>;
}

/** Plays the commands against fresh real state per run; prints how many commands ran, by kind. */
export async function runModel<M extends object, R>(
  title: string,
  options: {
    commands: fc.Arbitrary<fc.AsyncCommand<M, R, false>>[];
    setup: () => Promise<{ model: M; real: R }>;
    numRuns: number;
    maxCommands: number;
    afterRun?: (m: M, r: R) => Promise<void>;
  },
) {
  const tally: Record<string, number> = {};
  let runs = 0;
  await fc.assert(
    fc.asyncProperty(
      fc.commands(options.commands, { maxCommands: options.maxCommands, size: 'max' }),
      async (commands) => {
        runs += 1;
        const { model, real } = await options.setup();
        const counted = [...commands].map((command) => {
          const wrapped: fc.AsyncCommand<M, R, false> = {
            check: (m) => command.check(m),
            run: async (m, r) => {
              bump(tally, command.toString().split('(')[0] ?? 'command');
              await command.run(m, r);
            },
            toString: () => command.toString(),
          };
          return wrapped;
        });
        await fc.asyncModelRun(() => ({ model, real }), counted);
        await options.afterRun?.(model, real);
      },
    ),
    { seed: 36, numRuns: options.numRuns, endOnFailure: true },
  );
  const total = Object.values(tally).reduce((a, b) => a + b, 0);
  console.log(`${title}: ${runs} runs, ${total} commands ran ${JSON.stringify(tally)}`);
  return total;
}
