import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/sign-in.ts';

test('the super administrator signs in on /login and lands on the first menu page', async ({ page }) => {
  await signInAsAdmin(page);
  // The first menu with children is 企业信息, whose first child for this role is 企业查询.
  await expect(page).toHaveURL(/\/enterpriseInquire$/);
  await expect(page.getByRole('menuitem', { name: /系统管理/ })).toBeVisible();
});

test('a deep link survives a refresh, and a typed URL outside the menus lands on /error', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/loginLog');
  await expect(page).toHaveURL(/\/loginLog$/);
  await page.reload();
  await expect(page).toHaveURL(/\/loginLog$/);
  await expect(page.getByText('退出登录')).toBeVisible();

  await page.goto('/my-enterprise');
  await expect(page.getByText('页面不存在或您无权访问')).toBeVisible();
});

test('a wrong password shows the server message and signs nobody in', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码').fill('wrong-password-9');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByText(/用户名或密码错误/)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
