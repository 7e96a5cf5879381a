import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditRecords, enterprises, notifications, smsMessages } from '../../src/db/schema/index.ts';
import { notify } from '../../src/modules/notification/notify.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

type Reply<T = unknown> = { success: boolean; message: string; extraData: T };

let t: TestApp;
let own: { authorization: string };
let other: { authorization: string };
let first: { authorization: string };
let admin: { authorization: string };
let enterpriseId: number;
beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  const [one, two] = await t.db.select({ id: enterprises.id }).from(enterprises).orderBy(asc(enterprises.id)).limit(2);
  enterpriseId = one!.id;
  own = await t.authHeader('enterprise', { enterpriseId });
  other = await t.authHeader('enterprise', { enterpriseId: two!.id });
  first = await t.authHeader('firstReview');
  admin = await t.authHeader('superAdmin');
});
afterAll(() => t.close());

const unread = async (headers: { authorization: string }) =>
  (await t.app.inject({ method: 'GET', url: '/api/notification/unread', headers })).json<Reply<number>>().extraData;

describe('notifications', () => {
  it('tell the author a record was returned, with the reason, in-app and by SMS, in the transition’s transaction', async () => {
    const records = await t.db
      .select({
        id: creditRecords.id,
        status: creditRecords.processStatus,
        origin: creditRecords.origin,
        registerNumber: creditRecords.registerNumber,
      })
      .from(creditRecords)
      .where(eq(creditRecords.enterpriseId, enterpriseId));
    const record = records.find((r) => r.status === 1 && r.origin === 'enterprise');
    expect(record).toBeDefined();
    const before = await unread(own);
    const returned = await t.app.inject({
      method: 'PUT',
      url: '/api/creditregister/review',
      headers: first,
      payload: { id: record!.id, approved: false, reason: '证明材料不清晰' },
    });
    expect(returned.statusCode).toBe(200);
    expect(await unread(own)).toBe(before + 1);
    expect(await unread(other)).toBe(0);
    const page = await t.app.inject({ method: 'GET', url: '/api/notification/page?unread=1', headers: own });
    const [latest] =
      page.json<Reply<{ pageData: { id: number; title: string; content: string; read: boolean; link: string }[] }>>()
        .extraData.pageData;
    expect(latest).toMatchObject({
      title: `信用记录${record!.registerNumber}被退回`,
      read: false,
      link: `/lookform?flow=creditRecord&id=${record!.id}`,
    });
    expect(latest!.content).toContain('证明材料不清晰');

    const [sms] = await t.db.select().from(smsMessages).orderBy(asc(smsMessages.id));
    expect(sms).toMatchObject({ event: 'recordReturned', status: 0 });
    expect(sms!.text).toContain(record!.registerNumber);
    expect(sms!.text).toContain('证明材料不清晰');
    const jobs = await t.db.$client.query<{ task: string }>(
      `select t.identifier as task from graphile_worker._private_jobs j
       join graphile_worker._private_tasks t on t.id = j.task_id where j.payload->>'messageId' = $1`,
      [String(sms!.id)],
    );
    expect(jobs.rows).toEqual([{ task: 'sms_send' }]);

    const read = await t.app.inject({
      method: 'PUT',
      url: '/api/notification/read',
      headers: own,
      payload: { ids: [latest!.id] },
    });
    expect(read.statusCode).toBe(200);
    expect(await unread(own)).toBe(before);
  });

  it('leave nothing behind when the change rolls back', async () => {
    const count = async () => ({
      notes: (await t.db.select().from(notifications)).length,
      sms: (await t.db.select().from(smsMessages)).length,
    });
    const before = await count();
    await expect(
      t.db.transaction(async (tx) => {
        await notify(tx, {
          event: 'recordPublished',
          to: { enterpriseId },
          title: '回滚测试',
          content: '回滚测试',
          values: { 企业名称: '测试', 记录编号: 'XY', 信用类别: '良好' },
          phone: '13800138000',
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await count()).toEqual(before);
  });

  it('check a template’s variables against its event', async () => {
    const templates = (await t.app.inject({ method: 'GET', url: '/api/sms/template/page', headers: admin })).json<
      Reply<{ pageData: { id: number; event: string; variables: string[] }[] }>
    >().extraData.pageData;
    const published = templates.find((row) => row.event === 'recordPublished')!;
    expect(published.variables).toEqual(['企业名称', '记录编号', '信用类别']);
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/sms/template',
      headers: admin,
      payload: { id: published.id, content: '{企业名称}的记录{退回原因}', enabled: true },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<Reply>().message).toBe(
      '变量{退回原因}不适用于“信用记录发布”，可用变量：{企业名称}、{记录编号}、{信用类别}',
    );
    const fine = await t.app.inject({
      method: 'PUT',
      url: '/api/sms/template',
      headers: admin,
      payload: { id: published.id, content: '{企业名称}：记录{记录编号}已发布', enabled: false },
    });
    expect(fine.json()).toMatchObject({ success: true, message: '保存成功！' });
    expect((await t.app.inject({ method: 'GET', url: '/api/sms/template/page', headers: own })).statusCode).toBe(403);
  });
});
