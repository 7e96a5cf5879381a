import { expect, test } from '@playwright/test';

test('the root shows the Chinese sign-in page with its three ways in', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('link', { name: '企业用户登录' })).toBeVisible();
  await expect(page.getByRole('link', { name: '管理用户登录' })).toBeVisible();
  await expect(page.getByText('超级管理员登录')).toBeVisible();
});

test('a public page renders in the public layout, also after a refresh of its deep link', async ({ page }) => {
  await page.goto('/mainPublicity');
  await expect(page.getByRole('heading', { name: '信用公示首页' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: '信用公示首页' })).toBeVisible();
  await page.getByRole('link', { name: '政策文件' }).first().click();
  await expect(page).toHaveURL(/\/relevantPolicy$/);
  await expect(page.getByRole('heading', { name: '政策文件' })).toBeVisible();
});

test('/error and an unknown route show the Chinese error page', async ({ page }) => {
  await page.goto('/error');
  await expect(page.getByText('页面不存在或您无权访问')).toBeVisible();
  await page.goto('/no-such-page/at-all');
  await expect(page.getByText('页面不存在或您无权访问')).toBeVisible();
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('Internet Explorer 9 is sent to /notSupport before the app loads', async ({ browser }) => {
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (compatible; MSIE 9.0; Windows NT 6.1; Trident/5.0)',
  });
  const page = await context.newPage();
  await page.goto('/mainPublicity');
  await expect(page).toHaveURL(/\/notSupport$/);
  await expect(page.getByText('您的浏览器版本过低').first()).toBeVisible();
  await context.close();
});
