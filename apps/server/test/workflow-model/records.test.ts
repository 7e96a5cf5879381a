import { todayInShanghai } from '@credit/rules';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  actorOf,
  bump,
  call,
  checkRevision,
  etagRevision,
  form,
  freshEnterprise,
  historyRows,
  isStale,
  nonZero,
  noticesOf,
  PNG_FILE,
  refused,
  revisionFor,
  revisionMode,
  runModel,
  scoreOf,
  settle,
  settlePair,
  Step,
  type Actor,
  type Plan,
  type RevisionMode,
  type Tracked,
} from './driver.ts';

/**
 * Credit records (提交 → 初审 → 复审 → 终审 at −10 → 完成) driven by random commands of random actors
 * against a hand-written model: the enterprise declares good records, a registrar who also holds
 * every review desk registers bad ones (and may never decide them), the desks decide, a park desk
 * is the wrong desk; some commands go out with a stale revision, some in concurrent pairs.
 */

type Who = 'ent' | 'reg' | 'first' | 'dept' | 'leader' | 'park';
const REASON = '材料不全';
const LEVELS = { good: { level: 3, score: 3 }, minor: { level: 26, score: -3 }, major: { level: 20, score: -10 } };

interface Rec extends Tracked {
  author: 'ent' | 'reg';
  score: number;
  state: number;
  history: string[];
  decided: boolean;
  deleted: boolean;
}
interface Model {
  recs: Rec[];
  /** Notices to the enterprise and to the registrar's desk, by event. */
  enterpriseNotices: Record<string, number>;
  deskNotices: Record<string, number>;
}
interface Real {
  enterpriseId: number;
  base: number;
  deskBase: Record<string, number>;
  actors: Record<Who, Actor>;
}

let t: TestApp;
const staff = {} as Record<Exclude<Who, 'ent'>, Actor>;

beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  staff.reg = await actorOf(t, 'reg', ['deptRegister', 'firstReview', 'deptReview', 'deptLeader']);
  staff.first = await actorOf(t, 'first', ['firstReview']);
  staff.dept = await actorOf(t, 'dept', ['deptReview']);
  staff.leader = await actorOf(t, 'leader', ['deptLeader']);
  staff.park = await actorOf(t, 'park', ['park']);
});
afterAll(() => t.close());

/** The desk a record waits at, by its state. */
const DESK: Record<number, 'first' | 'dept' | 'leader'> = { 1: 'first', 3: 'dept', 4: 'leader' };
const holdsDesk = (who: Who, desk: 'first' | 'dept' | 'leader') => who === desk || who === 'reg';

function decisionPlan(m: Model, rec: Rec, who: Who, approve: boolean, mode: RevisionMode): Plan {
  if (rec.deleted) return refused(404);
  if (isStale(rec, mode)) return refused(412);
  const desk = DESK[rec.state];
  if (!desk) return refused(409);
  if (!holdsDesk(who, desk)) return refused(403, 409);
  if (who === 'reg' && rec.author === 'reg') return refused(403);
  let to: number;
  let label: string;
  if (approve) {
    if (rec.state === 1) [to, label] = [3, '初审通过'];
    else if (rec.state === 3) [to, label] = rec.score <= -10 ? [4, '复审通过，报部门领导终审'] : [7, '复审通过'];
    else [to, label] = [7, '终审通过'];
  } else {
    to = { 1: 2, 3: 5, 4: 6 }[rec.state]!;
    label = `${{ 1: '初审退回', 3: '复审退回', 4: '终审退回' }[rec.state]!}：${REASON}`;
  }
  return {
    ok: true,
    apply: () => {
      rec.state = to;
      rec.history.push(label);
      rec.decided = true;
      rec.touched = true;
      if (to === 7) bump(m.enterpriseNotices, 'recordPublished');
      else if (!approve) bump(rec.author === 'ent' ? m.enterpriseNotices : m.deskNotices, 'recordReturned');
    },
  };
}

function withdrawPlan(rec: Rec, mode: RevisionMode): Plan {
  if (rec.deleted) return refused(404);
  if (isStale(rec, mode)) return refused(412);
  if (rec.state !== 1) return refused(409);
  return {
    ok: true,
    apply: () => {
      rec.state = 0;
      rec.history.push('撤回');
      rec.touched = true;
    },
  };
}

const pick = (m: Model, n: number) => m.recs[n % m.recs.length]!;
const review = (r: Real, who: Who, rec: Rec, approve: boolean, revision?: number) =>
  call(t, 'PUT', '/api/creditregister/review', r.actors[who], {
    payload: { id: rec.id, approved: approve, ...(approve ? {} : { reason: REASON }) },
    revision,
  });
const withdraw = (r: Real, rec: Rec, revision?: number) =>
  call(t, 'PUT', `/api/creditregister/withdraw?id=${rec.id}`, r.actors[rec.author], { revision });

function recordFields(r: Real, rec: Pick<Rec, 'author' | 'score'>, submit: boolean) {
  const level = Object.values(LEVELS).find((l) => l.score === rec.score)!;
  return {
    creditType: rec.score > 0 ? 1 : 2,
    behaviorLevelId: level.level,
    ...(rec.author === 'reg' && { enterpriseId: r.enterpriseId }),
    identificationUnit: '海口市住房和城乡建设局',
    actDeterminationDate: todayInShanghai(),
    behaviorDescription: '模型测试',
    contactPerson: '李明',
    telephone: '13800138000',
    state: submit ? 1 : 0,
  };
}

class Create extends Step<Model, Real> {
  readonly kind = 'create';
  constructor(
    readonly author: 'ent' | 'reg',
    readonly major: boolean,
    readonly submit: boolean,
  ) {
    super();
  }
  async run(m: Model, r: Real) {
    const score = this.author === 'ent' ? LEVELS.good.score : this.major ? LEVELS.major.score : LEVELS.minor.score;
    const answer = await form(
      t,
      'POST',
      '/api/creditregister',
      r.actors[this.author],
      recordFields(r, { author: this.author, score }, this.submit),
      [PNG_FILE('enterpriseAnnexes')],
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    m.recs.push({
      id: answer.body.extraData as number,
      author: this.author,
      score,
      state: this.submit ? 1 : 0,
      history: this.submit ? ['创建', '提交'] : ['创建'],
      decided: false,
      deleted: false,
      revision: NaN,
      past: [],
      touched: false,
    });
    await verify(m, r);
  }
  override toString = () => `create(${this.author}${this.major ? ',-10' : ''}${this.submit ? ',submit' : ''})`;
}

class Save extends Step<Model, Real> {
  readonly kind = 'save';
  constructor(
    readonly n: number,
    readonly submit: boolean,
    readonly mode: RevisionMode,
  ) {
    super();
  }
  override check = (m: Readonly<Model>) => m.recs.length > 0;
  async run(m: Model, r: Real) {
    const rec = pick(m, this.n);
    let plan: Plan;
    if (rec.deleted) plan = refused(404);
    else if (isStale(rec, this.mode)) plan = refused(412);
    else if (![0, 2, 5, 6].includes(rec.state)) plan = refused(409);
    else
      plan = {
        ok: true,
        apply: () => {
          rec.history.push('修改');
          if (this.submit) {
            rec.history.push(rec.state === 0 ? '提交' : '修改后重新提交');
            rec.state = 1;
          }
          rec.touched = true;
        },
      };
    const answer = await form(
      t,
      'PUT',
      '/api/creditregister',
      r.actors[rec.author],
      { id: rec.id, ...recordFields(r, rec, this.submit) },
      [PNG_FILE('enterpriseAnnexes', '补充材料.png')],
      revisionFor(rec, this.mode),
    );
    settle(plan, answer, this.toString());
    await verify(m, r);
  }
  override toString = () => `save(#${this.n}${this.submit ? ',submit' : ''},${this.mode})`;
}

class Withdraw extends Step<Model, Real> {
  readonly kind = 'withdraw';
  constructor(
    readonly n: number,
    readonly mode: RevisionMode,
  ) {
    super();
  }
  override check = (m: Readonly<Model>) => m.recs.length > 0;
  async run(m: Model, r: Real) {
    const rec = pick(m, this.n);
    settle(withdrawPlan(rec, this.mode), await withdraw(r, rec, revisionFor(rec, this.mode)), this.toString());
    await verify(m, r);
  }
  override toString = () => `withdraw(#${this.n},${this.mode})`;
}

class Delete extends Step<Model, Real> {
  readonly kind = 'delete';
  constructor(
    readonly n: number,
    readonly mode: RevisionMode,
  ) {
    super();
  }
  override check = (m: Readonly<Model>) => m.recs.length > 0;
  async run(m: Model, r: Real) {
    const rec = pick(m, this.n);
    let plan: Plan;
    if (rec.deleted) plan = refused(404);
    else if (isStale(rec, this.mode)) plan = refused(412);
    else if (![0, 1].includes(rec.state) || rec.decided) plan = refused(409);
    else
      plan = {
        ok: true,
        apply: () => {
          rec.deleted = true;
          rec.history.push('删除');
        },
      };
    const answer = await call(t, 'DELETE', `/api/creditregister?id=${rec.id}`, r.actors[rec.author], {
      revision: revisionFor(rec, this.mode),
    });
    settle(plan, answer, this.toString());
    await verify(m, r);
  }
  override toString = () => `delete(#${this.n},${this.mode})`;
}

class Decide extends Step<Model, Real> {
  readonly kind = 'decide';
  constructor(
    readonly who: Who,
    readonly n: number,
    readonly approve: boolean,
    readonly mode: RevisionMode,
  ) {
    super();
  }
  override check = (m: Readonly<Model>) => m.recs.length > 0;
  async run(m: Model, r: Real) {
    const rec = pick(m, this.n);
    const plan = decisionPlan(m, rec, this.who, this.approve, this.mode);
    settle(plan, await review(r, this.who, rec, this.approve, revisionFor(rec, this.mode)), this.toString());
    await verify(m, r);
  }
  override toString = () => `${this.approve ? 'approve' : 'return'}(${this.who},#${this.n},${this.mode})`;
}

class Batch extends Step<Model, Real> {
  readonly kind = 'batchApprove';
  constructor(
    readonly who: Who,
    readonly picks: { n: number; mode: RevisionMode }[],
  ) {
    super();
  }
  override check = (m: Readonly<Model>) => m.recs.length > 0;
  async run(m: Model, r: Real) {
    const chosen = new Map<number, { rec: Rec; mode: RevisionMode }>();
    for (const p of this.picks) {
      const rec = pick(m, p.n);
      if (!chosen.has(rec.id)) chosen.set(rec.id, { rec, mode: p.mode });
    }
    const revisions: Record<string, number> = {};
    for (const { rec, mode } of chosen.values()) {
      const revision = revisionFor(rec, mode);
      if (revision !== undefined) revisions[String(rec.id)] = revision;
    }
    const answer = await call(t, 'PUT', '/api/creditregister/batchapprove', r.actors[this.who], {
      payload: { ids: [...chosen.keys()], revisions },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const outcome = answer.body.extraData as { passed: number[]; failed: { id: number }[] };
    const expectedPassed: number[] = [];
    for (const { rec, mode } of chosen.values()) {
      const plan = decisionPlan(m, rec, this.who, true, mode);
      if (plan.ok) {
        expectedPassed.push(rec.id);
        plan.apply();
      }
    }
    expect(outcome.passed, `${this.toString()}: ${answer.body.message}`).toEqual(expectedPassed);
    expect(outcome.failed.map((f) => f.id).sort()).toEqual(
      [...chosen.keys()].filter((id) => !expectedPassed.includes(id)).sort(),
    );
    await verify(m, r);
  }
  override toString = () => `batch(${this.who},${this.picks.map((p) => `#${p.n}:${p.mode}`).join(' ')})`;
}

/** Two actions on one record at once, both with the revision their screens showed. */
class Pair extends Step<Model, Real> {
  readonly kind = 'concurrentPair';
  constructor(
    readonly n: number,
    readonly a: { who: Who; action: 'approve' | 'reject' | 'withdraw' },
    readonly b: { who: Who; action: 'approve' | 'reject' | 'withdraw' },
  ) {
    super();
  }
  override check = (m: Readonly<Model>) => m.recs.length > 0;
  async run(m: Model, r: Real) {
    const rec = pick(m, this.n);
    const side = (x: Pair['a']) => ({
      what: `${x.action}(${x.who})`,
      plan: () =>
        x.action === 'withdraw'
          ? withdrawPlan(rec, 'fresh')
          : decisionPlan(m, rec, x.who, x.action === 'approve', 'fresh'),
      send: () =>
        x.action === 'withdraw'
          ? withdraw(r, rec, rec.deleted ? undefined : rec.revision)
          : review(r, x.who, rec, x.action === 'approve', rec.deleted ? undefined : rec.revision),
    });
    await settlePair(side(this.a), side(this.b));
    await verify(m, r);
  }
  override toString = () => `pair(#${this.n}: ${this.a.action}/${this.a.who} ‖ ${this.b.action}/${this.b.who})`;
}

/** The records, their histories, revisions, the enterprise's score and the notices, against the model. */
async function verify(m: Model, r: Real) {
  for (const rec of m.recs) {
    const what = `record #${m.recs.indexOf(rec)} (${rec.id})`;
    const rows = await historyRows(t, 'credit_record_history', 'record_id', rec.id);
    expect(rows, `${what}: stored history`).toEqual(rec.history);
    const answer = await call(t, 'GET', `/api/creditregister/single?id=${rec.id}`, r.actors[rec.author]);
    if (rec.deleted) {
      expect(answer.status, `${what} was deleted`).toBe(404);
      continue;
    }
    expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBe(200);
    const data = answer.body.extraData as {
      processStatus: number;
      revision: number;
      history: { instructions: string }[];
    };
    expect(data.processStatus, `${what}: state`).toBe(rec.state);
    expect(
      data.history.map((h) => h.instructions),
      `${what}: history`,
    ).toEqual(rec.history);
    expect(etagRevision(answer.etag), `${what}: ETag`).toBe(data.revision);
    if (Number.isNaN(rec.revision)) rec.revision = data.revision;
    else checkRevision(rec, data.revision, what);
  }
  const inForce = m.recs.filter((rec) => !rec.deleted && rec.state === 7).reduce((sum, rec) => sum + rec.score, 0);
  expect(await scoreOf(t, r.enterpriseId), 'score = base + records in force').toBeCloseTo(r.base + inForce, 2);
  expect(nonZero(await noticesOf(t, { enterpriseId: r.enterpriseId })), 'enterprise notices').toEqual(
    nonZero(m.enterpriseNotices),
  );
  const desk = await noticesOf(t, { roleCode: 'deptRegister' });
  const expected = { ...r.deskBase };
  for (const [event, n] of Object.entries(m.deskNotices)) bump(expected, event, n);
  expect(nonZero(desk), 'registrar desk notices').toEqual(nonZero(expected));
}

const who = fc.constantFrom<Who>('first', 'dept', 'leader', 'reg', 'park', 'ent');
const n = fc.nat(7);
const create = fc
  .tuple(fc.constantFrom<'ent' | 'reg'>('ent', 'reg'), fc.boolean(), fc.boolean())
  .map(([a, major, submit]) => new Create(a, major, submit));
const commands: fc.Arbitrary<fc.AsyncCommand<Model, Real, false>>[] = [
  create,
  create,
  fc.tuple(n, fc.boolean(), revisionMode).map(([i, submit, mode]) => new Save(i, submit, mode)),
  fc.tuple(n, revisionMode).map(([i, mode]) => new Withdraw(i, mode)),
  fc.tuple(n, revisionMode).map(([i, mode]) => new Delete(i, mode)),
  fc.tuple(who, n, fc.boolean(), revisionMode).map(([w, i, approve, mode]) => new Decide(w, i, approve, mode)),
  fc.tuple(who, n, fc.boolean(), revisionMode).map(([w, i, approve, mode]) => new Decide(w, i, approve, mode)),
  fc
    .tuple(who, fc.array(fc.record({ n, mode: revisionMode }), { minLength: 1, maxLength: 4 }))
    .map(([w, picks]) => new Batch(w, picks)),
  fc
    .tuple(
      n,
      fc.record({ who, action: fc.constantFrom<'approve' | 'reject' | 'withdraw'>('approve', 'reject', 'withdraw') }),
      fc.record({ who, action: fc.constantFrom<'approve' | 'reject'>('approve', 'reject') }),
    )
    .map(([i, a, b]) => new Pair(i, a.action === 'withdraw' ? { who: 'ent', action: 'withdraw' } : a, b)),
];

describe('credit records against their model', () => {
  it('keeps state, history, revisions, score and notices as the model says', { timeout: 120_000 }, async () => {
    const total = await runModel<Model, Real>('credit records', {
      commands,
      numRuns: 30,
      maxCommands: 24,
      setup: async () => {
        const enterprise = await freshEnterprise(t);
        const ent = await actorOf(t, 'ent', ['enterprise'], enterprise.id);
        return {
          model: { recs: [], enterpriseNotices: {}, deskNotices: {} },
          real: {
            enterpriseId: enterprise.id,
            base: enterprise.base,
            deskBase: await noticesOf(t, { roleCode: 'deptRegister' }),
            actors: { ...staff, ent },
          },
        };
      },
    });
    expect(total).toBeGreaterThan(50);
  });
});
