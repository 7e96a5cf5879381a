import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  actorOf,
  call,
  checkRevision,
  etagRevision,
  form,
  freshEnterprise,
  historyRows,
  isStale,
  noticesOf,
  PNG_FILE,
  refused,
  revisionFor,
  revisionMode,
  runModel,
  settle,
  settlePair,
  Step,
  type Actor,
  type Plan,
  type RevisionMode,
  type Tracked,
} from './driver.ts';

/**
 * Bidding-agency feedback (提交 → 初审 → 完成, 初审退回 back to the agency) driven by random commands
 * against a hand-written model: the agency saves, submits, resubmits and deletes drafts, the
 * first-review desk decides, the department review desk (no feedback desk) is the wrong one.
 */

type Who = 'agency' | 'first' | 'dept';
const REASON = '合同金额与服务费不一致';

interface Feedback extends Tracked {
  state: number;
  history: string[];
  deleted: boolean;
}
interface Model {
  items: Feedback[];
}
interface Real {
  enterpriseId: number;
  actors: Record<Who, Actor>;
}

let t: TestApp;
const staff = {} as Record<Exclude<Who, 'agency'>, Actor>;
beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  staff.first = await actorOf(t, 'first', ['firstReview']);
  staff.dept = await actorOf(t, 'dept', ['deptReview']);
});
afterAll(() => t.close());

const FIELDS = {
  agentCompanyName: '海南公信招标代理有限公司',
  signDate: '2026-05-06',
  agentProjectName: '海口市美兰区道路提升改造工程招标代理',
  agentProjectAddress: '海口市美兰区海府路',
  agentContractSignTime: '2026-05-06',
  agentResponsibleName: '王芳',
  entrustUnit: '海口市美兰区住房和城乡建设局',
  agentServiceFee: '12.345678',
  agentStartDate: '2026-05-10',
  agentEndDate: '2026-10-31',
  province: '460000',
  city: '460100',
  area: '460108',
  agentProjectType: 2,
  investmentNature: 1,
  constructionScale: '道路全长3.2公里',
};

function decisionPlan(item: Feedback, who: Who, approve: boolean, mode: RevisionMode): Plan {
  if (who !== 'first') return refused(403);
  if (item.deleted) return refused(404);
  if (isStale(item, mode)) return refused(412);
  if (item.state !== 1) return refused(409);
  return {
    ok: true,
    apply: () => {
      item.state = approve ? 7 : 2;
      item.history.push(approve ? '初审通过' : `初审退回：${REASON}`);
      item.touched = true;
    },
  };
}
const review = (r: Real, who: Who, item: Feedback, approve: boolean, revision?: number) =>
  call(t, 'PUT', '/api/biddingfeedback/review', r.actors[who], {
    payload: { id: item.id, approved: approve, ...(approve ? {} : { reason: REASON }) },
    revision,
  });
const pick = (m: Model, n: number) => m.items[n % m.items.length]!;

class Create extends Step<Model, Real> {
  readonly kind = 'create';
  constructor(readonly submit: boolean) {
    super();
  }
  async run(m: Model, r: Real) {
    const answer = await form(
      t,
      'POST',
      '/api/biddingfeedback',
      r.actors.agency,
      { ...FIELDS, state: this.submit ? 1 : 0 },
      [PNG_FILE('enterpriseAnnexes', '代理合同.png')],
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    m.items.push({
      id: answer.body.extraData as number,
      state: this.submit ? 1 : 0,
      history: this.submit ? ['创建', '提交'] : ['创建'],
      deleted: false,
      revision: NaN,
      past: [],
      touched: false,
    });
    await verify(m, r);
  }
  override toString = () => `create(${this.submit ? 'submit' : 'draft'})`;
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
  override check = (m: Readonly<Model>) => m.items.length > 0;
  async run(m: Model, r: Real) {
    const item = pick(m, this.n);
    let plan: Plan;
    if (item.deleted) plan = refused(404);
    else if (isStale(item, this.mode)) plan = refused(412);
    else if (![0, 2].includes(item.state)) plan = refused(409);
    else
      plan = {
        ok: true,
        apply: () => {
          item.history.push('修改');
          if (this.submit) {
            item.history.push(item.state === 0 ? '提交' : '修改后重新提交');
            item.state = 1;
          }
          item.touched = true;
        },
      };
    const answer = await form(
      t,
      'PUT',
      '/api/biddingfeedback',
      r.actors.agency,
      { ...FIELDS, id: item.id, state: this.submit ? 1 : 0 },
      [PNG_FILE('enterpriseAnnexes', '补充合同.png')],
      revisionFor(item, this.mode),
    );
    settle(plan, answer, this.toString());
    await verify(m, r);
  }
  override toString = () => `save(#${this.n}${this.submit ? ',submit' : ''},${this.mode})`;
}

class Delete extends Step<Model, Real> {
  readonly kind = 'delete';
  constructor(
    readonly n: number,
    readonly mode: RevisionMode,
  ) {
    super();
  }
  override check = (m: Readonly<Model>) => m.items.length > 0;
  async run(m: Model, r: Real) {
    const item = pick(m, this.n);
    let plan: Plan;
    if (item.deleted) plan = refused(404);
    else if (isStale(item, this.mode)) plan = refused(412);
    else if (item.state !== 0) plan = refused(409);
    else
      plan = {
        ok: true,
        apply: () => {
          item.deleted = true;
          item.history.push('删除');
        },
      };
    const answer = await call(t, 'DELETE', `/api/biddingfeedback?id=${item.id}`, r.actors.agency, {
      revision: revisionFor(item, this.mode),
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
  override check = (m: Readonly<Model>) => m.items.length > 0;
  async run(m: Model, r: Real) {
    const item = pick(m, this.n);
    const plan = decisionPlan(item, this.who, this.approve, this.mode);
    settle(plan, await review(r, this.who, item, this.approve, revisionFor(item, this.mode)), this.toString());
    await verify(m, r);
  }
  override toString = () => `${this.approve ? 'approve' : 'return'}(${this.who},#${this.n},${this.mode})`;
}

/** A decision and the agency's correction, or two decisions, sent at once with the same revision. */
class Pair extends Step<Model, Real> {
  readonly kind = 'pair';
  constructor(
    readonly n: number,
    readonly a: boolean,
    readonly b: boolean | 'save',
  ) {
    super();
  }
  override check = (m: Readonly<Model>) => m.items.length > 0;
  async run(m: Model, r: Real) {
    const item = pick(m, this.n);
    const revision = item.deleted ? undefined : item.revision;
    const decision = (approve: boolean) => ({
      what: approve ? 'approve' : 'return',
      plan: () => decisionPlan(item, 'first', approve, 'fresh'),
      send: () => review(r, 'first', item, approve, revision),
    });
    const b = this.b;
    await settlePair(
      decision(this.a),
      b === 'save'
        ? {
            what: 'save+submit',
            plan: (): Plan =>
              item.deleted
                ? refused(404)
                : [0, 2].includes(item.state)
                  ? {
                      ok: true,
                      apply: () => {
                        item.history.push('修改', item.state === 0 ? '提交' : '修改后重新提交');
                        item.state = 1;
                        item.touched = true;
                      },
                    }
                  : refused(409),
            send: () =>
              form(
                t,
                'PUT',
                '/api/biddingfeedback',
                r.actors.agency,
                { ...FIELDS, id: item.id, state: 1 },
                [PNG_FILE('enterpriseAnnexes', '并发.png')],
                revision,
              ),
          }
        : decision(b),
    );
    await verify(m, r);
  }
  override toString = () => `pair(#${this.n}: ${this.a ? 'approve' : 'return'} ‖ ${String(this.b)})`;
}

async function verify(m: Model, r: Real) {
  for (const item of m.items) {
    const what = `feedback ${item.id}`;
    expect(await historyRows(t, 'bidding_feedback_history', 'feedback_id', item.id), `${what}: stored history`).toEqual(
      item.history,
    );
    const answer = await call(t, 'GET', `/api/biddingfeedback/single?id=${item.id}`, r.actors.agency);
    if (item.deleted) {
      expect(answer.status, `${what} was deleted`).toBe(404);
      continue;
    }
    expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBe(200);
    const data = answer.body.extraData as {
      processStatus: number;
      revision: number;
      history: { instructions: string }[];
    };
    expect(data.processStatus, `${what}: state`).toBe(item.state);
    expect(
      data.history.map((h) => h.instructions),
      `${what}: history`,
    ).toEqual(item.history);
    expect(etagRevision(answer.etag), `${what}: ETag`).toBe(data.revision);
    if (Number.isNaN(item.revision)) item.revision = data.revision;
    else checkRevision(item, data.revision, what);
  }
  // Feedback moves no score and sends no notice.
  expect(await noticesOf(t, { enterpriseId: r.enterpriseId }), 'no notices').toEqual({});
}

const who = fc.constantFrom<Who>('first', 'first', 'dept', 'agency');
const n = fc.nat(7);
const create = fc.boolean().map((submit) => new Create(submit));
const commands: fc.Arbitrary<fc.AsyncCommand<Model, Real, false>>[] = [
  create,
  create,
  fc.tuple(n, fc.boolean(), revisionMode).map(([i, submit, mode]) => new Save(i, submit, mode)),
  fc.tuple(n, revisionMode).map(([i, mode]) => new Delete(i, mode)),
  fc.tuple(who, n, fc.boolean(), revisionMode).map(([w, i, approve, mode]) => new Decide(w, i, approve, mode)),
  fc.tuple(who, n, fc.boolean(), revisionMode).map(([w, i, approve, mode]) => new Decide(w, i, approve, mode)),
  fc.tuple(n, fc.boolean(), fc.oneof(fc.boolean(), fc.constant<'save'>('save'))).map(([i, a, b]) => new Pair(i, a, b)),
];

describe('bidding feedback against its model', () => {
  it('keeps state, history and revisions as the model says', { timeout: 120_000 }, async () => {
    await runModel<Model, Real>('bidding feedback', {
      commands,
      numRuns: 30,
      maxCommands: 24,
      setup: async () => {
        const enterprise = await freshEnterprise(t);
        const agency = await actorOf(t, 'agency', ['enterprise'], enterprise.id);
        return { model: { items: [] }, real: { enterpriseId: enterprise.id, actors: { ...staff, agency } } };
      },
    });
  });
});
