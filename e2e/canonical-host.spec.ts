import { expect, test } from '@playwright/test';
import { E2E_OTHER_HOST_URL, E2E_PUBLIC_URL } from '../playwright.config.ts';
import { signInEnterprise } from './support/sign-in.ts';

test('a page opened at another host than PUBLIC_URL is sent to the same page at PUBLIC_URL', async ({ page }) => {
  await page.goto(`${E2E_OTHER_HOST_URL}/mainPublicity?from=lan`);
  await expect(page).toHaveURL(`${E2E_PUBLIC_URL}/mainPublicity?from=lan`);
  await expect(page.getByRole('heading', { level: 1, name: '信用公示首页' })).toBeVisible();
});

test('an enterprise user who opens the platform at 127.0.0.1 signs in through the provider and ends signed in', async ({
  page,
}) => {
  await signInEnterprise(page, 'qiye1', `${E2E_OTHER_HOST_URL}/login`);
  await expect(page).toHaveURL(`${E2E_PUBLIC_URL}/my-enterprise`);
  await expect(page.getByText('登录失败')).toHaveCount(0);
});
