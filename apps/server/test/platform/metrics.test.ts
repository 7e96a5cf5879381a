import { MSG } from '@credit/rules';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify, SMS_TASK } from '../../src/modules/notification/notify.ts';
import { streamXlsxExport } from '../../src/platform/excel/index.ts';
import { enqueue } from '../../src/platform/jobs/job-queue.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const TOKEN = 'metrics-token-0123456789';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN, PUBLIC_RATE_LIMIT: '2' } });
});
afterAll(() => t.close());

const scrape = async (app: TestApp = t) => {
  const res = await app.app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
};

/** The value of one sample of the scrape, `name{labels} value`; undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = match[2]?.split(',') ?? [];
    if (wanted.every((label) => present.includes(label))) return Number(match[3]);
  }
  return undefined;
}

/** Every label value of the scrape. */
const labelValues = (text: string) => [...text.matchAll(/[a-z_]+="([^"]*)"/g)].map((m) => m[1]);

describe('GET /metrics', () => {
  it('counts and times each answer by route pattern and status class', async () => {
    const healthz = { method: 'GET', route: '/healthz', status_class: '2xx' };
    const before = sample(await scrape(), 'http_requests_total', healthz) ?? 0;
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    const text = await scrape();
    expect(sample(text, 'http_requests_total', healthz)).toBe(before + 3);
    expect(sample(text, 'http_request_duration_seconds_count', healthz)).toBe(before + 3);
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...healthz, le: '+Inf' })).toBe(before + 3);
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('labels a request by its route’s pattern, never its ids or query, and an unknown path as unmatched', async () => {
    await t.app.inject({ url: '/api/annex/file/987654?download=1' });
    await t.app.inject({ url: '/api/no-such-route/876543' });
    const text = await scrape();
    expect(sample(text, 'http_requests_total', { route: '/api/annex/file/:id', status_class: '4xx' })).toBe(1);
    expect(sample(text, 'http_requests_total', { route: 'unmatched', status_class: '4xx' })).toBeGreaterThanOrEqual(1);
    const values = labelValues(text);
    expect(values.length).toBeGreaterThan(10);
    expect(values.filter((value) => /987654|876543|\?/.test(value ?? ''))).toEqual([]);
  });

  it('reports the database pool and the process', async () => {
    const text = await scrape();
    const primary = { pool: 'primary' };
    expect(sample(text, 'db_pool_total_clients', primary)).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'db_pool_idle_clients', primary)).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'db_pool_waiting_clients', primary)).toBe(0);
    // Without DATABASE_READ_URL there is no replica's pool to report.
    expect(sample(text, 'db_pool_total_clients', { pool: 'replica' })).toBeUndefined();
    for (const name of [
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
    ])
      expect(sample(text, name), name).toBeGreaterThan(0);
    expect(text).toContain('# TYPE nodejs_gc_duration_seconds histogram');
  });

  it('shows a job enqueued in the queue’s depth, and one out of attempts as failed', async () => {
    const depth = async () => {
      const text = await scrape();
      return Object.fromEntries(
        ['pending', 'scheduled', 'locked', 'failed'].map((state) => [state, sample(text, 'job_queue_jobs', { state })]),
      );
    };
    expect(await depth()).toEqual({ pending: 0, scheduled: 0, locked: 0, failed: 0 });
    await enqueue(t.db, 'sms_send', { messageId: 1 });
    await enqueue(t.db, 'sms_send', { messageId: 2 }, { runAt: new Date(Date.now() + 3_600_000) });
    await enqueue(t.db, 'sms_send', { messageId: 3 }, { maxAttempts: 1 });
    await t.db.$client.query(
      `update graphile_worker._private_jobs set attempts = max_attempts where payload->>'messageId' = '3'`,
    );
    expect(await depth()).toEqual({ pending: 1, scheduled: 1, locked: 0, failed: 1 });
  });

  it('shows an export while it runs', async () => {
    const exporting = Fastify();
    let release = () => {};
    let started = () => {};
    const running = new Promise<void>((resolve) => (started = resolve));
    exporting.get('/export', (_request, reply) =>
      streamXlsxExport({
        reply,
        title: '导出',
        columns: [{ header: '名称', key: 'name' }],
        rows: (async function* () {
          started();
          await new Promise<void>((resolve) => (release = resolve));
          yield { name: '企业' };
        })(),
      }),
    );
    const download = exporting.inject({ url: '/export' });
    await running;
    expect(sample(await scrape(), 'excel_transfers_in_progress', { kind: 'export' })).toBe(1);
    release();
    expect((await download).statusCode).toBe(200);
    expect(sample(await scrape(), 'excel_transfers_in_progress', { kind: 'export' })).toBe(0);
    expect(sample(await scrape(), 'excel_transfers_in_progress', { kind: 'import' })).toBe(0);
    await exporting.close();
  });

  it('refuses a caller away from the allowed addresses without the token, in the usual envelope', async () => {
    const remote = await t.app.inject({ url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toEqual({ success: false, message: MSG.forbidden, extraData: null });
    const wrongToken = await t.app.inject({
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrongToken.statusCode).toBe(403);
    // A remote caller claiming to be local, and a local proxy relaying a remote one.
    for (const [remoteAddress, headers] of [
      ['203.0.113.9', { 'x-forwarded-for': '127.0.0.1' }],
      ['127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }],
      ['127.0.0.1', { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' }],
      ['127.0.0.1', { forwarded: 'for=203.0.113.9' }],
    ] as const) {
      const relayed = await t.app.inject({ url: '/metrics', remoteAddress, headers });
      expect(relayed.statusCode, `${remoteAddress} ${JSON.stringify(headers)}`).toBe(403);
    }
    const localRelay = { 'x-forwarded-for': '127.0.0.1' };
    expect((await t.app.inject({ url: '/metrics', headers: localRelay })).statusCode).toBe(200);
  });

  it('lets in the token from anywhere, and loopback addresses without it', async () => {
    const withToken = await t.app.inject({
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
      expect((await t.app.inject({ url: '/metrics', remoteAddress })).statusCode, remoteAddress).toBe(200);
  });

  it('is left out of the API description and of the public rate limit', async () => {
    const docs = (await t.app.inject({ url: '/docs/json' })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(docs.paths)).not.toContain('/metrics');
    for (let i = 0; i < 5; i++) await scrape();
  });
});

describe('another instance', () => {
  let other: TestApp;
  beforeAll(async () => {
    other = await buildTestApp({
      env: { METRICS_ALLOW: '10.0.0.0/8, 192.0.2.7', JOB_WORKER: 'true', SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms' },
    });
  });
  afterAll(() => other.close());

  const status = async (remoteAddress: string) =>
    (await other.app.inject({ url: '/metrics', remoteAddress })).statusCode;

  it('takes the addresses METRICS_ALLOW lists instead of loopback', async () => {
    expect(await status('10.20.30.40')).toBe(200);
    expect(await status('192.0.2.7')).toBe(200);
    expect(await status('192.0.2.8')).toBe(403);
    expect(await status('127.0.0.1')).toBe(403);
  });

  it('counts the failed attempts of its worker’s tasks', async () => {
    const failures = async () =>
      sample((await other.app.inject({ url: '/metrics', remoteAddress: '10.0.0.1' })).body, 'job_task_failures_total', {
        task: SMS_TASK,
      });
    expect(await failures()).toBeUndefined();
    // The gateway's port takes no connection: the delivery fails.
    await other.db.transaction((tx) =>
      notify(tx, {
        event: 'recordPublished',
        to: { roleCode: 'deptReview' },
        title: '失败企业',
        content: '失败企业',
        values: { 企业名称: '失败企业', 记录编号: 'XY2026000001', 信用类别: '良好' },
        phone: '13800138000',
      }),
    );
    const end = Date.now() + 20_000;
    while ((await failures()) === undefined && Date.now() < end) await new Promise((r) => setTimeout(r, 200));
    expect(await failures()).toBe(1);
  });
});
