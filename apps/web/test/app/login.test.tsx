import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getToken } from '@/api/token-store.ts';
import { sendJson, pageServerForFile } from '../api/local-server.ts';
import { AFTER_CALLS, renderApp } from './render-app.tsx';

const server = pageServerForFile();

async function fillAdminForm(username: string, password: string): Promise<void> {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('用户名', {}, AFTER_CALLS), username);
  await user.type(screen.getByLabelText('密码'), password);
  await user.click(screen.getByRole('button', { name: '登录' }));
}

describe('/login', () => {
  it('offers both sign-on providers, the administrator form and registration', async () => {
    renderApp('/login');
    expect((await screen.findByRole('link', { name: '企业用户登录' }, AFTER_CALLS)).getAttribute('href')).toBe(
      '/account/login/enterprise',
    );
    expect(screen.getByRole('link', { name: '管理用户登录' }).getAttribute('href')).toBe('/account/login/manage');
    expect(screen.getByLabelText('用户名')).toBeTruthy();
    expect(screen.getByLabelText('密码')).toBeTruthy();
    expect(screen.getByRole('link', { name: '企业注册' }).getAttribute('href')).toBe('/register');
  });

  it('asks for the missing credentials without calling the server', async () => {
    renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '登录' }, AFTER_CALLS));
    expect(await screen.findByText('请输入用户名', {}, AFTER_CALLS)).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(server.calls).toHaveLength(0);
  });

  it('signs the administrator in with a password and opens the first menu', async () => {
    let answerToken: () => void = () => undefined;
    server.on('POST', '/oauth/token', (_call, response) => {
      answerToken = () => sendJson(response, 200, { access_token: 'admin-token', token_type: 'Bearer' });
    });
    server.on('GET', '/api/user', (call, response) =>
      sendJson(response, 200, {
        success: true,
        roleName: '超级管理员',
        menus:
          call.authorization === 'Bearer admin-token'
            ? [{ menuName: '菜单管理', menuIcon: 'setting', menuUrl: 'menuControl' }]
            : [],
      }),
    );
    const router = renderApp('/login');
    await fillAdminForm('admin', 'secret12');

    const submit = screen.getByRole('button', { name: '登录' });
    await waitFor(() => expect(submit.getAttribute('aria-busy')).toBe('true'), AFTER_CALLS);
    answerToken();

    expect(await screen.findByRole('heading', { level: 1, name: '菜单管理' }, AFTER_CALLS)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/menuControl');
    expect(getToken()).toBe('admin-token');
    const tokenCall = server.calls.find((c) => c.path === '/oauth/token');
    expect(tokenCall?.contentType).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(tokenCall?.body))).toEqual({
      grant_type: 'password',
      username: 'admin',
      password: 'secret12',
    });
  });

  it('shows the reason a password login is refused and stays on /login', async () => {
    server.on('POST', '/oauth/token', (_call, response) =>
      sendJson(response, 400, { error: 'invalid_grant', error_description: '用户名或密码错误' }),
    );
    const router = renderApp('/login');
    await fillAdminForm('admin', 'wrong1');
    expect(await screen.findByText('用户名或密码错误', {}, AFTER_CALLS)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(getToken()).toBeNull();
    expect(screen.getByRole('button', { name: '登录' }).getAttribute('aria-busy')).toBe('false');
  });
});

describe('sign-on returns', () => {
  it('trades the code for a token and opens the first menu', async () => {
    server.on('GET', '/account/getenterpriseuser', (call, response) =>
      call.query.get('code') === 'one-time'
        ? sendJson(response, 200, { success: true, token: 'enterprise-token' })
        : sendJson(response, 200, { success: false, message: '授权码无效' }),
    );
    server.on('GET', '/api/user', (_call, response) =>
      sendJson(response, 200, {
        success: true,
        roleName: '企业',
        menus: [{ menuName: '企业工作台', menuIcon: 'home', menuUrl: 'enterPriseTable' }],
      }),
    );
    const router = renderApp('/enterPriseTable?code=one-time');
    expect(await screen.findByRole('heading', { level: 1, name: '企业工作台' }, AFTER_CALLS)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/enterPriseTable');
    expect(getToken()).toBe('enterprise-token');
    expect(server.calls.filter((c) => c.path === '/account/getenterpriseuser')).toHaveLength(1);
  });

  it('shows why the sign-on failed with the way back to /login', async () => {
    server.on('GET', '/account/getmanageuser', (_call, response) =>
      sendJson(response, 200, { success: false, message: '授权码已过期' }),
    );
    renderApp('/manageTable?code=old');
    expect(await screen.findByText('授权码已过期', {}, AFTER_CALLS)).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回登录页' }).getAttribute('href')).toBe('/login');
    expect(getToken()).toBeNull();
  });

  it('shows 正在登录… while the code is being traded', async () => {
    server.on('GET', '/account/getmanageuser', () => undefined);
    renderApp('/manageTable?code=slow');
    expect(await screen.findByText('正在登录…', {}, AFTER_CALLS)).toBeTruthy();
  });
});
