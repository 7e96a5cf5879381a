import { CREDIT_RECORD_STATES, todayInShanghai } from '@credit/rules';
import type pg from 'pg';
import type { Measurement } from './cases.ts';
import type { CaseResult } from './load.ts';

/** Issue 14: the trend under 50 connections at least 0.7 × the same SQL through a bare `pg` pool. */
export const TREND_TARGET = 0.7;
export const TREND_PLAIN_PATH = '/plain/trend';

export interface TrendCaseReport {
  app: CaseResult;
  plain: CaseResult;
  timesPlain: number;
  /** Whether both answered the same scores and records (the ratio means something only then). */
  sameAnswer: boolean;
  met: boolean;
}

/** The monthly trend of this year, of the enterprise in the middle of the generated ones. */
function trendQuery(enterprises: number) {
  const year = Number(todayInShanghai().slice(0, 4));
  return { year, enterpriseId: Math.max(1, Math.floor(enterprises / 2)) };
}

export function trendMeasurements(enterprises: number): { app: Measurement; plain: Measurement } {
  const { year, enterpriseId } = trendQuery(enterprises);
  const query = `year=${year}&type=0&enterpriseId=${enterpriseId}`;
  return {
    app: {
      name: 'credit trend (monthly)',
      target: 'app',
      method: 'GET',
      path: `/api/publicity/trend?${query}`,
      authenticated: false,
    },
    plain: {
      name: 'plain SQL: credit trend (monthly)',
      target: 'baseline',
      method: 'GET',
      path: `${TREND_PLAIN_PATH}?${query}`,
      authenticated: false,
    },
  };
}

/**
 * The trend's SQL as one would write it by hand: the year's month-end snapshots, today's score,
 * and the records in force on some day of the year with the fields the public sees (unmasked, no
 * files: the public trend carries none), newest decision first.
 */
export async function plainTrend(pool: pg.Pool, year: number, enterpriseId: number) {
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const [snapshots, score, records] = await Promise.all([
    pool.query(
      'select month, score from score_snapshot where enterprise_id = $1 and month between $2 and $3 order by month',
      [enterpriseId, from, to],
    ),
    pool.query<{ score: string }>('select score from enterprise_score where enterprise_id = $1', [enterpriseId]),
    pool.query(
      `with r as (
         select c.*, greatest(c.act_determination_date,
             coalesce((c.completed_at at time zone 'Asia/Shanghai')::date, c.act_determination_date)) as counts_from,
           coalesce(l.valid_months, 12) as months
           from credit_record c left join behavior_level l on l.id = c.behavior_level_id
          where c.enterprise_id = $1 and c.process_status = $4)
       select r.id, r.register_number, r.credit_type, r.actor, r.behavior_category_name, r.behavior_content_name,
         r.identified_level_name, r.score_value, r.identification_unit, r.related_symbol, r.behavior_description,
         r.act_determination_date, r.counts_from
         from r
        where greatest(r.counts_from, $2::date) <= least($3::date, current_date)
          and (r.ended_on is null or r.ended_on > greatest(r.counts_from, $2::date))
          and r.act_determination_date + make_interval(months => r.months) > greatest(r.counts_from, $2::date)
        order by r.act_determination_date desc, r.id desc
        limit 100`,
      [enterpriseId, from, to, CREDIT_RECORD_STATES.completed],
    ),
  ]);
  return {
    success: true,
    message: '',
    extraData: { snapshots: snapshots.rows, score: score.rows[0], records: records.rows },
  };
}

/** Whether the app's trend lists the records its plain SQL finds, in the same order. */
export async function trendAnswersAsPlain(origins: { app: string; baseline: string }, enterprises: number) {
  const { app, plain } = trendMeasurements(enterprises);
  const [appAnswer, plainAnswer] = await Promise.all([
    fetch(`${origins.app}${app.path}`).then((r) => r.json() as Promise<{ extraData: { datas: { id: number }[] } }>),
    fetch(`${origins.baseline}${plain.path}`).then(
      (r) => r.json() as Promise<{ extraData: { records: { id: number | string }[] } }>,
    ),
  ]);
  const ids = (rows: { id: number | string }[]) => rows.map((row) => String(row.id)).join(',');
  return ids(appAnswer.extraData.datas) === ids(plainAnswer.extraData.records);
}

export const formatTrendCase = (report: TrendCaseReport) =>
  `credit trend at 50 connections: app ${report.app.requestsPerSecond.toFixed(0)} req/s (p99 ` +
  `${report.app.latencyMs.p99} ms), plain SQL ${report.plain.requestsPerSecond.toFixed(0)} req/s, ` +
  `${report.timesPlain.toFixed(2)} × (target ≥ ${TREND_TARGET} ×)${report.sameAnswer ? '' : ', answers differ'}: ` +
  (report.met ? 'met' : 'not met');
