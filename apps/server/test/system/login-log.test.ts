import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLogs } from '../../src/db/schema/index.ts';
import { ensureSuperAdmin } from '../../src/modules/auth/super-admin.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { sheetValues } from '../platform/excel-fixtures.ts';
import { signedIn, type Envelope } from './system-fixtures.ts';

interface LogRow {
  username: string;
  roleName: string;
  providerDescription: string;
  ip: string;
  userAgent: string;
  success: boolean;
  resultDescription: string;
  reason: string;
  loginTime: string;
}
interface Page<T> {
  pageData: T[];
  totalCount: number;
}

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await buildTestApp();
  await ensureSuperAdmin(t.db, { adminPassword: 'Admin12345', dataDir: t.dataDir }, { info: () => undefined });
  admin = await signedIn(t, 'superAdmin');
  const signIn = (password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'TestBrowser/1.0' },
      payload: new URLSearchParams({ grant_type: 'password', username: 'admin', password }).toString(),
    });
  await signIn('wrong-password-1');
  await signIn('Admin12345');
  await t.db.insert(loginLogs).values({
    username: 'chushen',
    roleName: '初审',
    provider: 'manage',
    success: true,
    createdAt: new Date('2024-03-01T02:00:00Z'),
  });
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/system/loginlogs/page?${query}`, headers: admin.headers });
  return res.json<Envelope<Page<LogRow>>>().extraData;
};

describe('登录日志 API', () => {
  it('lists every attempt, newest first, with user, role, way in, IP, browser, time and result', async () => {
    const { pageData, totalCount } = await list('pageIndex=1&pageSize=10');
    expect(totalCount).toBe(3);
    expect(pageData[0]).toMatchObject({
      username: 'admin',
      roleName: '超级管理员',
      providerDescription: '超级管理员登录',
      ip: '127.0.0.1',
      userAgent: 'TestBrowser/1.0',
      success: true,
      resultDescription: '成功',
    });
    expect(pageData[0]?.loginTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(pageData[1]).toMatchObject({ username: 'admin', success: false, resultDescription: '失败' });
    expect(pageData[1]?.reason).not.toBe('');
  });

  it('filters by user and by a time range read in Asia/Shanghai', async () => {
    expect((await list('username=chu')).pageData.map((r) => r.username)).toEqual(['chushen']);
    const march = await list('timeStart=2024-03-01 10:00:00&timeEnd=2024-03-01 10:00:00');
    expect(march.pageData).toEqual([
      expect.objectContaining({ username: 'chushen', loginTime: '2024-03-01 10:00:00' }),
    ]);
    expect((await list('timeStart=2024-03-01 10:00:01')).pageData.map((r) => r.username)).not.toContain('chushen');
  });

  it('validates the filter and refuses other roles', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/system/loginlogs/page?timeStart=2024-03-02 00:00:00&timeEnd=2024-03-01 00:00:00',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Envelope<unknown>>().errors).toEqual({ timeEnd: '结束时间不能早于开始时间' });
    const wrongFormat = await t.app.inject({
      method: 'GET',
      url: '/api/system/loginlogs/page?timeStart=yesterday',
      headers: admin.headers,
    });
    expect(wrongFormat.json<Envelope<unknown>>().errors).toEqual({
      timeStart: '请输入正确的时间（YYYY-MM-DD HH:mm:ss）',
    });
    const desk = await signedIn(t, 'park');
    const refused = await t.app.inject({ method: 'GET', url: '/api/system/loginlogs/page', headers: desk.headers });
    expect(refused.statusCode).toBe(403);
  });

  it('exports the filtered log as a real xlsx', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/system/loginlogs/page?format=xlsx&username=admin&pageSize=1000000',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toMatch(/登录日志\d{14}\.xlsx/);
    const rows = await sheetValues(res.rawPayload);
    expect(rows[0]).toEqual(['用户', '角色', '登录方式', 'IP', '浏览器', '登录时间', '结果', '原因']);
    expect(rows.slice(1).map((r) => [r[0], r[2], r[6]])).toEqual([
      ['admin', '超级管理员登录', '成功'],
      ['admin', '超级管理员登录', '失败'],
    ]);
  });
});
