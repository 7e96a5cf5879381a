import { ASSESSMENT_MSG, MSG, todayInShanghai } from '@credit/rules';
import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditRecords, practiceAbilities, recordPassRates } from '../../src/db/schema/index.ts';
import {
  examWorkbook,
  importFile,
  RELEASE_FORM,
  rateWorkbook,
  releaseRequest,
  type Page,
} from '../assessment/assessment-fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  actorOf,
  bump,
  call,
  checkRevision,
  etagRevision,
  historyRows,
  importableEnterprise,
  isStale,
  refused,
  revisionFor,
  revisionMode,
  runModel,
  scoreOf,
  settle,
  settlePair,
  Step,
  type Actor,
  type Answer,
  type Plan,
  type RevisionMode,
  type Tracked,
} from './driver.ts';

/**
 * Assessment release applications (草稿 → 待复审 → 已完成 / 复审拒绝) of practice-ability and
 * pass-rate bonuses, driven by random commands against a hand-written model: the registrar or the
 * super administrator imports rows and publishes them (practice ability may keep a draft, submitted
 * or deleted later), the review desk or the super administrator decides, and no one decides what
 * they imported, published or submitted. Some commands go out with a stale revision, some in
 * concurrent pairs; an approval turns every scored row into a good-credit record of its enterprise.
 */

type Kind = 'practice' | 'rate';
type Who = 'reg' | 'admin' | 'rev' | 'rev2';
const REASON = '认定文件不清晰';
const DRAFT = 0;
const WAITING = 3;
const REFUSED = 5;
const COMPLETED = 7;

const KINDS = {
  practice: {
    base: '/api/practiceabilityrelease',
    relation: { prefix: 'PracticeAbilityReleaseRelations', idField: 'PracticeAbilityId' },
    importUrl: '/api/practiceability/import',
    scored: 'practiceAbility',
    /** Average exam scores and the tier each earns (below 60: no bonus, so never publishable). */
    tiers: [
      [95, 6],
      [85, 5],
      [75, 4],
      [61, 3],
      [50, null],
    ],
  },
  rate: {
    base: '/api/recordpassraterelease',
    relation: { prefix: 'RecordPassRateReleaseRelations', idField: 'RecordPassRateId' },
    importUrl: '/api/recordpassrate/import',
    scored: 'recordPassRate',
    tiers: [
      ['A', 4],
      ['B', 2],
      ['C', 1],
    ],
  },
} as const;

interface Row {
  id: number;
  kind: Kind;
  /** Which of the run's enterprises. */
  enterprise: number;
  score: number | null;
  importer: Who;
}
interface Release extends Tracked {
  kind: Kind;
  rows: Row[];
  state: number;
  history: string[];
  /** Who created or submitted it (the importers of its rows are makers too). */
  makers: Set<Who>;
  annex: boolean;
  deleted: boolean;
}
interface Model {
  rows: Row[];
  releases: Release[];
  periods: Record<Kind, number>;
}
interface Real {
  enterprises: { id: number; base: number; name: string; code: string }[];
  actors: Record<Who, Actor>;
}

let t: TestApp;
const actors = {} as Record<Who, Actor>;
beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  actors.reg = await actorOf(t, 'reg', ['deptRegister']);
  actors.admin = await actorOf(t, 'admin', ['superAdmin']);
  actors.rev = await actorOf(t, 'rev', ['deptReview']);
  actors.rev2 = await actorOf(t, 'rev2', ['deptReview']);
});
afterAll(() => t.close());

/** Held by a release waiting for review or completed: not publishable again. */
const held = (m: Model, row: Row) =>
  m.releases.some((rel) => !rel.deleted && [WAITING, COMPLETED].includes(rel.state) && rel.rows.includes(row));
const publishable = (m: Model, row: Row) => row.score !== null && !held(m, row);
const makersOf = (rel: Release) => new Set<Who>([...rel.makers, ...rel.rows.map((row) => row.importer)]);
/** The n-th release, or with a state, the n-th of those in it (when any is; else the n-th of all). */
const pickRelease = (m: Model, n: number, state?: number) => {
  const inState = m.releases.filter((rel) => !rel.deleted && rel.state === state);
  const from = inState.length > 0 ? inState : m.releases;
  return from[n % from.length]!;
};
const rowsOf = (m: Model, kind: Kind, picks: number[]) => {
  const rows = m.rows.filter((row) => row.kind === kind);
  return [...new Set(picks.map((p) => rows[p % rows.length]!))];
};

/** How the server answered, by command and status: printed, to show which paths the runs took. */
const outcomes: Record<string, number> = {};
const seen = (what: string, answer: Answer) => bump(outcomes, `${what.split('(')[0]}:${answer.status}`);

/** A refusal with the message the server must give. */
type Expect = Plan & { message?: string };
function settleWith(plan: Expect, answer: Answer, what: string) {
  seen(what, answer);
  settle(plan, answer, what);
  if (!plan.ok && plan.message) expect(answer.body.message, what).toBe(plan.message);
}
const refusedWith = (status: number, message: string): Expect => ({ ...refused(status), message });

/** The plan of a submit (POST with state 3, or a draft's submit) of these rows. */
function rowsPlan(m: Model, rows: Row[], annex: boolean): Expect | undefined {
  if (!annex) return refusedWith(400, MSG.releaseUploadRequired);
  if (!rows.every((row) => publishable(m, row))) return refusedWith(400, ASSESSMENT_MSG.rowsNotPublishable);
  return undefined;
}

function decisionPlan(rel: Release, who: Who, approve: boolean, mode: RevisionMode): Plan {
  if (who === 'reg') return refused(403);
  if (rel.deleted) return refused(404);
  if (isStale(rel, mode)) return refused(412);
  if (rel.state !== WAITING) return refused(409);
  if (makersOf(rel).has(who)) return refused(403);
  return {
    ok: true,
    apply: () => {
      rel.state = approve ? COMPLETED : REFUSED;
      rel.history.push(approve ? '审核通过' : `审核拒绝：${REASON}`);
      rel.touched = true;
    },
  };
}

/** PUT …/review, its revision sent as If-Match or as the body's `revision`. */
const review = (who: Who, rel: Release, approve: boolean, revision?: number, inBody = false) =>
  call(t, 'PUT', `${KINDS[rel.kind].base}/review`, actors[who], {
    payload: {
      id: rel.id,
      approved: approve,
      ...(approve ? {} : { reason: REASON }),
      ...(inBody && revision !== undefined && { revision }),
    },
    ...(!inBody && { revision }),
  });

async function publish(r: Real, who: Who, kind: Kind, rows: Row[], draft: boolean, annex: boolean): Promise<Answer> {
  const res = await releaseRequest(t, KINDS[kind].base, r.actors[who].headers, {
    fields: { ...RELEASE_FORM, actDeterminationDate: todayInShanghai() },
    state: draft ? DRAFT : WAITING,
    relation: KINDS[kind].relation,
    rowIds: rows.map((row) => row.id),
    ...(!annex && { files: [] }),
  });
  return { status: res.statusCode, body: res.json() };
}

const newRelease = (kind: Kind, id: number, rows: Row[], draft: boolean, annex: boolean, who: Who): Release => ({
  id,
  kind,
  rows,
  state: draft ? DRAFT : WAITING,
  history: [draft ? '保存草稿' : '提交申请'],
  makers: new Set([who]),
  annex,
  deleted: false,
  revision: NaN,
  past: [],
  touched: false,
});

class Import extends Step<Model, Real> {
  readonly kind = 'import';
  constructor(
    readonly of: Kind,
    readonly who: 'reg' | 'admin',
    /** Per enterprise of the run: the tier it gets, or null when the file leaves it out. */
    readonly tiers: (number | null)[],
  ) {
    super();
  }
  async run(m: Model, r: Real) {
    const period = m.periods[this.of]++;
    const year = 2025 - Math.floor(period / 4);
    const quarter = (period % 4) + 1;
    const tiers = KINDS[this.of].tiers;
    const named = this.tiers.flatMap((tier, index) =>
      tier === null ? [] : [{ index, enterprise: r.enterprises[index]!, tier: tiers[tier % tiers.length]! }],
    );
    const month = String((quarter - 1) * 3 + 2).padStart(2, '0');
    const file =
      this.of === 'practice'
        ? await examWorkbook(
            named.map(({ enterprise, tier }) => ({
              enterprise,
              score: tier[0],
              start: `${year}-${month}-05 09:00`,
              end: `${year}-${month}-05 11:00`,
            })),
          )
        : await rateWorkbook(
            named.map(({ enterprise, tier }) => [enterprise.name, enterprise.code, year, quarter, tier[0]]),
          );
    const answer = await importFile(t, KINDS[this.of].importUrl, file, r.actors[this.who].headers);
    const body = answer.json<{ success: boolean; message: string }>();
    expect(body.success, `${this.toString()}: ${body.message}`).toBe(true);
    expect(body.message).toContain(this.of === 'practice' ? `成功${named.length}家` : `成功${named.length}条`);
    const table = this.of === 'practice' ? practiceAbilities : recordPassRates;
    const ids = named.map((x) => x.enterprise.id);
    const found = await t.db
      .select({ id: table.id, enterpriseId: table.enterpriseId, scoreValue: table.scoreValue, result: table.result })
      .from(table)
      .where(
        and(
          inArray(table.enterpriseId, ids),
          this.of === 'practice'
            ? and(eq(practiceAbilities.examYear, year), eq(practiceAbilities.examQuarter, quarter))
            : and(eq(recordPassRates.registerYear, year), eq(recordPassRates.quarter, quarter)),
        ),
      );
    expect(found, `${this.toString()}: one row per named enterprise`).toHaveLength(named.length);
    for (const { index, enterprise, tier } of named) {
      const row = found.find((f) => f.enterpriseId === enterprise.id)!;
      expect([row.result, row.scoreValue], `${this.toString()}: enterprise ${index}`).toEqual([true, tier[1]]);
      m.rows.push({ id: row.id, kind: this.of, enterprise: index, score: tier[1], importer: this.who });
    }
    await verify(m, r);
  }
  override toString = () => `import(${this.of},${this.who},${this.tiers.map((x) => x ?? '-').join('')})`;
}

class Publish extends Step<Model, Real> {
  readonly kind = 'publish';
  constructor(
    readonly of: Kind,
    readonly who: Who,
    readonly picks: number[],
    readonly draft: boolean,
    readonly annex: boolean,
  ) {
    super();
  }
  override check = (m: Readonly<Model>) => m.rows.some((row) => row.kind === this.of);
  async run(m: Model, r: Real) {
    const rows = rowsOf(m, this.of, this.picks);
    // Sending changes nothing of the model: the plan may read the new release's id from the answer.
    const answer = await publish(r, this.who, this.of, rows, this.draft, this.annex);
    let plan: Expect;
    if (this.who === 'rev') plan = refused(403);
    else if (this.draft && this.of === 'rate') plan = refusedWith(400, '该类申请不能保存草稿，请直接提交');
    else if (!this.draft && rowsPlan(m, rows, this.annex)) plan = rowsPlan(m, rows, this.annex)!;
    else
      plan = {
        ok: true,
        apply: () => {
          m.releases.push(newRelease(this.of, answer.body.extraData as number, rows, this.draft, this.annex, this.who));
        },
      };
    if (answer.status === 200)
      expect(answer.body.message, this.toString()).toBe(this.draft ? MSG.savedBang : MSG.submittedForReview);
    settleWith(plan, answer, this.toString());
    await verify(m, r);
  }
  override toString = () =>
    `publish(${this.of},${this.who},${this.picks.join('/')}${this.draft ? ',draft' : ''}${this.annex ? '' : ',bare'})`;
}

class Submit extends Step<Model, Real> {
  readonly kind = 'submit';
  constructor(
    readonly who: Who,
    readonly n: number,
    readonly mode: RevisionMode,
    readonly draft: boolean,
  ) {
    super();
  }
  override check = (m: Readonly<Model>) => m.releases.length > 0;
  async run(m: Model, r: Real) {
    const rel = pickRelease(m, this.n, this.draft ? DRAFT : undefined);
    let plan: Expect;
    if (rel.kind === 'rate') plan = refused(404);
    else if (this.who === 'rev') plan = refused(403);
    else if (rel.deleted) plan = refused(404);
    else if (isStale(rel, this.mode)) plan = refused(412);
    else if (rel.state !== DRAFT) plan = refused(409);
    else
      plan = rowsPlan(m, rel.rows, rel.annex) ?? {
        ok: true,
        apply: () => {
          rel.state = WAITING;
          rel.history.push('提交申请');
          rel.makers.add(this.who);
          rel.touched = true;
        },
      };
    const answer = await call(t, 'PUT', `${KINDS[rel.kind].base}/submit`, r.actors[this.who], {
      payload: { id: rel.id },
      revision: revisionFor(rel, this.mode),
    });
    settleWith(plan, answer, this.toString());
    await verify(m, r);
  }
  override toString = () => `submit(${this.who},${this.draft ? 'draft' : ''}#${this.n},${this.mode})`;
}

class Delete extends Step<Model, Real> {
  readonly kind = 'delete';
  constructor(
    readonly who: Who,
    readonly n: number,
    readonly mode: RevisionMode,
    readonly draft: boolean,
  ) {
    super();
  }
  override check = (m: Readonly<Model>) => m.releases.length > 0;
  async run(m: Model, r: Real) {
    const rel = pickRelease(m, this.n, this.draft ? DRAFT : undefined);
    let plan: Plan;
    if (rel.kind === 'rate') plan = refused(404);
    else if (this.who === 'rev') plan = refused(403);
    else if (rel.deleted) plan = refused(404);
    else if (isStale(rel, this.mode)) plan = refused(412);
    else if (rel.state !== DRAFT) plan = refused(409);
    else
      plan = {
        ok: true,
        apply: () => {
          rel.deleted = true;
          rel.history.push('删除草稿');
        },
      };
    const answer = await call(t, 'DELETE', `${KINDS[rel.kind].base}?id=${rel.id}`, r.actors[this.who], {
      revision: revisionFor(rel, this.mode),
    });
    settleWith(plan, answer, this.toString());
    await verify(m, r);
  }
  override toString = () => `delete(${this.who},${this.draft ? 'draft' : ''}#${this.n},${this.mode})`;
}

class Decide extends Step<Model, Real> {
  readonly kind = 'decide';
  constructor(
    readonly who: Who,
    readonly n: number,
    readonly approve: boolean,
    readonly mode: RevisionMode,
    readonly inBody: boolean,
    readonly waiting: boolean,
  ) {
    super();
  }
  override check = (m: Readonly<Model>) => m.releases.length > 0;
  async run(m: Model, r: Real) {
    const rel = pickRelease(m, this.n, this.waiting ? WAITING : undefined);
    const plan = decisionPlan(rel, this.who, this.approve, this.mode);
    const answer = await review(this.who, rel, this.approve, revisionFor(rel, this.mode), this.inBody);
    settleWith(plan, answer, this.toString());
    if (answer.status === 200 && this.approve)
      expect(answer.body.message).toBe(`审核通过，已为${rel.rows.length}家企业生成良好信用记录`);
    await verify(m, r);
  }
  override toString = () =>
    `${this.approve ? 'approve' : 'reject'}(${this.who},${this.waiting ? 'waiting' : ''}#${this.n},${this.mode}${this.inBody ? ',body' : ''})`;
}

/** Two decisions on one release at once, both with the revision their screens showed, or both without. */
class Pair extends Step<Model, Real> {
  readonly kind = 'decisionPair';
  constructor(
    readonly n: number,
    readonly a: { who: Who; approve: boolean },
    readonly b: { who: Who; approve: boolean },
    readonly withRevision: boolean,
  ) {
    super();
  }
  override check = (m: Readonly<Model>) => m.releases.length > 0;
  async run(m: Model, r: Real) {
    const rel = pickRelease(m, this.n, WAITING);
    const revision = this.withRevision && !rel.deleted ? rel.revision : undefined;
    const answers: Answer[] = [];
    const plans = [this.a, this.b].map((x) => decisionPlan(rel, x.who, x.approve, 'fresh'));
    const side = (x: Pair['a'], i: number) => ({
      what: `${x.approve ? 'approve' : 'reject'}(${x.who})`,
      // A refused maker sent without a revision may find the release decided by the other (409).
      plan: () => {
        const plan = plans[i]!;
        return plan.ok || revision !== undefined ? plan : refused(...plan.statuses, 409);
      },
      send: async () => (answers[i] = await review(x.who, rel, x.approve, revision)),
    });
    await settlePair(side(this.a, 0), side(this.b, 1));
    for (const answer of answers) seen('decisionPair', answer);
    if (plans[0]!.ok && plans[1]!.ok) {
      // Of two decisions that could each pass, the loser is told the release changed (412) or was handled (409).
      const loser = answers.find((answer) => answer.status !== 200)!;
      expect(loser.status, `${this.toString()}: ${JSON.stringify(loser.body)}`).toBe(
        revision === undefined ? 409 : 412,
      );
    }
    await verify(m, r);
  }
  override toString = () =>
    `pair(#${this.n}${this.withRevision ? ',rev' : ''}: ${this.a.approve ? 'approve' : 'reject'}/${this.a.who} ‖ ${this.b.approve ? 'approve' : 'reject'}/${this.b.who})`;
}

/** The registrar and the super administrator submit the same rows at once: the rows' locks let one through. */
class PublishPair extends Step<Model, Real> {
  readonly kind = 'publishPair';
  constructor(
    readonly of: Kind,
    readonly picks: number[],
  ) {
    super();
  }
  override check = (m: Readonly<Model>) => m.rows.some((row) => row.kind === this.of);
  async run(m: Model, r: Real) {
    const rows = rowsOf(m, this.of, this.picks);
    const can = rows.every((row) => publishable(m, row));
    const whos = ['reg', 'admin'] as const;
    const answers = await Promise.all(whos.map((who) => publish(r, who, this.of, rows, false, true)));
    for (const answer of answers) seen('publishPair', answer);
    const what = `${this.toString()}: ${answers.map((a) => `${a.status} ${JSON.stringify(a.body)}`).join(' / ')}`;
    expect(answers.filter((a) => a.status === 200).length, what).toBe(can ? 1 : 0);
    answers.forEach((answer, i) => {
      if (answer.status === 200)
        m.releases.push(newRelease(this.of, answer.body.extraData as number, rows, false, true, whos[i]!));
      else expect([answer.status, answer.body.message], what).toEqual([400, ASSESSMENT_MSG.rowsNotPublishable]);
    });
    await verify(m, r);
  }
  override toString = () => `publishPair(${this.of},${this.picks.join('/')})`;
}

interface Single {
  state: number;
  revision: number;
  history: { instructions: string }[];
  PracticeAbilityReleaseRelations?: { PracticeAbilityId: number }[];
  RecordPassRateReleaseRelations?: { RecordPassRateId: number }[];
}

/** The releases, their histories, revisions, rows and records, the scores and what is publishable, against the model. */
async function verify(m: Model, r: Real) {
  for (const rel of m.releases) {
    const what = `${rel.kind} release #${m.releases.indexOf(rel)} (${rel.id})`;
    expect(await historyRows(t, 'assessment_release_history', 'release_id', rel.id), `${what}: stored history`).toEqual(
      rel.history,
    );
    const answer = await call(t, 'GET', `${KINDS[rel.kind].base}/single?id=${rel.id}`, r.actors.rev);
    if (rel.deleted) {
      expect(answer.status, `${what} was deleted`).toBe(404);
      continue;
    }
    expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBe(200);
    const data = answer.body.extraData as Single;
    expect(data.state, `${what}: state`).toBe(rel.state);
    expect(
      data.history.map((h) => h.instructions),
      `${what}: history`,
    ).toEqual(rel.history);
    const related =
      rel.kind === 'practice'
        ? (data.PracticeAbilityReleaseRelations ?? []).map((x) => x.PracticeAbilityId)
        : (data.RecordPassRateReleaseRelations ?? []).map((x) => x.RecordPassRateId);
    expect(related.sort(), `${what}: rows`).toEqual(rel.rows.map((row) => row.id).sort());
    expect(etagRevision(answer.etag), `${what}: ETag`).toBe(data.revision);
    if (Number.isNaN(rel.revision)) rel.revision = data.revision;
    else checkRevision(rel, data.revision, what);
  }

  // Exactly one good-credit record per scored row of a completed release, for the row's enterprise.
  const ids = m.releases.map((rel) => rel.id);
  const records =
    ids.length === 0
      ? []
      : await t.db
          .select({
            releaseId: creditRecords.assessmentReleaseId,
            enterpriseId: creditRecords.enterpriseId,
            score: creditRecords.scoreValue,
            creditType: creditRecords.creditType,
          })
          .from(creditRecords)
          .where(inArray(creditRecords.assessmentReleaseId, ids));
  const key = (x: { releaseId: number | null; enterpriseId: number; score: number }) =>
    `${x.releaseId}:${x.enterpriseId}:${x.score}`;
  expect(
    records.map((rec) => key({ ...rec, score: Number(rec.score) })).sort(),
    'good-credit records of completed releases',
  ).toEqual(
    m.releases
      .filter((rel) => !rel.deleted && rel.state === COMPLETED)
      .flatMap((rel) =>
        rel.rows.map((row) =>
          key({ releaseId: rel.id, enterpriseId: r.enterprises[row.enterprise]!.id, score: row.score! }),
        ),
      )
      .sort(),
  );
  expect(records.every((rec) => rec.creditType === 1)).toBe(true);

  // Each enterprise's score moved by the bonuses of its completed releases.
  for (const [index, enterprise] of r.enterprises.entries()) {
    const bonus = m.releases
      .filter((rel) => !rel.deleted && rel.state === COMPLETED)
      .flatMap((rel) => rel.rows)
      .filter((row) => row.enterprise === index)
      .reduce((sum, row) => sum + row.score!, 0);
    expect(await scoreOf(t, enterprise.id), `enterprise ${index}: score = base + bonuses`).toBeCloseTo(
      enterprise.base + bonus,
      2,
    );
  }

  // The import lists say which rows may be published: scored and held by no waiting or completed release.
  for (const kind of ['practice', 'rate'] as const) {
    const rows = m.rows.filter((row) => row.kind === kind);
    if (rows.length === 0) continue;
    const list =
      kind === 'practice'
        ? await call(t, 'GET', '/api/practiceability/page?pageIndex=1&pageSize=9999', r.actors.reg)
        : await call(t, 'POST', '/api/recordpassrate/page', r.actors.reg, {
            payload: { pageIndex: 1, pageSize: 9999 },
          });
    const listed = new Map(
      (list.body.extraData as Page<{ id: number; canPublish: boolean }>).pageData.map((x) => [x.id, x.canPublish]),
    );
    expect(
      rows.map((row) => [row.id, listed.get(row.id)]),
      `${kind} rows publishable`,
    ).toEqual(rows.map((row) => [row.id, publishable(m, row)]));
  }
}

const kind = fc.constantFrom<Kind>('practice', 'practice', 'rate');
const n = fc.nat(7);
const picks = fc.array(fc.nat(9), { minLength: 1, maxLength: 3 });
const reviewer = fc.constantFrom<Who>('rev', 'rev', 'admin', 'admin', 'rev2', 'reg');
const publisher = fc.constantFrom<Who>('reg', 'reg', 'admin', 'admin', 'rev');
const deciders = fc.record({ who: fc.constantFrom<Who>('rev', 'rev2', 'admin'), approve: fc.boolean() });
const importer = fc
  .tuple(
    kind,
    fc.constantFrom<'reg' | 'admin'>('reg', 'admin'),
    fc.array(fc.option(fc.nat(4)), { minLength: 3, maxLength: 3 }),
  )
  .filter(([, , tiers]) => tiers.some((x) => x !== null))
  .map(([k, who, tiers]) => new Import(k, who, tiers));
const commands: fc.Arbitrary<fc.AsyncCommand<Model, Real, false>>[] = [
  importer,
  importer,
  fc
    .tuple(kind, publisher, picks, fc.boolean(), fc.constantFrom(true, true, true, false))
    .map(([k, who, p, draft, annex]) => new Publish(k, who, p, draft, annex)),
  fc
    .tuple(kind, publisher, picks, fc.boolean(), fc.constantFrom(true, true, true, false))
    .map(([k, who, p, draft, annex]) => new Publish(k, who, p, draft, annex)),
  fc.tuple(publisher, n, revisionMode, fc.boolean()).map(([who, i, mode, draft]) => new Submit(who, i, mode, draft)),
  fc.tuple(publisher, n, revisionMode, fc.boolean()).map(([who, i, mode, draft]) => new Delete(who, i, mode, draft)),
  fc
    .tuple(reviewer, n, fc.boolean(), revisionMode, fc.boolean(), fc.boolean())
    .map(([who, i, approve, mode, inBody, waiting]) => new Decide(who, i, approve, mode, inBody, waiting)),
  fc
    .tuple(reviewer, n, fc.boolean(), revisionMode, fc.boolean(), fc.boolean())
    .map(([who, i, approve, mode, inBody, waiting]) => new Decide(who, i, approve, mode, inBody, waiting)),
  fc.tuple(n, deciders, deciders, fc.boolean()).map(([i, a, b, withRevision]) => new Pair(i, a, b, withRevision)),
  fc.tuple(kind, picks).map(([k, p]) => new PublishPair(k, p)),
];

describe('assessment release applications against their model', () => {
  it('keeps state, history, revisions, rows, records and scores as the model says', { timeout: 120_000 }, async () => {
    const total = await runModel<Model, Real>('assessment releases', {
      commands,
      numRuns: 60,
      maxCommands: 40,
      setup: async () => {
        const enterprises = await Promise.all([0, 1, 2].map(() => importableEnterprise(t)));
        return {
          model: { rows: [], releases: [], periods: { practice: 0, rate: 0 } },
          real: { enterprises, actors },
        };
      },
    });
    console.log(`assessment releases, answers by command and status: ${JSON.stringify(outcomes)}`);
    expect(total).toBeGreaterThan(200);
    // Each rule was put to the test: passes, stale revisions, makers, held rows, races.
    for (const paths of [
      ['approve:200'],
      ['reject:200'],
      ['submit:200'],
      ['delete:200'],
      ['approve:403', 'reject:403'],
      ['approve:412', 'reject:412'],
      ['decisionPair:412'],
      ['publishPair:200'],
    ])
      expect(
        paths.some((path) => outcomes[path]),
        `the runs took the path ${paths.join(' or ')}`,
      ).toBe(true);
  });
});
