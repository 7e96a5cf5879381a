import { CREDIT_RECORD_STATES, DEFAULT_SCORING_FIGURES, todayInShanghai } from '@credit/rules';
import { withClient } from './bench-database.ts';
import type { AppServer } from './start-servers.ts';

/** Issue 14: recomputing every score after a standard changes ≤ 2 × one bare aggregate over the same rows. */
export const RECOMPUTE_TARGET = 2;

export interface ScoreRecompute {
  /** Publishing a standard effective today through the API, which rescores every enterprise in its transaction. */
  appSeconds: number;
  /** The bare aggregate: each enterprise's sum of the score values of its records in force, the best of two runs. */
  aggregateSeconds: number;
  ratio: number;
  met: boolean;
}

const BARE_AGGREGATE = `
select enterprise_id, sum(score_value)
from credit_record
where process_status = $1 and act_determination_date <= current_date
  and act_determination_date + interval '12 months' > current_date
group by enterprise_id`;

async function seconds(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
}

async function appRequest(app: AppServer, method: string, path: string, body?: object) {
  const response = await fetch(`${app.origin}${path}`, {
    method,
    headers: { authorization: app.authorization, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await response.json()) as { success: boolean; message: string; extraData: unknown };
  if (!response.ok || !answer.success) throw new Error(`${method} ${path}: HTTP ${response.status} ${answer.message}`);
  return answer;
}

/** Times a standards change rescoring every enterprise, next to the bare aggregate, in the same run. */
export async function measureScoreRecompute(app: AppServer, databaseUrl: string): Promise<ScoreRecompute> {
  const aggregate = async () =>
    withClient(databaseUrl, (client) => seconds(() => client.query(BARE_AGGREGATE, [CREDIT_RECORD_STATES.completed])));
  const aggregateSeconds = Math.min(await aggregate(), await aggregate());
  const draft = await appRequest(app, 'POST', '/api/scoring/standard', {
    ...DEFAULT_SCORING_FIGURES,
    name: '基准测试标准',
    effectiveDate: todayInShanghai(),
    basePoints: DEFAULT_SCORING_FIGURES.basePoints + 1,
  });
  const appSeconds = await seconds(() =>
    appRequest(app, 'PUT', `/api/scoring/standard/publish?id=${String(draft.extraData)}`),
  );
  const ratio = appSeconds / aggregateSeconds;
  return { appSeconds, aggregateSeconds, ratio, met: ratio <= RECOMPUTE_TARGET };
}

export const formatScoreRecompute = (result: ScoreRecompute) =>
  `score recompute after a standard change: app ${result.appSeconds.toFixed(2)} s, bare aggregate ` +
  `${result.aggregateSeconds.toFixed(2)} s, ${result.ratio.toFixed(2)} × (target ≤ ${RECOMPUTE_TARGET} ×): ` +
  (result.met ? 'met' : 'not met');
