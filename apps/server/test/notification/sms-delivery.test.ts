import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/client.ts';
import { smsMessages } from '../../src/db/schema/index.ts';
import { notify } from '../../src/modules/notification/notify.ts';
import { smsSendTask } from '../../src/modules/notification/sms-task.ts';
import { startWorker } from '../../src/platform/jobs/worker.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/** An SMS gateway that refuses its first request and takes the rest, counting what it took. */
function flakyGateway() {
  const taken: string[] = [];
  let calls = 0;
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      calls += 1;
      if (calls === 1) {
        response.writeHead(503).end();
        return;
      }
      taken.push((JSON.parse(body) as { text: string }).text);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  return { server, taken };
}

const gateway = flakyGateway();
let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => gateway.server.listen(0, '127.0.0.1', resolve));
  const { port } = gateway.server.address() as AddressInfo;
  t = await buildTestApp({ env: { JOB_WORKER: 'true', SMS_GATEWAY_URL: `http://127.0.0.1:${port}/sms` } });
});
afterAll(async () => {
  await t.close();
  gateway.server.close();
});

const queueSms = (app: TestApp, text: string) =>
  app.db.transaction((tx) =>
    notify(tx, {
      event: 'recordPublished',
      to: { roleCode: 'deptReview' },
      title: text,
      content: text,
      values: { 企业名称: text, 记录编号: 'XY2026000001', 信用类别: '良好' },
      phone: '13800138000',
    }),
  );

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('SMS delivery on the job queue', () => {
  it('retries a message the gateway refused, with back-off, until it is taken', async () => {
    await queueSms(t, '重试企业');
    const retrying = await until(
      () => t.db.select().from(smsMessages),
      (rows) => rows[0]?.status === 2,
    );
    expect(retrying[0]).toMatchObject({ status: 2, attempts: 1, lastError: '短信网关返回 503' });
    const sent = await until(
      () => t.db.select().from(smsMessages),
      (rows) => rows[0]?.status === 1,
    );
    expect(sent[0]).toMatchObject({ status: 1, attempts: 2, lastError: null });
    expect(gateway.taken).toHaveLength(1);
    expect(gateway.taken[0]).toContain('重试企业');
  });

  it('delivers each message once with two instances’ workers on one database', async () => {
    // An app without a worker of its own; two more instances, each with its own pool, run the queue.
    const quiet = await buildTestApp();
    const sends = new Map<string, number>();
    const provider = {
      send: async (_phone: string, text: string) => {
        sends.set(text, (sends.get(text) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
    };
    const url = (quiet.db.$client.options as { connectionString: string }).connectionString;
    const instances = [createDatabase(url, { max: 3 }), createDatabase(url, { max: 3 })];
    const workers = await Promise.all(
      instances.map(({ pool, db }) =>
        startWorker({ pgPool: pool, tasks: { sms_send: smsSendTask(db, provider) }, concurrency: 3 }),
      ),
    );
    try {
      for (let i = 0; i < 30; i++) await queueSms(quiet, `企业${i}`);
      const rows = await until(
        () => quiet.db.select({ status: smsMessages.status, sentAt: smsMessages.sentAt }).from(smsMessages),
        (all) => all.length === 30 && all.every((row) => row.status === 1),
      );
      expect(rows.every((row) => row.status === 1 && row.sentAt instanceof Date)).toBe(true);
      expect(sends.size).toBe(30);
      expect([...sends.values()].every((n) => n === 1)).toBe(true);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
      await Promise.all(instances.map(({ pool }) => pool.end()));
      await quiet.close();
    }
  });
});
