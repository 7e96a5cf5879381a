import { MSG } from '@credit/rules';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@/api/current-user.ts';
import { getToken, setToken } from '@/api/token-store.ts';
import { sendJson, pageServerForFile } from '../api/local-server.ts';
import { AFTER_CALLS, renderApp } from './render-app.tsx';

const CREDIT_GROUP: MenuItem = {
  menuName: '信用管理',
  menuIcon: 'SafetyCertificateOutlined',
  menuUrl: '',
  subMenus: [
    { menuName: '基本信用信息', menuIcon: 'file', menuUrl: 'basicCredit', subMenus: [] },
    { menuName: '信用申报', menuIcon: null, menuUrl: '/creditDeclare' },
  ],
};
const DESK: MenuItem = { menuName: '企业工作台', menuIcon: 'home', menuUrl: 'dataBoard1', subMenus: [] };

const server = pageServerForFile();

function serveMenus(menus: MenuItem[]): void {
  server.on('GET', '/api/user', (call, response) =>
    call.authorization === 'Bearer user-token'
      ? sendJson(response, 200, { success: true, roleName: '企业', userName: '中建示范公司', menus })
      : sendJson(response, 401, {
          success: false,
          Code: 401,
          Message: MSG.loginExpired,
          message: MSG.loginExpired,
          extraData: null,
        }),
  );
}

function signedInAt(path: string, menus: MenuItem[]) {
  setToken('user-token');
  serveMenus(menus);
  return renderApp(path);
}

describe('without a session', () => {
  it.each(['/', '/basicCredit', '/enterPriseTable'])('%s goes to /login', async (path) => {
    const router = renderApp(path);
    expect(await screen.findByRole('link', { name: '企业用户登录' }, AFTER_CALLS)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(server.calls).toHaveLength(0);
  });
});

describe('menu-driven routes', () => {
  it('opens the first menu item without children at /', async () => {
    // 我的看板 (dataBoard1) of an enterprise not yet scored.
    server.on('GET', '/api/dashboard/own', (_call, response) =>
      sendJson(response, 200, {
        success: true,
        message: '',
        extraData: {
          scope: 'enterprise',
          enterpriseName: '中建示范有限公司',
          standing: null,
          goodInForce: 0,
          badInForce: 0,
          requests: [],
          warning: null,
          deadlines: [],
          desks: [],
          computedAt: '2026-11-29T08:00:00.000Z',
        },
      }),
    );
    const router = signedInAt('/', [CREDIT_GROUP, DESK]);
    expect(await screen.findByRole('heading', { level: 1, name: '企业工作台' }, AFTER_CALLS)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dataBoard1');
    // The page's name is its one h1.
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(await screen.findByText('本企业尚未评分，评分后显示信用分、等级与排名', {}, AFTER_CALLS)).toBeTruthy();
    expect(screen.getByText('中建示范公司')).toBeTruthy();
    expect(screen.getByText('企业')).toBeTruthy();
  });

  it('opens the first child of the first group when no item is a leaf', async () => {
    const router = signedInAt('/', [CREDIT_GROUP]);
    expect(await screen.findByRole('heading', { level: 1, name: '基本信用信息' }, AFTER_CALLS)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/basicCredit');
    const breadcrumb = document.querySelector('.ant-breadcrumb');
    expect(breadcrumb?.textContent).toBe('信用管理/基本信用信息');
    // The shell first rendered at /, with no page open: the group opens when the landing page does.
    const group = screen.getByRole('menuitem', { name: /信用管理/ }).closest('.ant-menu-submenu');
    await waitFor(() => expect(group?.className).toContain('ant-menu-submenu-open'));
  });

  it('passes over a group that holds no page of the role, and a group of such groups', async () => {
    const empty: MenuItem = { menuName: '系统管理', menuIcon: 'setting', menuUrl: '', subMenus: [] };
    const emptyWithin: MenuItem = { menuName: '统计分析', menuIcon: 'chart', menuUrl: '', subMenus: [empty] };
    const router = signedInAt('/', [empty, emptyWithin, CREDIT_GROUP]);
    expect(await screen.findByRole('heading', { level: 1, name: '基本信用信息' }, AFTER_CALLS)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/basicCredit');
  });

  it('opens a page whose menu url has a leading slash, and moves between pages from the side menu', async () => {
    const router = signedInAt('/creditDeclare', [DESK, CREDIT_GROUP]);
    expect(await screen.findByRole('heading', { level: 1, name: '信用申报' }, AFTER_CALLS)).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: /信用申报/ }).className).toContain('ant-menu-item-selected');
    await userEvent.setup().click(screen.getByRole('menuitem', { name: /企业工作台/ }));
    expect(await screen.findByRole('heading', { level: 1, name: '企业工作台' }, AFTER_CALLS)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dataBoard1');
  });

  it('sends an address outside the menus to /error', async () => {
    const router = signedInAt('/roleControl', [DESK]);
    expect(await screen.findByText('页面不存在或您无权访问', {}, AFTER_CALLS)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/error');
  });

  it('logs out a role without menus', async () => {
    const router = signedInAt('/', []);
    expect(
      await screen.findByText(MSG.roleWithoutMenus, { selector: '.ant-message-notice-title' }, AFTER_CALLS),
    ).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), AFTER_CALLS);
    expect(getToken()).toBeNull();
    expect(await screen.findByRole('link', { name: '企业用户登录' }, AFTER_CALLS)).toBeTruthy();
  });

  it('logs out on 退出登录', async () => {
    const router = signedInAt('/dataBoard1', [DESK]);
    await userEvent.setup().click(await screen.findByRole('button', { name: /退出登录/ }, AFTER_CALLS));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), AFTER_CALLS);
    expect(getToken()).toBeNull();
  });

  it('logs out a session the server no longer accepts', async () => {
    setToken('revoked-token');
    serveMenus([DESK]);
    const router = renderApp('/');
    expect(
      await screen.findByText(MSG.loginExpired, { selector: '.ant-message-notice-title' }, AFTER_CALLS),
    ).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), AFTER_CALLS);
    expect(getToken()).toBeNull();
  });
});
