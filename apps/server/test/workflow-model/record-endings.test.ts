import { todayInShanghai } from '@credit/rules';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { insertPublishedRecord } from '../helpers/test-enterprise.ts';
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
 * Appeals, revocations, repairs and the department's revocation acting on the same published
 * records, driven by random commands against a hand-written model: a record ends once, through
 * whichever decision comes first; what is still open about it is closed by the platform; the
 * enterprise's score follows and it hears once per decision.
 */

type Desk = 'first' | 'dept' | 'leader' | 'all' | 'ent';
type ItemKind = 'appeal' | 'revoke' | 'repair';
const REASON = '理由不充分';
const CLOSING = '信用记录已失效，终止办理';

interface Rec {
  id: number;
  score: number;
  /** good: the enterprise's own declaration; recent: appealable bad record; old: repairable bad record. */
  kind: 'good' | 'recent' | 'old';
  ended: string | null;
  history: string[];
}
interface Item extends Tracked {
  kind: ItemKind;
  rec: Rec;
  state: number;
  history: string[];
}
interface Model {
  recs: Rec[];
  items: Item[];
  notices: Record<string, number>;
}
interface Real {
  enterpriseId: number;
  base: number;
  actors: Record<Desk, Actor>;
}

let t: TestApp;
const staff = {} as Record<Exclude<Desk, 'ent'>, Actor>;
beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  staff.first = await actorOf(t, 'first', ['firstReview']);
  staff.dept = await actorOf(t, 'dept', ['deptReview']);
  staff.leader = await actorOf(t, 'leader', ['deptLeader']);
  staff.all = await actorOf(t, 'all', ['firstReview', 'deptReview', 'deptLeader']);
});
afterAll(() => t.close());

const holds = (who: Desk, desk: Exclude<Desk, 'all' | 'ent'>) => who === desk || who === 'all';
/** The states an item is still open in (the platform closes these when the record ends). */
const OPEN: Record<ItemKind, number[]> = { appeal: [1, 3, 4, 5, 6], revoke: [1], repair: [1, 3, 4] };
const isOpen = (item: Item) => OPEN[item.kind].includes(item.state);

interface Answer {
  desk: Exclude<Desk, 'all' | 'ent'>;
  approve: { to: number; label: string };
  reject: { to: number; label: string };
}
/** The desk an item waits at and its two answers (the model's own copy of the tables). */
function deskOf(item: Item): Answer | undefined {
  const major = item.rec.score <= -10;
  if (item.kind === 'appeal')
    return {
      1: { desk: 'dept', approve: { to: 4, label: '受理' }, reject: { to: 2, label: '不予受理' } },
      4: { desk: 'first', approve: { to: 5, label: '初审通过' }, reject: { to: 8, label: '初审驳回' } },
      5: {
        desk: 'dept',
        approve: major ? { to: 6, label: '部门审核通过，报部门领导终审' } : { to: 7, label: '部门审核通过，申诉成立' },
        reject: { to: 8, label: '部门审核驳回' },
      },
      6: { desk: 'leader', approve: { to: 7, label: '终审通过，申诉成立' }, reject: { to: 8, label: '终审驳回' } },
    }[item.state] as Answer | undefined;
  if (item.kind === 'revoke')
    return item.state === 1
      ? { desk: 'first', approve: { to: 7, label: '同意撤销' }, reject: { to: 2, label: '驳回撤销申请' } }
      : undefined;
  return {
    1: { desk: 'first', approve: { to: 3, label: '初审通过' }, reject: { to: 2, label: '初审驳回' } },
    3: {
      desk: 'dept',
      approve: major ? { to: 4, label: '复审通过，报部门领导终审' } : { to: 7, label: '复审通过，修复完成' },
      reject: { to: 5, label: '复审驳回' },
    },
    4: { desk: 'leader', approve: { to: 7, label: '终审通过，修复完成' }, reject: { to: 6, label: '终审驳回' } },
  }[item.state] as Answer | undefined;
}
const END_REASON: Record<ItemKind, string> = { appeal: '申诉成立', revoke: '撤销', repair: '信用修复' };

/** Ends a record in the model: the items still open about it are closed by the platform. */
function endRecord(m: Model, rec: Rec, reason: string, except?: Item) {
  rec.ended = reason;
  for (const other of m.items)
    if (other.rec === rec && other !== except && isOpen(other)) {
      other.state = other.kind === 'appeal' ? 9 : 8;
      other.history.push(`${CLOSING}：该信用记录已${reason}`);
      other.touched = true;
    }
}

function decisionPlan(m: Model, item: Item, who: Desk, approve: boolean, mode: RevisionMode): Plan {
  if (isStale(item, mode)) return refused(412);
  const answer = deskOf(item);
  if (!answer) return refused(403, 409);
  if (!holds(who, answer.desk)) return refused(403, 409);
  const { to, label } = approve ? answer.approve : answer.reject;
  return {
    ok: true,
    apply: () => {
      item.state = to;
      item.history.push(approve ? label : `${label}：${REASON}`);
      item.touched = true;
      if (to === 7) endRecord(m, item.rec, END_REASON[item.kind], item);
      if (item.kind === 'appeal') {
        if (label === '受理') bump(m.notices, 'appealAccepted');
        else if ([2, 7, 8].includes(to)) bump(m.notices, 'appealDecided');
      } else if ([2, 5, 6, 7].includes(to)) bump(m.notices, 'requestDecided');
    },
  };
}

function repealPlan(m: Model, rec: Rec, who: Desk): Plan {
  if (!holds(who, 'dept')) return refused(403);
  if (rec.kind !== 'good' || rec.ended) return refused(409);
  return {
    ok: true,
    apply: () => {
      endRecord(m, rec, '部门撤销');
      rec.history.push(`撤销：${REASON}`);
      bump(m.notices, 'requestDecided');
    },
  };
}

const URL: Record<ItemKind, string> = {
  appeal: '/api/creditappeal',
  revoke: '/api/creditrequest/revoke',
  repair: '/api/creditrequest/repair',
};
const review = (r: Real, who: Desk, item: Item, approve: boolean, revision?: number) =>
  call(t, 'PUT', `${URL[item.kind]}/review`, r.actors[who], {
    payload: { id: item.id, approved: approve, ...(approve ? {} : { reason: REASON }) },
    revision,
  });
const repeal = (r: Real, who: Desk, rec: Rec) =>
  call(t, 'PUT', '/api/creditregister/goodrepeal', r.actors[who], { payload: { id: rec.id, reason: REASON } });

const recOf = (m: Model, n: number) => m.recs[n % m.recs.length]!;
const itemOf = (m: Model, n: number) => m.items[n % m.items.length]!;

/** The enterprise appeals, or asks to revoke or repair, one of its records. */
class Open extends Step<Model, Real> {
  readonly kind = 'open';
  constructor(
    readonly what: ItemKind,
    readonly n: number,
  ) {
    super();
  }
  async run(m: Model, r: Real) {
    const rec = recOf(m, this.n);
    const fits = { appeal: 'recent', revoke: 'good', repair: 'old' }[this.what] === rec.kind;
    const busy = m.items.some((item) => item.rec === rec && isOpen(item));
    const fields =
      this.what === 'appeal'
        ? { recordId: rec.id, complainant: '李明', telephone: '13800138000', appealReason: '抽查时漏看了签字附页' }
        : {
            recordId: rec.id,
            reason: '已完成全部整改并作出信用承诺',
            ...(this.what === 'repair' && {
              'enterpriseAnnexes[0].fileType': '信用修复承诺书',
              'enterpriseAnnexes[1].fileType': '整改证明材料',
            }),
          };
    const files =
      this.what === 'appeal'
        ? [PNG_FILE('enterpriseAnnexes')]
        : this.what === 'repair'
          ? [PNG_FILE('enterpriseAnnexes[0].file'), PNG_FILE('enterpriseAnnexes[1].file')]
          : [];
    const answer = await form(t, 'POST', URL[this.what], r.actors.ent, fields, files);
    if (!fits || rec.ended) expect([400, 409], JSON.stringify(answer.body)).toContain(answer.status);
    else if (busy) expect(answer.status, JSON.stringify(answer.body)).toBe(409);
    else {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const label = { appeal: '提交申诉', revoke: '提交撤销申请', repair: '提交信用修复申请' }[this.what];
      m.items.push({
        id: answer.body.extraData as number,
        kind: this.what,
        rec,
        state: this.what === 'appeal' ? (rec.score <= -10 ? 1 : 4) : 1,
        history: ['创建', label],
        revision: NaN,
        past: [],
        touched: false,
      });
    }
    await verify(m, r);
  }
  override toString = () => `open(${this.what},rec#${this.n})`;
}

class Decide extends Step<Model, Real> {
  readonly kind = 'decide';
  constructor(
    readonly who: Desk,
    readonly n: number,
    readonly approve: boolean,
    readonly mode: RevisionMode,
  ) {
    super();
  }
  override check = (m: Readonly<Model>) => m.items.length > 0;
  async run(m: Model, r: Real) {
    const item = itemOf(m, this.n);
    const plan = decisionPlan(m, item, this.who, this.approve, this.mode);
    settle(plan, await review(r, this.who, item, this.approve, revisionFor(item, this.mode)), this.toString());
    await verify(m, r);
  }
  override toString = () => `${this.approve ? 'approve' : 'reject'}(${this.who},item#${this.n},${this.mode})`;
}

class Repeal extends Step<Model, Real> {
  readonly kind = 'departmentRevocation';
  constructor(
    readonly who: Desk,
    readonly n: number,
  ) {
    super();
  }
  async run(m: Model, r: Real) {
    const rec = recOf(m, this.n);
    settle(repealPlan(m, rec, this.who), await repeal(r, this.who, rec), this.toString());
    await verify(m, r);
  }
  override toString = () => `departmentRevocation(${this.who},rec#${this.n})`;
}

/**
 * Two decisions on one item at once (with the revision both screens showed), or a decision on an
 * item and the department's revocation of its record: whichever comes first stands.
 */
class Pair extends Step<Model, Real> {
  readonly kind = 'pair';
  constructor(
    readonly n: number,
    readonly a: { who: Desk; approve: boolean },
    readonly b: { who: Desk; approve: boolean } | 'departmentRevocation',
  ) {
    super();
  }
  override check = (m: Readonly<Model>) => m.items.length > 0;
  async run(m: Model, r: Real) {
    const item = itemOf(m, this.n);
    const revision = item.revision;
    const decision = (x: { who: Desk; approve: boolean }) => ({
      what: `${x.approve ? 'approve' : 'reject'}(${x.who})`,
      plan: () => decisionPlan(m, item, x.who, x.approve, 'fresh'),
      send: () => review(r, x.who, item, x.approve, revision),
    });
    const b = this.b;
    await settlePair(
      decision(this.a),
      b === 'departmentRevocation'
        ? {
            what: 'departmentRevocation',
            plan: () => repealPlan(m, item.rec, 'dept'),
            send: () => repeal(r, 'dept', item.rec),
          }
        : decision(b),
    );
    await verify(m, r);
  }
  override toString = () =>
    `pair(item#${this.n}: ${this.a.approve ? 'approve' : 'reject'}/${this.a.who} ‖ ${
      this.b === 'departmentRevocation' ? this.b : `${this.b.approve ? 'approve' : 'reject'}/${this.b.who}`
    })`;
}

const DETAIL: Record<ItemKind, string> = {
  appeal: '/api/creditappeal/single',
  revoke: '/api/creditrequest/single',
  repair: '/api/creditrequest/single',
};

async function verify(m: Model, r: Real) {
  for (const item of m.items) {
    const what = `${item.kind} ${item.id}`;
    const answer = await call(t, 'GET', `${DETAIL[item.kind]}?id=${item.id}`, r.actors.ent);
    expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBe(200);
    const data = answer.body.extraData as {
      processStatus: number;
      revision: number;
      history: ({ instructions: string } | string)[];
    };
    expect(data.processStatus, `${what}: state`).toBe(item.state);
    expect(
      data.history.map((h) => (typeof h === 'string' ? h : h.instructions)),
      `${what}: history`,
    ).toEqual(item.history);
    expect(etagRevision(answer.etag), `${what}: ETag`).toBe(data.revision);
    if (Number.isNaN(item.revision)) item.revision = data.revision;
    else checkRevision(item, data.revision, what);
  }
  const ended = await t.db.execute<{ id: number; end_reason: string | null; ended_on: string | null }>(
    `select id, end_reason, ended_on::text from credit_record where enterprise_id = ${r.enterpriseId} order by id`,
  );
  for (const rec of m.recs) {
    const row = ended.rows.find((x) => x.id === rec.id);
    expect(row, `record ${rec.id} still exists`).toBeDefined();
    expect(row!.end_reason, `record ${rec.id}: end reason`).toBe(rec.ended);
    if (rec.ended) expect(row!.ended_on).toBe(todayInShanghai());
    expect(await historyRows(t, 'credit_record_history', 'record_id', rec.id), `record ${rec.id}: history`).toEqual(
      rec.history,
    );
  }
  const inForce = m.recs.filter((rec) => !rec.ended).reduce((sum, rec) => sum + rec.score, 0);
  expect(await scoreOf(t, r.enterpriseId), 'score = base + records in force').toBeCloseTo(r.base + inForce, 2);
  expect(nonZero(await noticesOf(t, { enterpriseId: r.enterpriseId })), 'enterprise notices').toEqual(
    nonZero(m.notices),
  );
}

const desk = fc.constantFrom<Desk>('first', 'dept', 'leader', 'all', 'all', 'ent');
const n = fc.nat(11);
const commands: fc.Arbitrary<fc.AsyncCommand<Model, Real, false>>[] = [
  fc.tuple(fc.constantFrom<ItemKind>('appeal', 'revoke', 'repair'), n).map(([k, i]) => new Open(k, i)),
  fc.tuple(fc.constantFrom<ItemKind>('appeal', 'revoke', 'repair'), n).map(([k, i]) => new Open(k, i)),
  fc.tuple(desk, n, fc.boolean(), revisionMode).map(([w, i, a, mode]) => new Decide(w, i, a, mode)),
  fc.tuple(desk, n, fc.boolean(), revisionMode).map(([w, i, a, mode]) => new Decide(w, i, a, mode)),
  fc.tuple(desk, n, fc.boolean(), revisionMode).map(([w, i, , mode]) => new Decide(w, i, true, mode)),
  fc.tuple(fc.constantFrom<Desk>('dept', 'dept', 'first'), n).map(([w, i]) => new Repeal(w, i)),
  fc
    .tuple(
      n,
      fc.record({ who: desk, approve: fc.boolean() }),
      fc.oneof(
        fc.constant<'departmentRevocation'>('departmentRevocation'),
        fc.record({ who: desk, approve: fc.boolean() }),
      ),
    )
    .map(([i, a, b]) => new Pair(i, a, b)),
];

describe('appeals, revocations, repairs and department revocations on the same records', () => {
  it(
    'end a record once, close what is open about it, and keep score and notices as the model says',
    {
      timeout: 120_000,
    },
    async () => {
      await runModel<Model, Real>('record endings', {
        commands,
        numRuns: 25,
        maxCommands: 24,
        setup: async () => {
          const enterprise = await freshEnterprise(t);
          const ent = await actorOf(t, 'ent', ['enterprise'], enterprise.id);
          const today = todayInShanghai();
          const old = new Date(Date.now() - 130 * 86_400_000);
          const oldDay = old.toISOString().slice(0, 10);
          const recs: Rec[] = [];
          const add = async (kind: Rec['kind'], score: number) => {
            const id = await insertPublishedRecord(
              t.db,
              enterprise.id,
              String(score),
              kind === 'old' ? oldDay : today,
              {
                origin: kind === 'good' ? 'enterprise' : 'department',
                submittedAt: kind === 'old' ? old : new Date(),
                completedAt: kind === 'old' ? old : new Date(),
              },
            );
            recs.push({ id, score, kind, ended: null, history: [] });
          };
          await add('good', 3);
          await add('recent', -3);
          await add('recent', -10);
          await add('old', -3);
          await add('old', -10);
          await add('good', 2);
          const { refreshScores } = await import('../../src/modules/scoring/score-refresh.ts');
          await refreshScores(t.db, [enterprise.id]);
          return {
            model: { recs, items: [], notices: {} },
            real: { enterpriseId: enterprise.id, base: enterprise.base, actors: { ...staff, ent } },
          };
        },
      });
    },
  );
});
