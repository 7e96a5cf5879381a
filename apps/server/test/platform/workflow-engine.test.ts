import {
  CREDIT_DESK_PERMISSIONS as P,
  CREDIT_RECORD_STATES as S,
  CREDIT_RECORD_WORKFLOW,
  stepBar,
  WORKFLOWS,
} from '@credit/rules';
import { asc, eq } from 'drizzle-orm';
import { boolean, integer, numeric, pgTable, serial, smallint, varchar } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import type { Principal } from '../../src/modules/auth/principal.ts';
import { PERMISSIONS } from '../../src/platform/auth/permissions.ts';
import { AppError } from '../../src/platform/errors.ts';
import type { WorkflowBinding } from '../../src/platform/workflow/binding.ts';
import { fire, REASON_REQUIRED } from '../../src/platform/workflow/fire.ts';
import { openTestDatabase } from '../helpers/test-app.ts';

// A table of records moved by the credit-record flow, and its history: what a module binds.
const records = pgTable('wf_record', {
  id: serial('id').primaryKey(),
  state: smallint('state').notNull(),
  scoreValue: numeric('score_value').notNull(),
  inPark: boolean('in_park').notNull(),
  revision: integer('revision').notNull().default(1),
  reviewedBy: integer('reviewed_by'),
});
const history = pgTable('wf_history', {
  id: serial('id').primaryKey(),
  recordId: integer('record_id').notNull(),
  operator: varchar('operator', { length: 60 }).notNull(),
  instructions: varchar('instructions', { length: 500 }).notNull(),
});

const binding: WorkflowBinding = {
  workflow: CREDIT_RECORD_WORKFLOW,
  table: records,
  id: records.id,
  state: records.state,
  revision: records.revision,
  // The makers of these records are the author (user 1).
  makers: async () => [1],
  noun: '记录',
  notFound: '信用记录不存在',
  stamp: (_transition, actor) => ({ reviewedBy: actor.userId }),
  writeHistory: async (tx, recordId, actor, instructions) => {
    await tx.insert(history).values({ recordId, operator: actor.displayName, instructions });
  },
};

let db: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDatabase(4));
  await db.execute(`create table wf_record (id serial primary key, state smallint not null, score_value numeric not null,
    in_park boolean not null, revision integer not null default 1, reviewed_by integer)`);
  await db.execute(`create table wf_history (id serial primary key, record_id integer not null,
    operator varchar(60) not null, instructions varchar(500) not null)`);
});
afterAll(() => close());

const desk = (userId: number, displayName: string, ...permissions: string[]): Principal => ({
  userId,
  sessionId: `s${userId}`,
  kind: 'manage',
  username: displayName,
  displayName,
  roleId: userId,
  roleCode: displayName,
  roleName: displayName,
  enterpriseId: null,
  passwordMustChange: false,
  permissions: new Set(permissions),
});
const author = desk(1, '企业', P.declare);
const firstReview = desk(2, '初审', P.firstReview);
const park = desk(3, '园区', P.parkReview);
const deptReview = desk(4, '部门审核', P.deptReview);
const leader = desk(5, '部门领导', P.deptLeader);

async function newRecord(scoreValue: number, inPark = false, state: number = S.draft): Promise<number> {
  const [row] = await db
    .insert(records)
    .values({ state, scoreValue: String(scoreValue), inPark })
    .returning({ id: records.id });
  return row!.id;
}

const stateOf = async (id: number) => (await db.select().from(records).where(eq(records.id, id)))[0]?.state;

function move(
  id: number,
  action: string,
  actor: Principal,
  facts: { scoreValue: number; inPark?: boolean },
  reason?: string,
) {
  return db.transaction((tx) => fire(tx, binding, { id, action, actor, facts, reason }));
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('firing a workflow transition', () => {
  it('moves a record through 初审 and 复审 to 完成, writing who did what', async () => {
    const id = await newRecord(3);
    const facts = { scoreValue: 3 };
    await move(id, 'submit', author, facts);
    await move(id, 'approve', firstReview, facts);
    const { row } = await move(id, 'approve', deptReview, facts);
    expect(row).toMatchObject({ id, state: S.completed, reviewedBy: deptReview.userId });
    const written = await db.select().from(history).where(eq(history.recordId, id)).orderBy(asc(history.id));
    expect(written.map((h) => [h.operator, h.instructions])).toEqual([
      ['企业', '提交'],
      ['初审', '初审通过'],
      ['部门审核', '复审通过'],
    ]);
  });

  it('adds 终审 by the department leader when the score is −10 or less', async () => {
    const id = await newRecord(-10, false, S.review);
    await move(id, 'approve', deptReview, { scoreValue: -10 });
    expect(await stateOf(id)).toBe(S.finalReview);
    await move(id, 'approve', leader, { scoreValue: -10 });
    expect(await stateOf(id)).toBe(S.completed);
    const mild = await newRecord(-9.5, false, S.review);
    await move(mild, 'approve', deptReview, { scoreValue: -9.5 });
    expect(await stateOf(mild)).toBe(S.completed);
  });

  it('lets only the desk of the record fire it: the park desk for park enterprises', async () => {
    const id = await newRecord(2, true, S.firstReview);
    const wrongDesk = await refusal(move(id, 'approve', firstReview, { scoreValue: 2, inPark: true }));
    expect([wrongDesk.statusCode, wrongDesk.message]).toEqual([403, '没有权限执行此操作']);
    expect(await stateOf(id)).toBe(S.firstReview);
    await move(id, 'approve', park, { scoreValue: 2, inPark: true });
    expect(await stateOf(id)).toBe(S.review);
  });

  it('refuses an action the record’s state does not allow, naming the state', async () => {
    const id = await newRecord(2, false, S.completed);
    const stale = await refusal(move(id, 'approve', deptReview, { scoreValue: 2 }));
    expect([stale.statusCode, stale.message]).toEqual([409, '该记录当前状态为已完成，不在您可办理的环节']);
    const missing = await refusal(move(999_999, 'approve', deptReview, { scoreValue: 2 }));
    expect([missing.statusCode, missing.message]).toEqual([404, '信用记录不存在']);
  });

  it('sends a refusal back to the author only with a reason, and takes the corrected record again', async () => {
    const id = await newRecord(2, false, S.review);
    const bare = await refusal(move(id, 'reject', deptReview, { scoreValue: 2 }, '  '));
    expect([bare.statusCode, bare.message]).toEqual([400, REASON_REQUIRED]);
    await move(id, 'reject', deptReview, { scoreValue: 2 }, '附件不清晰');
    expect(await stateOf(id)).toBe(S.reviewRefused);
    const [last] = await db.select().from(history).where(eq(history.recordId, id)).orderBy(asc(history.id));
    expect(last?.instructions).toBe('复审退回：附件不清晰');
    await move(id, 'resubmit', author, { scoreValue: 2 });
    expect(await stateOf(id)).toBe(S.firstReview);
  });

  it('of two desks approving the same record at once, exactly one wins', async () => {
    const id = await newRecord(2, false, S.review);
    const other = desk(6, '部门审核二', P.deptReview);
    const outcomes = await Promise.allSettled([
      move(id, 'approve', deptReview, { scoreValue: 2 }),
      move(id, 'approve', other, { scoreValue: 2 }),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const [lost] = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect((lost?.reason as AppError).message).toBe('该记录当前状态为已完成，不在您可办理的环节');
    expect(await db.select().from(history).where(eq(history.recordId, id))).toHaveLength(1);
  });
});

describe('the step bar', () => {
  it('shows 终审 only for a score of −10 or less, and the step each state waits at', () => {
    expect(stepBar(CREDIT_RECORD_WORKFLOW, S.finalReview, { scoreValue: -12 })).toEqual({
      titles: ['提交', '初审', '复审', '终审', '完成'],
      current: 3,
    });
    expect(stepBar(CREDIT_RECORD_WORKFLOW, S.review, { scoreValue: 2 })).toEqual({
      titles: ['提交', '初审', '复审', '完成'],
      current: 2,
    });
    expect(stepBar(CREDIT_RECORD_WORKFLOW, S.completed, { scoreValue: 2 }).current).toBe(3);
    expect(stepBar(CREDIT_RECORD_WORKFLOW, S.draft).current).toBe(0);
  });

  it('every transition of every workflow leaves from and goes to a state of its table', () => {
    for (const workflow of WORKFLOWS) {
      const codes = new Set(workflow.states.map((state) => state.code));
      for (const t of workflow.transitions) {
        expect(t.from.every((code) => codes.has(code)) && codes.has(t.to), `${workflow.key} ${t.action}`).toBe(true);
        // A desk fires every transition but the platform's own (closing a request whose record ended).
        expect(t.permissions.length > 0 || t.automatic === true).toBe(true);
      }
    }
    const declared = new Set<string>(Object.values(PERMISSIONS));
    const releasePermissions = WORKFLOWS.filter((w) => w.key.endsWith('Release')).flatMap((w) =>
      w.transitions.flatMap((t) => t.permissions),
    );
    expect(releasePermissions.filter((code) => !declared.has(code))).toEqual([]);
  });
});
