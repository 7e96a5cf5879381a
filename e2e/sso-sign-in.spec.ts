import { expect, test } from '@playwright/test';
import { signInEnterprise, signInManage } from './support/sign-in.ts';

test('an enterprise user signs in through the enterprise provider and lands on its first menu page', async ({
  page,
}) => {
  await signInEnterprise(page, 'qiye1');
  await expect(page).toHaveURL(/\/my-enterprise$/);
});

test('a management user signs in through the management provider and lands on the first page of the desk', async ({
  page,
}) => {
  await signInManage(page, 'bumen');
  await expect(page).toHaveURL(/\/enterpriseInquire$/);
  await page.goto('/menuControl');
  await expect(page.getByText('页面不存在或您无权访问')).toBeVisible();
});

test('logout ends the session: the old token is refused and the user is back at /login', async ({ page }) => {
  await signInManage(page, 'chushen');
  const token = await page.evaluate(() =>
    Object.keys(sessionStorage)
      .map((key) => sessionStorage.getItem(key) ?? '')
      .find((value) => value.split('.').length === 3),
  );
  expect(token).toBeTruthy();
  await page.getByText('退出登录').click();
  // The provider asks to confirm its own sign-out (on its own page: not the platform's button), then returns to /login.
  await expect(page).toHaveURL(/\/idp\/manage\//);
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const status = await page.evaluate(
    async (t) => (await fetch('/api/user', { headers: { authorization: `Bearer ${t}` } })).status,
    token,
  );
  expect(status).toBe(401);
});
