import {
  BIDDING_FEEDBACK_WORKFLOW,
  CREDIT_APPEAL_WORKFLOW,
  CREDIT_RECORD_WORKFLOW,
  PASS_RATE_RELEASE_WORKFLOW,
  PRACTICE_ABILITY_RELEASE_WORKFLOW,
  RECORD_REQUEST_KINDS,
  isDirectPublish,
  stateLabel,
  type RecordRequestKind,
  type Workflow,
  type WorkflowFacts,
  type WorkflowTransition,
} from '@credit/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

// The demo data (docs/demo-data.md) as the workflows could have produced it: every seeded item's
// history, replayed through its workflow table from 草稿, reaches the state it is stored in, by
// desks that may fire each step, never by the item's own maker deciding it, never after the
// seeding; and every item carries the fields and attachments its form requires.

interface HistoryRow {
  desk: string | null;
  operatorId: number | null;
  operatorName: string;
  instructions: string;
  createdAt: Date;
}

interface Item {
  flow: string;
  id: number;
  label: string;
  workflow: Workflow;
  facts: WorkflowFacts;
  state: number;
  /** The item's own timestamps (created, submitted, decided…). */
  times: (Date | null)[];
  history: HistoryRow[];
  /** Makers recorded outside the history (who imported a release's rows). */
  makers: string[];
  /** The attachment category of its form; null where it has none. */
  annexCategory: string | null;
  annexTypes: string[];
  /** Required fields it lacks (besides attachments). */
  missing: string[];
}

let t: TestApp;
/** The moment the seeding was over: nothing seeded may be dated later. */
let seededAt: Date;

beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  seededAt = new Date();
}, 180_000);
afterAll(() => t.close());

async function rows<Row>(text: string, values: unknown[] = []): Promise<Row[]> {
  return (await t.db.$client.query(text, values)).rows as Row[];
}

/** An item's history, oldest first, by its history table and key. */
async function histories(table: string, key: string, withDesk = true): Promise<Map<number, HistoryRow[]>> {
  const found = await rows<HistoryRow & { owner: number }>(
    `select ${key} as owner, ${withDesk ? 'desk' : 'null as desk'}, operator_id as "operatorId",
            operator_name as "operatorName", instructions, created_at as "createdAt"
       from ${table} order by ${key}, created_at, id`,
  );
  const byOwner = new Map<number, HistoryRow[]>();
  for (const { owner, ...row } of found) byOwner.set(owner, [...(byOwner.get(owner) ?? []), row]);
  return byOwner;
}

/** The attachment types each item holds, by its link table and key. */
async function annexTypes(table: string, key: string): Promise<Map<number, string[]>> {
  const found = await rows<{ owner: number; fileType: string }>(
    `select l.${key} as owner, a.file_type as "fileType" from ${table} l join annex a on a.id = l.annex_id`,
  );
  const byOwner = new Map<number, string[]>();
  for (const { owner, fileType } of found) byOwner.set(owner, [...(byOwner.get(owner) ?? []), fileType]);
  return byOwner;
}

async function creditRecordItems(): Promise<Item[]> {
  const records = await rows<{
    id: number;
    description: string;
    state: number;
    origin: string;
    creditType: number;
    scoreValue: string;
    inPark: boolean;
    actor: number | null;
    personId: number | null;
    needsInnovationAward: boolean | null;
    innovationAward: string | null;
    createdAt: Date;
    submittedAt: Date | null;
    completedAt: Date | null;
  }>(
    `select r.id, r.behavior_description as description, r.process_status as state, r.origin,
            r.credit_type as "creditType", r.score_value as "scoreValue", e.in_park as "inPark", r.actor,
            r.enterprise_person_id as "personId", c.needs_innovation_award as "needsInnovationAward",
            r.innovation_award_description as "innovationAward", r.created_at as "createdAt",
            r.submitted_at as "submittedAt", r.completed_at as "completedAt"
       from credit_record r
       join enterprise e on e.id = r.enterprise_id
       left join behavior_level l on l.id = r.behavior_level_id
       left join behavior_content c on c.id = l.content_id
      -- An assessment bonus is no item of the flow: its release's approval wrote it (checked below).
      where r.assessment_release_id is null
      order by r.id`,
  );
  const history = await histories('credit_record_history', 'record_id');
  const annexes = await annexTypes('credit_record_annex', 'record_id');
  return records.map((record) => ({
    flow: CREDIT_RECORD_WORKFLOW.key,
    id: record.id,
    label: record.description,
    workflow: CREDIT_RECORD_WORKFLOW,
    facts: {
      scoreValue: Number(record.scoreValue),
      inPark: record.inPark,
      directPublish: isDirectPublish(record.origin, record.creditType),
    },
    state: record.state,
    times: [record.createdAt, record.submittedAt, record.completedAt],
    history: history.get(record.id) ?? [],
    makers: [],
    annexCategory: 'creditRecord',
    annexTypes: annexes.get(record.id) ?? [],
    missing: [
      ...(record.needsInnovationAward && !record.innovationAward?.trim() ? ['创新奖项'] : []),
      ...(record.actor === 2 && record.personId === null ? ['涉及人员'] : []),
    ],
  }));
}

async function appealItems(): Promise<Item[]> {
  const appeals = await rows<{
    id: number;
    reason: string;
    state: number;
    scoreValue: string;
    inPark: boolean;
    createdAt: Date;
    decidedAt: Date | null;
  }>(
    `select a.id, a.appeal_reason as reason, a.process_status as state, r.score_value as "scoreValue",
            e.in_park as "inPark", a.created_at as "createdAt", a.decided_at as "decidedAt"
       from credit_appeal a join credit_record r on r.id = a.record_id join enterprise e on e.id = r.enterprise_id
      order by a.id`,
  );
  const history = await histories('credit_appeal_history', 'appeal_id');
  const annexes = await annexTypes('credit_appeal_annex', 'appeal_id');
  return appeals.map((appeal) => ({
    flow: CREDIT_APPEAL_WORKFLOW.key,
    id: appeal.id,
    label: appeal.reason,
    workflow: CREDIT_APPEAL_WORKFLOW,
    facts: { scoreValue: Number(appeal.scoreValue), inPark: appeal.inPark },
    state: appeal.state,
    times: [appeal.createdAt, appeal.decidedAt],
    history: history.get(appeal.id) ?? [],
    makers: [],
    annexCategory: 'creditAppeal',
    annexTypes: annexes.get(appeal.id) ?? [],
    missing: [],
  }));
}

async function requestItems(): Promise<Item[]> {
  const requests = await rows<{
    id: number;
    kind: RecordRequestKind['key'];
    reason: string;
    state: number;
    scoreValue: string;
    createdAt: Date;
    decidedAt: Date | null;
  }>(
    `select q.id, q.kind, q.reason, q.process_status as state, r.score_value as "scoreValue",
            q.created_at as "createdAt", q.decided_at as "decidedAt"
       from credit_request q join credit_record r on r.id = q.record_id order by q.id`,
  );
  const history = await histories('credit_request_history', 'request_id');
  const annexes = await annexTypes('credit_request_annex', 'request_id');
  return requests.map((request) => {
    const kind = RECORD_REQUEST_KINDS[request.kind];
    return {
      flow: kind.workflow.key,
      id: request.id,
      label: request.reason,
      workflow: kind.workflow,
      facts: { scoreValue: Number(request.scoreValue) },
      state: request.state,
      times: [request.createdAt, request.decidedAt],
      history: history.get(request.id) ?? [],
      makers: [],
      annexCategory: kind.annexCategory,
      annexTypes: annexes.get(request.id) ?? [],
      missing: [],
    };
  });
}

async function feedbackItems(): Promise<Item[]> {
  const feedback = await rows<{ id: number; name: string; state: number; createdAt: Date; submittedAt: Date | null }>(
    `select id, agent_project_name as name, process_status as state, created_at as "createdAt",
            submitted_at as "submittedAt"
       from bidding_feedback order by id`,
  );
  const history = await histories('bidding_feedback_history', 'feedback_id');
  const annexes = await annexTypes('bidding_feedback_annex', 'feedback_id');
  return feedback.map((item) => ({
    flow: BIDDING_FEEDBACK_WORKFLOW.key,
    id: item.id,
    label: item.name,
    workflow: BIDDING_FEEDBACK_WORKFLOW,
    facts: {},
    state: item.state,
    times: [item.createdAt, item.submittedAt],
    history: history.get(item.id) ?? [],
    makers: [],
    annexCategory: 'biddingFeedback',
    annexTypes: annexes.get(item.id) ?? [],
    missing: [],
  }));
}

const RELEASE_WORKFLOWS: Record<string, Workflow> = {
  practiceAbility: PRACTICE_ABILITY_RELEASE_WORKFLOW,
  passRate: PASS_RATE_RELEASE_WORKFLOW,
};

async function releaseItems(): Promise<Item[]> {
  const releases = await rows<{
    id: number;
    kind: string;
    description: string;
    state: number;
    createdAt: Date;
    reviewedAt: Date | null;
    importers: string[];
  }>(
    `select s.id, s.kind, s.behavior_description as description, s.state, s.created_at as "createdAt",
            s.reviewed_at as "reviewedAt",
            array(select distinct i.created_by_name from assessment_import i
                   where i.id in (select p.import_id from practice_ability p
                                    join practice_ability_release_relation x on x.practice_ability_id = p.id
                                   where x.release_id = s.id
                                  union
                                  select p.import_id from record_pass_rate p
                                    join record_pass_rate_release_relation x on x.record_pass_rate_id = p.id
                                   where x.release_id = s.id)) as importers
       from assessment_release s order by s.id`,
  );
  const history = await histories('assessment_release_history', 'release_id', false);
  const annexes = await annexTypes('assessment_release_annex', 'release_id');
  return releases.map((release) => {
    const workflow = RELEASE_WORKFLOWS[release.kind];
    if (!workflow) throw new Error(`no release flow for ${release.kind}`);
    return {
      flow: workflow.key,
      id: release.id,
      label: release.description,
      workflow,
      facts: {},
      state: release.state,
      times: [release.createdAt, release.reviewedAt],
      history: history.get(release.id) ?? [],
      // Whoever imported its rows made it too.
      makers: release.importers,
      annexCategory: 'release',
      annexTypes: annexes.get(release.id) ?? [],
      missing: [],
    };
  });
}

/** A desk's decision on an item (approve or refuse), which none of its makers may take. */
const isDecision = (transition: WorkflowTransition) =>
  transition.action === 'approve' ||
  transition.action === 'reject' ||
  (transition as { notByMaker?: boolean }).notByMaker === true;

const isSubmission = (transition: WorkflowTransition) =>
  transition.action === 'submit' || transition.action === 'resubmit';

/** The platform's row for a newly written item (the forms write it): its writer is a maker. */
const CREATED = '创建';

/** Who acted: the user where the row names one, else the name it shows (the demo's rows name no user). */
const who = (row: Pick<HistoryRow, 'operatorId' | 'operatorName'>) =>
  row.operatorId === null ? `name:${row.operatorName}` : `user:${row.operatorId}`;

/**
 * Replays an item's history through its workflow table from its first state (草稿): the rows whose
 * instruction (up to '：') is a transition's label, oldest first; the platform's own rows (创建,
 * 修改, 删除, a department's 撤销：…, 保存草稿) name no transition and are skipped. Returns what is wrong.
 */
function replayProblems(item: Item, requiredTypes: readonly string[]): string[] {
  const problems: string[] = [];
  const { workflow } = item;
  const makers = new Set(item.makers.map((name) => `name:${name}`));
  let state = workflow.states[0]?.code ?? 0;
  for (const row of item.history) {
    if (row.createdAt.getTime() > seededAt.getTime())
      problems.push(`history row ${row.instructions} is dated ${row.createdAt.toISOString()}, after the seeding`);
    if (row.instructions === CREATED) makers.add(who(row));
    const [head = '', ...rest] = row.instructions.split('：');
    const named = workflow.transitions.filter((transition) => transition.label === head);
    if (named.length === 0) continue;
    const transition = named.find(
      (candidate) => candidate.from.includes(state) && (candidate.when?.holds(item.facts) ?? true),
    );
    if (!transition) {
      problems.push(`${head} is no transition from ${stateLabel(workflow, state)} for ${JSON.stringify(item.facts)}`);
      return problems;
    }
    const automatic = (transition as { automatic?: boolean }).automatic === true;
    if (row.desk !== null && !automatic && !transition.permissions.includes(row.desk))
      problems.push(`${head} was fired at ${row.desk}, not at ${transition.permissions.join('/')}`);
    if (transition.needsReason && !rest.join('：').trim()) problems.push(`${head} gives no reason`);
    if (isDecision(transition) && makers.has(who(row)))
      problems.push(`${head} was decided by ${row.operatorName}, who made the item`);
    if (isSubmission(transition)) makers.add(who(row));
    state = transition.to;
  }
  if (state !== item.state)
    problems.push(
      `its history ends at ${stateLabel(workflow, state)} but it is stored at ${stateLabel(workflow, item.state)}`,
    );
  for (const time of item.times)
    if (time && time.getTime() > seededAt.getTime())
      problems.push(`it is dated ${time.toISOString()}, after the seeding`);
  const draft = item.state === (workflow.states[0]?.code ?? 0);
  if (!draft && item.annexCategory) {
    if (item.annexTypes.length === 0) problems.push('it was submitted without an attachment');
    for (const type of requiredTypes)
      if (!item.annexTypes.includes(type)) problems.push(`it was submitted without its ${type}`);
  }
  for (const field of item.missing) problems.push(`it lacks its ${field}`);
  return problems;
}

describe('the demo data replayed through the workflow tables (docs/demo-data.md)', () => {
  it('holds items of every flow, each reached by its history, by desks that may, required fields present', async () => {
    const items = [
      ...(await creditRecordItems()),
      ...(await appealItems()),
      ...(await requestItems()),
      ...(await feedbackItems()),
      ...(await releaseItems()),
    ];
    const required = await rows<{ category: string; name: string }>(
      `select category, name from annex_type where required`,
    );
    const flows = new Set(items.map((item) => item.flow));
    for (const workflow of [
      CREDIT_RECORD_WORKFLOW,
      CREDIT_APPEAL_WORKFLOW,
      RECORD_REQUEST_KINDS.revoke.workflow,
      RECORD_REQUEST_KINDS.repair.workflow,
      BIDDING_FEEDBACK_WORKFLOW,
      PRACTICE_ABILITY_RELEASE_WORKFLOW,
      PASS_RATE_RELEASE_WORKFLOW,
    ])
      expect(flows, workflow.key).toContain(workflow.key);
    const problems = items.flatMap((item) =>
      replayProblems(
        item,
        required.filter((type) => type.category === item.annexCategory).map((type) => type.name),
      ).map((problem) => `${item.flow} #${item.id} (${item.label.slice(0, 24)}): ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it('writes assessment bonuses only for approved releases, published by the approval', async () => {
    const bonuses = await rows<{ id: number; kind: string; state: number; completedAt: Date | null }>(
      `select r.id, s.kind, s.state, r.completed_at as "completedAt"
         from credit_record r join assessment_release s on s.id = r.assessment_release_id`,
    );
    expect(bonuses.length).toBeGreaterThan(0);
    for (const bonus of bonuses) {
      const workflow = RELEASE_WORKFLOWS[bonus.kind];
      const approvedInto = workflow?.transitions.filter((t) => t.action === 'approve').map((t) => t.to) ?? [];
      expect(approvedInto, `bonus #${bonus.id}`).toContain(bonus.state);
      expect(bonus.completedAt?.getTime() ?? 0, `bonus #${bonus.id}`).toBeLessThanOrEqual(seededAt.getTime());
    }
  });

  it('has at most one appeal or request open about a record, as the submissions refuse a second', async () => {
    // Open: a desk could still decide it (some approval or refusal leaves its state).
    const open = (workflow: Workflow) =>
      workflow.states
        .map((state) => state.code)
        .filter((code) => workflow.transitions.some((t) => isDecision(t) && t.from.includes(code)));
    const appeals = await rows<{ recordId: number; state: number }>(
      `select record_id as "recordId", process_status as state from credit_appeal`,
    );
    const requests = await rows<{ recordId: number; kind: RecordRequestKind['key']; state: number }>(
      `select record_id as "recordId", kind, process_status as state from credit_request`,
    );
    const openAbout = [
      ...appeals.filter((a) => open(CREDIT_APPEAL_WORKFLOW).includes(a.state)).map((a) => a.recordId),
      ...requests.filter((r) => open(RECORD_REQUEST_KINDS[r.kind].workflow).includes(r.state)).map((r) => r.recordId),
    ];
    expect(openAbout.length).toBeGreaterThan(0);
    expect(openAbout.filter((id, index) => openAbout.indexOf(id) !== index)).toEqual([]);
  });
});
