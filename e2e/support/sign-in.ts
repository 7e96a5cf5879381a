import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../../playwright.config.ts';

/** Signs in as the super administrator through the /login form. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByText('退出登录')).toBeVisible();
}

/** The demo accounts' password at the local sign-in providers (README). */
export const DEMO_PASSWORD = 'Demo@123456';

/**
 * Signs in through a local provider: the /login button, the provider's Chinese form, back to the
 * platform. `loginUrl` is where the browser opens the platform (PUBLIC_URL unless told).
 */
async function signInThroughProvider(
  page: Page,
  button: '企业用户登录' | '管理用户登录',
  username: string,
  loginUrl = '/login',
): Promise<void> {
  await page.goto(loginUrl);
  await page
    .getByRole('button', { name: button })
    .or(page.getByRole('link', { name: button }))
    .click();
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('退出登录')).toBeVisible();
}

export const signInEnterprise = (page: Page, username: 'qiye1' | 'qiye2', loginUrl?: string) =>
  signInThroughProvider(page, '企业用户登录', username, loginUrl);

export const signInManage = (page: Page, username: 'chushen' | 'yuanqu' | 'bumen' | 'lingdao' | 'dengji') =>
  signInThroughProvider(page, '管理用户登录', username);
