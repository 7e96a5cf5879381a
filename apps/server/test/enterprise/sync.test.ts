import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { demoCreditCode } from '../../src/db/seed/codes.ts';
import { SYNC_DONE, SYNC_UP_TO_DATE } from '../../src/modules/comprehensive-platform/sync-service.ts';
import {
  SYNC_BAD_DATA,
  SYNC_TIMEOUT,
  SYNC_UNREACHABLE,
} from '../../src/modules/comprehensive-platform/platform-records.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const apps: TestApp[] = [];
const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((t) => t.close()));
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

async function appWith(env: Record<string, string> = {}) {
  const t = await buildTestApp({ seed: true, env });
  apps.push(t);
  return { t, own: await t.authHeader('enterprise', { enterpriseId: 1 }) };
}

/** A stand-in comprehensive platform answering with `handler`. */
async function platformServer(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const sync = (t: TestApp, headers: { authorization: string }, call = 'enterprisedatasynchro') =>
  t.app.inject({ method: 'GET', url: `/api/enterprise/${call}?guid=1`, headers });
const historyOf = async (t: TestApp, headers: { authorization: string }, type = 0) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/enterprise/history?historyType=${type}&pageSize=100`, headers })
  ).json<{
    extraData: { totalCount: number; pageData: { operator: string; items: string[] }[] };
  }>().extraData;

describe('synchronisation from the simulated platform', () => {
  it('updates basic information once, with history, then reports it up to date', async () => {
    const { t, own } = await appWith();
    const first = await sync(t, own);
    expect(first.json()).toMatchObject({ success: true, message: SYNC_DONE });
    const history = await historyOf(t, own);
    expect(history.pageData[0]?.operator).toMatch(/（综合服务平台同步）$/);
    expect(history.pageData[0]?.items).toEqual(
      expect.arrayContaining([expect.stringMatching(/^注册资本（万元）: .+ → 500$/)]),
    );
    expect((await sync(t, own)).json()).toMatchObject({ success: true, message: SYNC_UP_TO_DATE });
    expect((await historyOf(t, own)).totalCount).toBe(history.totalCount);
  });

  it('adds the platform practitioners to the staff', async () => {
    const { t, own } = await appWith();
    const count = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/enterpriseperson/page?pageSize=100', headers: own })).json<{
        extraData: { totalCount: number };
      }>().extraData.totalCount;
    const before = await count();
    expect((await sync(t, own, 'EnterprisePersonDataSynchro')).json()).toMatchObject({
      success: true,
      message: `${SYNC_DONE}，更新2名人员`,
    });
    expect(await count()).toBe(before + 2);
    expect((await sync(t, own, 'EnterprisePersonDataSynchro')).json()).toMatchObject({ message: SYNC_UP_TO_DATE });
  });

  it('refuses to synchronise another enterprise', async () => {
    const { t, own } = await appWith();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/enterprise/enterprisedatasynchro?guid=2',
      headers: own,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('synchronisation from a configured platform', () => {
  it('reads the platform over HTTP', async () => {
    const url = await platformServer((request, response) => {
      expect(request.url).toBe(`/api/enterprises/${demoCreditCode(0)}`);
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          legalRepresentative: '新法人',
          registeredCapital: 1234.5,
          establishmentDate: '2006-01-15',
          registeredAddress: '海口市新地址1号',
          businessScope: '工程造价咨询',
        }),
      );
    });
    const { t, own } = await appWith({ COMPREHENSIVE_PLATFORM_URL: url });
    expect((await sync(t, own)).json()).toMatchObject({ success: true, message: SYNC_DONE });
    expect((await historyOf(t, own)).pageData[0]?.items).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^法定代表人: .+ → 新法人$/),
        expect.stringMatching(/^注册资本（万元）: .+ → 1234\.5$/),
      ]),
    );
  });

  const slow: http.RequestListener = (_request, response) => setTimeout(() => response.end('{}'), 1500);
  const broken: http.RequestListener = (_request, response) => response.end('{"legalRepresentative":1}');
  const failing: http.RequestListener = (_request, response) => {
    response.statusCode = 500;
    response.end();
  };

  it.each([
    ['slower than the time limit', SYNC_TIMEOUT, slow],
    ['answering with broken data', SYNC_BAD_DATA, broken],
    ['failing', SYNC_UNREACHABLE, failing],
  ])('changes nothing when the platform is %s', async (_, message, handler) => {
    const url = await platformServer(handler);
    const { t, own } = await appWith({ COMPREHENSIVE_PLATFORM_URL: url, COMPREHENSIVE_PLATFORM_TIMEOUT_MS: '300' });
    const before = (await historyOf(t, own)).totalCount;
    const response = await sync(t, own);
    expect(response.json()).toMatchObject({ success: false, message });
    expect((await historyOf(t, own)).totalCount).toBe(before);
  });

  it('says so when the platform cannot be reached', async () => {
    const url = await platformServer(() => undefined);
    await new Promise((resolve) => servers.pop()?.close(resolve));
    const { t, own } = await appWith({ COMPREHENSIVE_PLATFORM_URL: url });
    expect((await sync(t, own)).json()).toMatchObject({ success: false, message: SYNC_UNREACHABLE });
  });
});
