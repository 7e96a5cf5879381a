import autocannon from 'autocannon';
import { appMeasurement, ENTERPRISE_PAGE_1, listCases, type Measurement } from './cases.ts';

/** What the mixed reads did over a stretch of the soak. */
export interface ReadFigures {
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number; max: number };
  /** Answers other than 2xx, failed connections and timeouts. */
  errors: number;
  /** Answers by HTTP status. */
  statuses: Record<string, number>;
}

/** A read unanswered after this many seconds is an error of the soak. */
const TIMEOUT_SECONDS = 30;

const PUBLIC_RANKING_PAGE_1 = { pageIndex: 1, pageSize: 10 };

/**
 * A busy day's reads, each connection sending them in turn: the desks' enterprise list (page 1 and a
 * filtered page), a record list, one enterprise's detail and staff, and the public portal's ranking,
 * that enterprise's level and the policy list. The enterprise is the one the list cases pick from
 * the middle of the data set (`enterprises` is how many the database holds).
 */
export function soakReads(enterprises: number): Measurement[] {
  const cases = listCases({ enterprises });
  const listed = (name: string) => {
    const listCase = cases.find((c) => c.name === name);
    if (!listCase) throw new Error(`the list cases lack ${name}`);
    return listCase;
  };
  const staff = listed('staff of one enterprise');
  const sampleId = Number(staff.filter['enterpriseId']);
  const get = (name: string, path: string, authenticated: boolean): Measurement => ({
    name,
    target: 'app',
    method: 'GET',
    path,
    authenticated,
  });
  return [
    appMeasurement(listed(ENTERPRISE_PAGE_1)),
    appMeasurement(listed('enterprise page 50 searched 华信, level 1 (20 rows)')),
    appMeasurement(listed('bad credit records of all enterprises')),
    get('enterprise detail', `/api/enterprise/single?id=${sampleId}`, true),
    appMeasurement(staff),
    {
      name: 'public ranking page 1',
      target: 'app',
      method: 'POST',
      path: '/api/publicity/ranking',
      body: PUBLIC_RANKING_PAGE_1,
      authenticated: false,
    },
    get('public enterprise level', `/api/publicity/enterpriselevel?enterpriseId=${sampleId}`, false),
    get('public policy list', '/api/publicity/policies?pageIndex=1&pageSize=10', false),
  ];
}

/** The read as sent: the session's header when it needs one, JSON when it has a body. */
function requestOf(read: Measurement, authorization: string) {
  return {
    method: read.method,
    path: read.path,
    headers: {
      ...(read.authenticated && { authorization }),
      ...(read.body && { 'content-type': 'application/json' }),
    },
    ...(read.body && { body: JSON.stringify(read.body) }),
  };
}

/** Sends each read once: a read the platform refuses is named before any load starts. */
export async function checkReads(url: string, reads: Measurement[], authorization: string): Promise<void> {
  for (const read of reads) {
    const { method, path, headers, body } = requestOf(read, authorization);
    const response = await fetch(`${url}${path}`, { method, headers, body });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${read.name} (${method} ${path}) answered HTTP ${response.status}`);
  }
}

/**
 * The reads at `connections` through `url` for `seconds`, after `warmUpSeconds` not counted; an
 * error is counted, never thrown.
 */
export async function loadReads(
  url: string,
  reads: Measurement[],
  authorization: string,
  connections: number,
  seconds: { duration: number; warmUp?: number },
): Promise<ReadFigures> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds.duration,
    ...(seconds.warmUp && { warmup: { connections, duration: seconds.warmUp } }),
    timeout: TIMEOUT_SECONDS,
    requests: reads.map((read) => requestOf(read, authorization)),
  });
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]),
  );
  return {
    seconds: result.duration,
    requests: result.requests.total,
    requestsPerSecond: result.requests.total / result.duration,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    // autocannon counts a timeout among the errors too.
    errors: result.non2xx + result.errors,
    statuses,
  };
}
