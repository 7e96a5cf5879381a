import { DEFAULT_SCORING_FIGURES, todayInShanghai } from '@credit/rules';
import { desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLogs } from '../../src/db/schema/index.ts';
import { demoPdf } from '../../src/db/seed/demo-files.ts';
import { loadConfig } from '../../src/config.ts';
import { multipart } from '../helpers/multipart.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { sheetValues } from '../platform/excel-fixtures.ts';
import { lastOperation, signedIn, type Envelope } from './system-fixtures.ts';

interface LogRow {
  id: number;
  operateTime: string;
  userName: string;
  roleName: string;
  ip: string;
  objectKind: string;
  objectKindDescription: string;
  objectId: string;
  objectLabel: string;
  action: string;
  before: Record<string, string> | null;
  after: Record<string, string> | null;
  changeText: string;
  reason: string;
}
interface Page<T> {
  pageData: T[];
  totalCount: number;
}

/** The address a reverse proxy forwards: the log keeps the client's, not the proxy's. */
const CLIENT_IP = '203.0.113.7';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await buildTestApp({ env: { TRUST_PROXY: 'loopback' } });
  admin = await signedIn(t, 'superAdmin');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...admin.headers, 'x-forwarded-for': CLIENT_IP },
    ...(payload ? { payload } : {}),
  });

const list = async (query: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/system/operationlogs/page?${query}`,
    headers: admin.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Envelope<Page<LogRow>>>().extraData;
};

/** Runs a change and answers the one entry it wrote. */
async function onlyEntryOf(change: () => Promise<{ statusCode: number; body: string }>) {
  const [before] = await t.db.select({ n: sql<number>`count(*)::int` }).from(operationLogs);
  const res = await change();
  expect(res.statusCode, res.body).toBe(200);
  const [after] = await t.db.select({ n: sql<number>`count(*)::int` }).from(operationLogs);
  expect(after!.n - before!.n).toBe(1);
  return (await lastOperation(t))!;
}

describe('操作日志: what each administrative change writes', () => {
  it('logs a menu change with the operator, role, forwarded IP and only the fields that changed', async () => {
    const menus = (await call('GET', '/api/system/menus')).json<Envelope<{ id: number; menuName: string }[]>>()
      .extraData;
    const loginLog = menus.find((menu) => menu.menuName === '登录日志')!;
    const menu = (await call('GET', '/api/system/menus'))
      .json<Envelope<Record<string, unknown>[]>>()
      .extraData.find((row) => row['id'] === loginLog.id)!;
    const entry = await onlyEntryOf(() =>
      call('PUT', `/api/system/menus/${loginLog.id}`, { ...menu, menuName: '登录记录' }),
    );
    expect(entry).toMatchObject({
      userId: admin.userId,
      roleName: '超级管理员',
      ip: CLIENT_IP,
      objectKind: 'menu',
      objectId: String(loginLog.id),
      objectLabel: '登录记录',
      action: '修改',
      before: { 名称: '登录日志' },
      after: { 名称: '登录记录' },
    });
  });

  it('logs a role, its menus and a user’s role', async () => {
    const role = await onlyEntryOf(() => call('POST', '/api/system/roles', { name: '稽查', code: 'inspector' }));
    expect(role).toMatchObject({ objectKind: 'role', action: '新增', after: { 名称: '稽查', 编码: 'inspector' } });
    const roleId = Number(role.objectId);
    const menus = (await call('GET', '/api/system/menus')).json<Envelope<{ id: number; menuName: string }[]>>()
      .extraData;
    const holiday = menus.find((menu) => menu.menuName === '节假日')!;
    const assigned = await onlyEntryOf(() =>
      call('PUT', `/api/system/roles/${roleId}/menus`, { menuIds: [holiday.id] }),
    );
    expect(assigned).toMatchObject({ action: '分配菜单', before: { 菜单: '（空）' } });
    expect(assigned.after?.['菜单']).toContain('节假日');

    const desk = await signedIn(t, 'unassigned');
    const user = await onlyEntryOf(() => call('PUT', `/api/system/users/${desk.userId}/role`, { roleId }));
    expect(user).toMatchObject({
      objectKind: 'user',
      action: '修改',
      before: { 角色: '未分配' },
      after: { 角色: '稽查' },
    });
    const disabled = await onlyEntryOf(() =>
      call('PUT', `/api/system/users/${desk.userId}/enabled`, { enabled: false }),
    );
    expect(disabled).toMatchObject({ action: '停用', before: { 状态: '启用' }, after: { 状态: '停用' } });
  });

  it('logs a holiday set, changed and removed', async () => {
    const added = await onlyEntryOf(() =>
      call('PUT', '/api/holiday', { day: '2030-10-01', holiday: 1, name: '国庆节' }),
    );
    expect(added).toMatchObject({
      objectKind: 'holiday',
      objectId: '2030-10-01',
      action: '新增',
      before: null,
      after: { 类型: '放假', 名称: '国庆节' },
      ip: CLIENT_IP,
    });
    const changed = await onlyEntryOf(() =>
      call('PUT', '/api/holiday', { day: '2030-10-01', holiday: 1, name: '国庆' }),
    );
    expect(changed).toMatchObject({ action: '修改', before: { 名称: '国庆节' }, after: { 名称: '国庆' } });
    const removed = await onlyEntryOf(() => call('DELETE', '/api/holiday?day=2030-10-01'));
    expect(removed).toMatchObject({ action: '删除', before: { 类型: '放假', 名称: '国庆' }, after: null });
  });

  it('logs an SMS template’s text and switch', async () => {
    const [template] = (await call('GET', '/api/sms/template/page?pageSize=100'))
      .json<Envelope<Page<{ id: number; event: string; content: string }>>>()
      .extraData.pageData.filter((row) => row.event === 'recordPublished');
    const entry = await onlyEntryOf(() =>
      call('PUT', '/api/sms/template', {
        id: template!.id,
        content: '{企业名称}：记录{记录编号}已发布',
        enabled: false,
      }),
    );
    expect(entry).toMatchObject({
      objectKind: 'smsTemplate',
      objectId: String(template!.id),
      action: '修改',
      before: { 模板内容: template!.content, 启用: '是' },
      after: { 模板内容: '{企业名称}：记录{记录编号}已发布', 启用: '否' },
    });
  });

  it('logs a scoring standard drafted, corrected, published', async () => {
    const form = {
      name: '信用评价标准（试行）',
      effectiveDate: todayInShanghai(),
      ...DEFAULT_SCORING_FIGURES,
      basePoints: 70,
    };
    const created = await onlyEntryOf(() => call('POST', '/api/scoring/standard', form));
    expect(created).toMatchObject({ objectKind: 'scoringStandard', action: '新增', objectLabel: form.name });
    expect(created.after).toMatchObject({ 标准名称: form.name, 基础分: '70.00' });
    const id = Number(created.objectId);
    const corrected = await onlyEntryOf(() => call('PUT', '/api/scoring/standard', { ...form, id, basePoints: 72.5 }));
    expect(corrected).toMatchObject({ action: '修改', before: { 基础分: '70.00' }, after: { 基础分: '72.50' } });
    const published = await onlyEntryOf(() => call('PUT', `/api/scoring/standard/publish?id=${id}`));
    expect(published).toMatchObject({ action: '发布', before: { 状态: '草稿' }, after: { 状态: '已发布' } });
  });

  it('logs a policy document added and published', async () => {
    const body = multipart({ title: '信用管理办法', issuer: '海南省住房和城乡建设厅', issueDate: '2026-01-05' }, [
      { field: 'file', fileName: '办法.pdf', content: demoPdf(['policy']) },
    ]);
    const created = await onlyEntryOf(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/system/policies',
        headers: { ...body.headers, ...admin.headers },
        payload: body.payload,
      }),
    );
    expect(created).toMatchObject({
      objectKind: 'policy',
      action: '新增',
      objectLabel: '信用管理办法',
      after: { 文件标题: '信用管理办法', 发文单位: '海南省住房和城乡建设厅', 文件: '办法.pdf' },
    });
    const published = await onlyEntryOf(() => call('PUT', `/api/system/policies/${created.objectId}/publish`));
    expect(published).toMatchObject({ action: '发布', before: { 状态: '草稿' }, after: { 状态: '已发布' } });
  });

  it('writes nothing when the change is refused', async () => {
    const [before] = await t.db.select({ n: sql<number>`count(*)::int` }).from(operationLogs);
    expect((await call('DELETE', '/api/holiday?day=2031-01-01')).statusCode).toBe(404);
    const [after] = await t.db.select({ n: sql<number>`count(*)::int` }).from(operationLogs);
    expect(after!.n).toBe(before!.n);
  });
});

describe('操作日志 list', () => {
  it('lists the entries newest first with their kind, action and change', async () => {
    const { pageData, totalCount } = await list('pageIndex=1&pageSize=100');
    expect(totalCount).toBeGreaterThanOrEqual(10);
    const newest = (await t.db.select().from(operationLogs).orderBy(desc(operationLogs.id)).limit(1))[0]!;
    expect(pageData[0]).toMatchObject({ id: newest.id, objectKindDescription: '政策文件', action: '发布' });
    expect(pageData[0]?.operateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const holiday = pageData.find((row) => row.objectKind === 'holiday' && row.action === '修改');
    expect(holiday).toMatchObject({ changeText: '名称: 国庆节 → 国庆', ip: CLIENT_IP, roleName: '超级管理员' });
  });

  it('filters by operator, kind, action, object and a Beijing time range', async () => {
    expect((await list('objectKind=holiday')).pageData.map((row) => row.action)).toEqual(['删除', '修改', '新增']);
    expect((await list('objectKind=holiday&action=修改')).totalCount).toBe(1);
    expect((await list('object=国庆')).pageData.every((row) => row.objectLabel.includes('国庆'))).toBe(true);
    expect((await list('object=2030-10-01')).totalCount).toBe(3);
    const [me] = (await list('pageSize=1')).pageData;
    expect((await list(`userName=${encodeURIComponent(me!.userName.slice(0, 2))}`)).totalCount).toBeGreaterThan(0);
    expect((await list('userName=无此人')).totalCount).toBe(0);

    // Rows are never updated (docs/security-trail.md): entries of another day are written with their time.
    await t.db.insert(operationLogs).values(
      ['新增', '修改', '删除'].map((action) => ({
        userName: '旧',
        objectKind: 'menu',
        action,
        createdAt: new Date('2024-03-01T02:00:00Z'),
      })),
    );
    const at = await list('timeStart=2024-03-01 10:00:00&timeEnd=2024-03-01 10:00:00');
    expect(at.totalCount).toBe(3);
    expect(at.pageData[0]?.operateTime).toBe('2024-03-01 10:00:00');
    expect((await list('timeStart=2024-03-01 10:00:01&timeEnd=2024-03-02')).totalCount).toBe(0);
  });

  it('refuses hostile filters with 400 and a Chinese message', async () => {
    for (const query of [
      'objectKind=enterprise%27%3Bdrop%20table%20operation_log--',
      'action=%E2%80%AE%E6%92%A4%E5%9B%9E',
      'timeStart=yesterday',
      'timeStart=2024-03-02%2000:00:00&timeEnd=2024-03-01%2000:00:00',
      `userName=${'名'.repeat(61)}`,
      `object=${'x'.repeat(61)}`,
      'pageSize=-1',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/system/operationlogs/page?${query}`,
        headers: admin.headers,
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json<Envelope<unknown>>().message, query).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('is for the administrator alone', async () => {
    for (const role of ['firstReview', 'park', 'deptReview', 'deptLeader', 'deptRegister', 'unassigned']) {
      const desk = await signedIn(t, role);
      const res = await t.app.inject({ method: 'GET', url: '/api/system/operationlogs/page', headers: desk.headers });
      expect(res.statusCode, role).toBe(403);
    }
    const enterprise = await t.authHeader('enterprise', { enterpriseId: null });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/system/operationlogs/page', headers: enterprise })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/system/operationlogs/page' })).statusCode).toBe(401);
  });

  it('exports the filtered entries as a real xlsx with the before → after text', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/system/operationlogs/page?format=xlsx&objectKind=holiday&pageSize=1000000',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toMatch(/操作日志\d{14}\.xlsx/);
    const rows = await sheetValues(res.rawPayload);
    expect(rows[0]).toEqual([
      '操作时间',
      '操作人',
      '角色',
      'IP',
      '操作对象',
      '对象编号',
      '对象名称',
      '操作',
      '变更内容',
      '意见',
    ]);
    expect(rows.slice(1).map((row) => [row[4], row[7], row[8]])).toEqual([
      ['节假日', '删除', '类型: 放假；名称: 国庆'],
      ['节假日', '修改', '名称: 国庆节 → 国庆'],
      ['节假日', '新增', '类型: 放假；名称: 国庆节'],
    ]);
  });
});

describe('操作日志 retention', () => {
  it('keeps the configured days, never fewer than 180 (archiving: test/security/append-only.test.ts)', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).operationLogRetentionDays).toBe(365);
    expect(() => loadConfig({ NODE_ENV: 'test', OPERATION_LOG_RETENTION_DAYS: '179' })).toThrow(
      /OPERATION_LOG_RETENTION_DAYS/,
    );
  });
});
