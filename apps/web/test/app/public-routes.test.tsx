import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '@/api/token-store.ts';
import { renderApp } from './render-app.tsx';

const PUBLIC_PAGES: [path: string, title: string][] = [
  ['/mainPublicity', '信用公示首页'],
  ['/registerPublicity', '信用登记公示'],
  ['/enterpriseRecordDetail', '企业信用记录详情'],
  ['/publicSystem', '企业排名'],
  ['/creditPublic', '信用记录公示'],
  ['/enterpriseLevel', '企业信用等级'],
  ['/appointSort', '综合信用分排序'],
  ['/relevantPolicy', '政策文件'],
  ['/certificateVerify', '信用等级证书核验'],
  ['/register', '企业注册'],
  ['/test', '访问测试'],
  ['/notSupport', '浏览器版本过低'],
];

describe('public routes', () => {
  it.each(PUBLIC_PAGES)('%s shows its title inside the public layout', async (path, title) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText('建设行业企业信用管理平台')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '公示导航' })).toBeTruthy();
  });

  it('lists the publicity sections on the publicity home page and in the navigation', async () => {
    renderApp('/mainPublicity');
    const nav = await screen.findByRole('navigation', { name: '公示导航' });
    const labels = Array.from(nav.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(labels).toEqual([
      ['信用公示首页', '/mainPublicity'],
      ['企业排名', '/publicSystem'],
      ['信用记录公示', '/creditPublic'],
      ['企业信用等级', '/enterpriseLevel'],
      ['综合信用分排序', '/appointSort'],
      ['政策文件', '/relevantPolicy'],
      ['登录', '/login'],
    ]);
    expect(screen.getAllByRole('link', { name: /企业排名/ })).toHaveLength(2);
  });

  it('tells the visitor in the page, without a toast, when a list cannot be read', async () => {
    renderApp('/creditPublic');
    const table = await screen.findByRole('table', { name: '公示中的信用记录' });
    expect(await within(table).findByText('数据加载失败，请稍后重试')).toBeTruthy();
  });

  it('explains the browser requirement on /notSupport', async () => {
    renderApp('/notSupport');
    expect(await screen.findByText(/请使用 Chrome、Edge、Firefox 或 360 极速模式/)).toBeTruthy();
  });

  it('sends /register1 to /login without a token', async () => {
    const router = renderApp('/register1');
    expect(await screen.findByRole('link', { name: '企业用户登录' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the commitment letter page to a signed-in user', async () => {
    setToken('t');
    renderApp('/register1');
    expect(await screen.findByRole('heading', { level: 1, name: '信用承诺书' })).toBeTruthy();
  });
});

describe('error page', () => {
  it('/error says the page does not exist and offers the way home', async () => {
    renderApp('/error');
    expect(await screen.findByText('页面不存在或您无权访问')).toBeTruthy();
    expect(screen.getByRole('button', { name: /返回首页/ })).toBeTruthy();
  });

  it('an unknown address shows the error page', async () => {
    const router = renderApp('/no-such-page');
    expect(await screen.findByText('页面不存在或您无权访问')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/error');
  });
});
