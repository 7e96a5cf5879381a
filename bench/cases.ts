/** Which child process a case loads: the bare Fastify reference or the real server. */
export type BenchTarget = 'baseline' | 'app';

export interface BenchCase {
  name: string;
  target: BenchTarget;
  method: 'GET' | 'POST';
  path: string;
  /** Sends the bench user's bearer token (permission enterprise:inquire). */
  authenticated: boolean;
}

const enterprisePage = (query: Record<string, string>) => `/api/enterprise/page?${new URLSearchParams(query).toString()}`;

/** Run in this order; exactly one case targets the baseline, and every ratio is to it. */
export const BENCH_CASES: BenchCase[] = [
  { name: 'baseline GET /', target: 'baseline', method: 'GET', path: '/', authenticated: false },
  { name: 'GET /healthz', target: 'app', method: 'GET', path: '/healthz', authenticated: false },
  {
    name: 'enterprise page 1 (10 rows)',
    target: 'app',
    method: 'GET',
    path: enterprisePage({ pageIndex: '1', pageSize: '10' }),
    authenticated: true,
  },
  {
    name: 'enterprise page 50 (20 rows, filtered)',
    target: 'app',
    method: 'GET',
    path: enterprisePage({ pageIndex: '50', pageSize: '20', qualificationLevel: '1', enterpriseName: '工程' }),
    authenticated: true,
  },
];
