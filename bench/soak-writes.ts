import { CREDIT_DESK_PERMISSIONS, CREDIT_RECORD_STATES } from '@credit/rules';
import { setTimeout as sleep } from 'node:timers/promises';
import { postWorkbook } from './app-requests.ts';
import { withClient } from './bench-database.ts';

/** What the writers did during the soak. */
export interface WriteTally {
  approved: number;
  returned: number;
  /** Decisions refused because another desk user decided the record first (409) or changed it since it was listed (412). */
  lostRaces: number;
  imports: number;
  importedRows: number;
  /** Every other failure, by what failed: must stay empty. */
  errors: Record<string, number>;
}

export const emptyTally = (): WriteTally => ({
  approved: 0,
  returned: 0,
  lostRaces: 0,
  imports: 0,
  importedRows: 0,
  errors: {},
});

export const countError = (errors: Record<string, number>, what: string) => {
  errors[what] = (errors[what] ?? 0) + 1;
};

/** Two users work the 初审 desk at once, each deciding a record every DECISION_PERIOD_MS at most. */
export const DESK_USERS = 2;
const DECISION_PERIOD_MS = 500;
/** A desk user picks one of the oldest this many waiting records, as two people working one queue do. */
const DESK_PAGE_SIZE = 20;
/** One decision in this many returns the record to its author. */
const RETURN_EVERY = 4;
const RETURN_REASON = '证明材料不清晰，请重新扫描上传';
const FIRST_REVIEW_DESK = '/api/creditregister/desk/firstReview';
const REVIEW = '/api/creditregister/review';
const LOST_RACE_STATUSES = [409, 412];

const S = CREDIT_RECORD_STATES;

/** The most decisions the desk users can make in `seconds`, and a page to pick from at the end. */
export const decisionsWithin = (seconds: number) =>
  Math.ceil((seconds * 1000 * DESK_USERS) / DECISION_PERIOD_MS) + DESK_PAGE_SIZE;

/**
 * Makes sure `needed` records wait at 初审 (enterprises outside a park): missing ones are submitted
 * again from published declarations of such enterprises, each with its 提交 history row, as an
 * enterprise's declaration arrives. The bench data set has tens of thousands waiting; a small one
 * (the demo data) gets them here. Returns how many were made.
 */
export async function ensureWaitingAtFirstReview(databaseUrl: string, needed: number): Promise<number> {
  return withClient(databaseUrl, async (client) => {
    const { rowCount } = await client.query(
      `with waiting as (
         select count(*)::int as n from credit_record r join enterprise e on e.id = r.enterprise_id
         where r.process_status = $2 and not e.in_park
       ), source as (
         select r.*, row_number() over (order by r.id)::int as k, count(*) over ()::int as total
         from credit_record r join enterprise e on e.id = r.enterprise_id
         where not e.in_park and r.origin = 'enterprise' and r.process_status = $3 and r.ended_on is null
       ), made as (
         insert into credit_record (enterprise_id, credit_type, actor, enterprise_person_id, person_name,
           behavior_category_name, behavior_content_name, identified_level_name, innovation_award_description,
           score_value, identification_unit, act_determination_date, related_symbol, behavior_description,
           contact_person, telephone_cipher, process_status, origin, behavior_level_id, created_by, submitted_at)
         select s.enterprise_id, s.credit_type, s.actor, s.enterprise_person_id, s.person_name,
           s.behavior_category_name, s.behavior_content_name, s.identified_level_name, s.innovation_award_description,
           s.score_value, s.identification_unit, s.act_determination_date, s.related_symbol, s.behavior_description,
           s.contact_person, s.telephone_cipher, $2, s.origin, s.behavior_level_id, s.created_by, now()
         from waiting cross join generate_series(1, greatest($1::int - waiting.n, 0)) as i
         join source s on s.k = 1 + (i - 1) % s.total
         order by i
         returning id
       )
       insert into credit_record_history (record_id, desk, operator_name, instructions)
       select id, $4, '企业经办人', '提交' from made order by id`,
      [needed, S.firstReview, S.completed, CREDIT_DESK_PERMISSIONS.declare],
    );
    return rowCount ?? 0;
  });
}

interface WriterCall {
  /** The proxy's address. */
  origin: string;
  authorization: string;
  tally: WriteTally;
}

/** A call the writers make; its status, or 0 when the connection failed (counted as an error). */
async function send(
  call: WriterCall,
  method: string,
  path: string,
  body?: object,
): Promise<{ status: number; json: unknown }> {
  try {
    const response = await fetch(`${call.origin}${path}`, {
      method,
      headers: { authorization: call.authorization, ...(body && { 'content-type': 'application/json' }) },
      body: body && JSON.stringify(body),
    });
    // An answer that is not JSON (a proxy's error page) keeps its status.
    return { status: response.status, json: await response.json().catch(() => undefined) };
  } catch (error) {
    countError(call.tally.errors, `${method} ${path.split('?')[0]}: ${(error as Error).message}`);
    return { status: 0, json: undefined };
  }
}

interface Waiting {
  id: number;
  revision: number;
}

/**
 * One desk user until `until`: lists the oldest records waiting at 初审, decides one of them
 * (approves, or returns one in RETURN_EVERY with a reason) with the revision the list showed.
 */
export async function workTheDesk(call: WriterCall, user: number, until: number): Promise<void> {
  for (let turn = 0; Date.now() < until; turn++) {
    const started = Date.now();
    const listed = await send(call, 'GET', `${FIRST_REVIEW_DESK}?pageIndex=1&pageSize=${DESK_PAGE_SIZE}`);
    const page = (listed.json as { extraData?: { pageData?: Waiting[] } } | undefined)?.extraData?.pageData;
    if (listed.status !== 200 || !page) {
      if (listed.status !== 0) countError(call.tally.errors, `GET ${FIRST_REVIEW_DESK}: HTTP ${listed.status}`);
    } else if (page.length === 0) {
      countError(call.tally.errors, `${FIRST_REVIEW_DESK}: no record waiting`);
    } else {
      const record = page[(turn * 7 + user * 3) % page.length]!;
      const approved = (turn + user) % RETURN_EVERY !== 0;
      const decision = await send(call, 'PUT', REVIEW, {
        id: record.id,
        approved,
        revision: record.revision,
        ...(!approved && { reason: RETURN_REASON }),
      });
      if (decision.status === 200) call.tally[approved ? 'approved' : 'returned'] += 1;
      else if (LOST_RACE_STATUSES.includes(decision.status)) call.tally.lostRaces += 1;
      else if (decision.status !== 0) {
        const message = (decision.json as { message?: string } | undefined)?.message ?? '';
        countError(call.tally.errors, `PUT ${REVIEW}: HTTP ${decision.status} ${message}`);
      }
    }
    await sleep(Math.max(0, DECISION_PERIOD_MS - (Date.now() - started)));
  }
}

/** An import starts this long after the soak does, then every IMPORT_PERIOD_MS. */
const FIRST_IMPORT_AFTER_MS = 5_000;
const IMPORT_PERIOD_MS = 60_000;
const PRACTICE_ABILITY_IMPORT = '/api/practiceability/import';

/**
 * Imports the practice-ability workbooks in turn, one every IMPORT_PERIOD_MS until `until` (the
 * first one FIRST_IMPORT_AFTER_MS in): the second round imports the same periods again, as a
 * corrected file does, and updates them.
 */
export async function importEveryMinute(
  call: WriterCall,
  workbooks: { file: string; rows: number }[],
  until: number,
): Promise<void> {
  const started = Date.now();
  for (let n = 0; ; n++) {
    const at = started + FIRST_IMPORT_AFTER_MS + n * IMPORT_PERIOD_MS;
    if (at >= until) return;
    await sleep(Math.max(0, at - Date.now()));
    const workbook = workbooks[n % workbooks.length]!;
    try {
      await postWorkbook(call, PRACTICE_ABILITY_IMPORT, workbook.file);
      call.tally.imports += 1;
      call.tally.importedRows += workbook.rows;
    } catch (error) {
      countError(call.tally.errors, (error as Error).message);
    }
  }
}
