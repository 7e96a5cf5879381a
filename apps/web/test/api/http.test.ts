import { resolveObjectURL } from 'node:buffer';
import type { ServerResponse } from 'node:http';
import { MSG } from '@credit/rules';
import { screen, waitFor } from '@testing-library/react';
import { message, notification } from 'antd';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { download, HttpError, request, upload } from '@/api/http.ts';
import { routeLogoutThrough } from '@/api/session.ts';
import { getRefreshToken, getToken, keepRefreshToken, setToken } from '@/api/token-store.ts';
import { sendJson, pageServerForFile } from './local-server.ts';

const server = pageServerForFile();
const loggedOutTo: string[] = [];
let restoreLogout: () => void;

beforeAll(() => {
  restoreLogout = routeLogoutThrough((path) => loggedOutTo.push(path));
});
afterAll(() => restoreLogout());
beforeEach(() => {
  loggedOutTo.length = 0;
});
afterEach(() => {
  message.destroy();
  notification.destroy();
});

/** The server's answer to a call whose session no longer holds: HTTP 401 with the platform's code and message. */
function sendAuthFailure(response: ServerResponse, code: number, text: string): void {
  sendJson(response, 401, { success: false, Code: code, Message: text, message: text, extraData: null });
}

async function rejectionOf(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => new Error('expected the call to fail'),
    (reason: unknown) => reason,
  );
  if (!(error instanceof HttpError)) throw error;
  return error;
}

describe('request', () => {
  it('sends the token and the query, and resolves with the envelope', async () => {
    setToken('t-1');
    server.on('GET', '/api/enterpriseperson/page', (_call, response) =>
      sendJson(response, 200, { success: true, message: '', extraData: { totalCount: 2 } }),
    );
    const envelope = await request<{ totalCount: number }>({
      url: '/api/enterpriseperson/page',
      params: { state: [3, 7], name: '张三', enterpriseName: '', enterpriseId: undefined, pageIndex: 1 },
    });
    expect(envelope.extraData.totalCount).toBe(2);
    const [call] = server.calls;
    expect(call?.authorization).toBe('Bearer t-1');
    expect(Object.fromEntries(call?.query ?? [])).toEqual({ state: '3,7', name: '张三', pageIndex: '1' });
  });

  it('sends a plain object as JSON', async () => {
    server.on('POST', '/api/recordpassrate/page', (call, response) =>
      sendJson(response, 200, { success: true, message: '', extraData: JSON.parse(call.body) as unknown }),
    );
    const envelope = await request<{ year: number }>({
      url: '/api/recordpassrate/page',
      method: 'POST',
      data: { year: 2024 },
    });
    expect(envelope.extraData).toEqual({ year: 2024 });
    expect(server.calls[0]?.contentType).toBe('application/json');
  });

  it('rejects success:false with the server message and shows it as a warning', async () => {
    server.on('GET', '/api/enterprise/verify', (_call, response) =>
      sendJson(response, 200, { success: false, message: MSG.enterpriseNameExists, extraData: null }),
    );
    const error = await rejectionOf(request({ url: '/api/enterprise/verify' }));
    expect(error.message).toBe(MSG.enterpriseNameExists);
    expect(error.status).toBe(200);
    expect(await screen.findByText(MSG.enterpriseNameExists)).toBeTruthy();
  });

  it('shows a refused delete as an error and any other refusal as a warning', async () => {
    const refusal = '已发布或待审核的数据不能删除';
    server.on('DELETE', '/api/practiceability/delete', (_call, response) =>
      sendJson(response, 400, { success: false, message: refusal, extraData: null }),
    );
    server.on('PUT', '/api/enterpriseperson/enable', (_call, response) =>
      sendJson(response, 400, { success: false, message: MSG.invalidInput, extraData: null }),
    );
    await rejectionOf(request({ url: '/api/practiceability/delete', method: 'DELETE', data: [5] }));
    expect((await screen.findByText(refusal)).closest('.ant-message-error')).toBeTruthy();
    await rejectionOf(request({ url: '/api/enterpriseperson/enable', method: 'PUT', data: {} }));
    const warning = await screen.findByText(MSG.invalidInput);
    expect(warning.closest('.ant-message-warning')).toBeTruthy();
    expect(warning.closest('.ant-message-error')).toBeNull();
  });

  it('sends the revision the screen shows as If-Match, and none without one', async () => {
    server.on('PUT', '/api/creditregister/review', (_call, response) =>
      sendJson(response, 200, { success: true, message: '初审通过成功', extraData: null }),
    );
    await request({ url: '/api/creditregister/review', method: 'PUT', data: { id: 7 }, revision: 3 });
    await request({ url: '/api/creditregister/review', method: 'PUT', data: { id: 7 } });
    expect(server.calls.map((call) => call.ifMatch)).toEqual(['"3"', undefined]);
  });

  it('shows a refusal for a changed item (412) as a warning, even of a delete, and keeps the user signed in', async () => {
    setToken('valid');
    const changed = '该记录在您打开后已被修改，当前状态为待复审，请查看最新内容后重新操作';
    server.on('DELETE', '/api/creditregister', (_call, response) =>
      sendJson(response, 412, { success: false, message: changed, extraData: null }),
    );
    const error = await rejectionOf(
      request({ url: '/api/creditregister', method: 'DELETE', params: { id: 7 }, revision: 2 }),
    );
    expect(error.status).toBe(412);
    expect(error.message).toBe(changed);
    const warning = await screen.findByText(changed);
    expect(warning.closest('.ant-message-warning')).toBeTruthy();
    expect(warning.closest('.ant-message-error')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(loggedOutTo).toEqual([]);
    expect(getToken()).toBe('valid');
  });

  it('leaves a lapsed session to say its own words even where the call has a failure message', async () => {
    setToken('revoked');
    server.on('GET', '/api/enterprise/page', (_call, response) => sendAuthFailure(response, 401, MSG.loginExpired));
    await rejectionOf(request({ url: '/api/enterprise/page', failureMessage: MSG.enterpriseListFailed }));
    expect(await screen.findByText(MSG.loginExpired)).toBeTruthy();
    expect(screen.queryByText(MSG.enterpriseListFailed)).toBeNull();
    await waitFor(() => expect(loggedOutTo).toEqual(['/login']), { timeout: 3000 });
  });

  it("tells a call's own failure message as an error instead of the server's words", async () => {
    server.on('GET', '/api/enterprise/page', (_call, response) =>
      sendJson(response, 500, { success: false, message: MSG.genericServerError, extraData: null }),
    );
    await rejectionOf(request({ url: '/api/enterprise/page', failureMessage: MSG.enterpriseListFailed }));
    expect((await screen.findByText(MSG.enterpriseListFailed)).closest('.ant-message-error')).toBeTruthy();
    expect(screen.queryByText(MSG.genericServerError)).toBeNull();
  });

  it('keeps quiet for a silent call and hands over the field errors', async () => {
    server.on('PUT', '/api/enterprise', (_call, response) =>
      sendJson(response, 400, {
        success: false,
        message: MSG.emailFormat,
        extraData: null,
        errors: { email: MSG.emailFormat },
      }),
    );
    const error = await rejectionOf(request({ url: '/api/enterprise', method: 'PUT', data: {}, silent: true }));
    expect(error.fieldErrors).toEqual({ email: MSG.emailFormat });
    expect(screen.queryByText(MSG.emailFormat)).toBeNull();
  });

  it('gives up after the time-out and says so', async () => {
    server.on('GET', '/api/slow', () => undefined);
    const error = await rejectionOf(request({ url: '/api/slow', timeoutMs: 150 }));
    expect(error.message).toBe(MSG.requestTimeout);
    expect(error.status).toBe(0);
    expect(await screen.findByText(MSG.requestTimeout)).toBeTruthy();
  });

  it('reports a network failure', async () => {
    const error = await rejectionOf(request({ url: 'http://127.0.0.1:1/api/user' }));
    expect(error.message).toBe(MSG.networkError);
    expect(await screen.findByText(MSG.networkError)).toBeTruthy();
  });

  it('shows error_description as an error, and error 20004 as a warning that stays', async () => {
    server.on('POST', '/oauth/token', (call, response) =>
      call.body.includes('username=locked')
        ? sendJson(response, 400, { error: 20004, error_description: '账号已锁定，请联系管理员' })
        : sendJson(response, 400, { error: 'invalid_grant', error_description: '用户名或密码错误' }),
    );
    const form = (username: string) => new URLSearchParams({ grant_type: 'password', username, password: 'x' });
    expect((await rejectionOf(request({ url: '/oauth/token', method: 'POST', data: form('admin') }))).message).toBe(
      '用户名或密码错误',
    );
    expect((await screen.findByText('用户名或密码错误')).closest('.ant-message')).toBeTruthy();

    await rejectionOf(request({ url: '/oauth/token', method: 'POST', data: form('locked') }));
    expect((await screen.findByText('账号已锁定，请联系管理员')).closest('.ant-notification')).toBeTruthy();
    expect(server.calls[1]?.contentType).toContain('application/x-www-form-urlencoded');
  });

  it('logs out one second after a refused login', async () => {
    setToken('revoked');
    server.on('GET', '/api/user', (_call, response) => sendAuthFailure(response, 401, MSG.loginExpired));
    const started = Date.now();
    await rejectionOf(request({ url: '/api/user' }));
    expect(await screen.findByText(MSG.loginExpired)).toBeTruthy();
    expect(getToken()).toBe('revoked');
    await waitFor(() => expect(loggedOutTo).toEqual(['/login']), { timeout: 3000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(getToken()).toBeNull();
  });

  it('keeps the user signed in when one action is refused, even by a legacy body with Message', async () => {
    setToken('valid');
    server.on('PUT', '/api/creditregister/review', (_call, response) =>
      sendJson(response, 403, {
        success: false,
        Code: 403,
        Message: MSG.forbidden,
        message: MSG.forbidden,
        extraData: null,
      }),
    );
    const error = await rejectionOf(request({ url: '/api/creditregister/review', method: 'PUT', data: {} }));
    expect(error.message).toBe(MSG.forbidden);
    expect((await screen.findByText(MSG.forbidden)).closest('.ant-message-warning')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(loggedOutTo).toEqual([]);
    expect(getToken()).toBe('valid');
  });
});

describe('token renewal (code 3002)', () => {
  function guardedByFreshToken(): void {
    server.on('GET', '/api/enterprise/single', (call, response) =>
      call.authorization === 'Bearer fresh'
        ? sendJson(response, 200, { success: true, message: '', extraData: call.query.get('id') })
        : sendAuthFailure(response, 3002, MSG.accountExpired),
    );
  }

  it('renews once for five concurrent calls, holds back calls started meanwhile, then retries them all', async () => {
    setToken('stale');
    guardedByFreshToken();
    // The refresh token this tab was last given goes in the form (spec §7), beside the cookie.
    keepRefreshToken('r1');
    server.on('POST', '/oauth/token', (call, response) => {
      expect(call.body).toBe('grant_type=refresh_token&refresh_token=r1');
      setTimeout(() => sendJson(response, 200, { access_token: 'fresh', refresh_token: 'r2' }), 100);
    });
    const ids = ['1', '2', '3', '4', '5'];
    const concurrent = ids.map((id) => request<string>({ url: '/api/enterprise/single', params: { id } }));
    await waitFor(() => expect(server.calls.some((c) => c.path === '/oauth/token')).toBe(true));
    const startedDuringRenewal = request<string>({ url: '/api/enterprise/single', params: { id: '6' } });

    const envelopes = await Promise.all([...concurrent, startedDuringRenewal]);
    expect(envelopes.map((e) => e.extraData)).toEqual([...ids, '6']);
    expect(server.calls.filter((c) => c.path === '/oauth/token')).toHaveLength(1);
    const retried = server.calls.filter(
      (c) => c.path === '/api/enterprise/single' && c.authorization === 'Bearer fresh',
    );
    expect(retried).toHaveLength(6);
    // The call started during the renewal waited for it instead of going out with the expired token.
    expect(server.calls.filter((c) => c.query.get('id') === '6').map((c) => c.authorization)).toEqual(['Bearer fresh']);
    expect(getToken()).toBe('fresh');
    expect(getRefreshToken()).toBe('r2');
  });

  it('logs out with 账号已过期 when the renewal fails', async () => {
    setToken('stale-too');
    guardedByFreshToken();
    server.on('POST', '/oauth/token', (_call, response) =>
      sendJson(response, 400, { error: 'invalid_grant', error_description: 'refresh token expired' }),
    );
    const errors = await Promise.all(
      [1, 2, 3].map((id) => rejectionOf(request({ url: '/api/enterprise/single', params: { id } }))),
    );
    expect(errors.map((e) => e.message)).toEqual([MSG.accountExpired, MSG.accountExpired, MSG.accountExpired]);
    expect(server.calls.filter((c) => c.path === '/oauth/token')).toHaveLength(1);
    expect(await screen.findAllByText(MSG.accountExpired)).toHaveLength(1);
    await waitFor(() => expect(loggedOutTo).toEqual(['/login']));
    expect(getToken()).toBeNull();
  });
});

describe('download', () => {
  function captureDownloadLink(): Promise<HTMLAnchorElement> {
    return new Promise((resolve) => {
      document.addEventListener(
        'click',
        (event) => {
          if (event.target instanceof HTMLAnchorElement) {
            event.preventDefault();
            resolve(event.target);
          }
        },
        { once: true },
      );
    });
  }

  it('saves the file under the name the server gives', async () => {
    server.on('GET', '/api/recordpassrate/download', (_call, response) => {
      response.writeHead(200, {
        'Content-Type': 'application/octet-stream',
        'Content-Disposition': `attachment; filename="template.xlsx"; filename*=UTF-8''${encodeURIComponent('导入模板.xlsx')}`,
      });
      response.end('xlsx-bytes');
    });
    const link = captureDownloadLink();
    await download({ url: '/api/recordpassrate/download', fallbackName: '模板.xlsx' });
    const anchor = await link;
    expect(anchor.download).toBe('导入模板.xlsx');
    expect(await resolveObjectURL(anchor.href)?.text()).toBe('xlsx-bytes');
  });

  it('falls back to the given name and rejects a refused download', async () => {
    server.on('GET', '/PrintCreditReport/GenerateCreditReport', (call, response) => {
      if (call.query.get('buslicenceregisterno') === 'x') {
        sendJson(response, 200, { success: false, message: '证书生成失败', extraData: null });
        return;
      }
      response.writeHead(200, { 'Content-Type': 'image/png' });
      response.end('png');
    });
    const link = captureDownloadLink();
    await download({
      url: '/PrintCreditReport/GenerateCreditReport',
      params: { buslicenceregisterno: '9' },
      fallbackName: '信用等级证书.png',
    });
    expect((await link).download).toBe('信用等级证书.png');

    const error = await rejectionOf(
      download({
        url: '/PrintCreditReport/GenerateCreditReport',
        params: { buslicenceregisterno: 'x' },
        fallbackName: 'a.png',
      }),
    );
    expect(error.message).toBe('证书生成失败');
  });
});

describe('upload', () => {
  it('sends the form with the token and reports progress', async () => {
    setToken('t-up');
    server.on('POST', '/api/recordpassrate/import', (call, response) =>
      sendJson(response, 200, {
        success: true,
        message: call.body.includes('quarter-rows') && call.authorization === 'Bearer t-up' ? '导入成功' : '内容不符',
        extraData: null,
      }),
    );
    const form = new FormData();
    form.append('File', new Blob(['quarter-rows']), 'pass-rate.xlsx');
    const progress: number[] = [];
    const envelope = await upload({ url: '/api/recordpassrate/import', form, onProgress: (p) => progress.push(p) });
    expect(envelope.message).toBe('导入成功');
    expect(progress.at(-1)).toBe(100);
  });

  it('sends the revision of the item it corrects as If-Match', async () => {
    server.on('PUT', '/api/biddingfeedback', (call, response) =>
      sendJson(response, 200, { success: true, message: call.ifMatch ?? '', extraData: 5 }),
    );
    const form = new FormData();
    form.append('id', '5');
    expect((await upload({ url: '/api/biddingfeedback', method: 'PUT', form, revision: 4 })).message).toBe('"4"');
  });

  it('applies the error policy to a failed upload', async () => {
    server.on('POST', '/api/practiceability/import', (_call, response) =>
      sendJson(response, 400, { success: false, message: MSG.importXlsxOnly, extraData: null }),
    );
    const form = new FormData();
    form.append('File', new Blob(['x']), 'a.txt');
    expect((await rejectionOf(upload({ url: '/api/practiceability/import', form }))).message).toBe(MSG.importXlsxOnly);
    expect(await screen.findByText(MSG.importXlsxOnly)).toBeTruthy();
  });
});
