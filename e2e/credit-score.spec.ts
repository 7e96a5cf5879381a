import { expect, test } from '@playwright/test';
import { signInEnterprise, signInManage } from './support/sign-in.ts';

test('management opens the ranking, clicks a score and reads how it adds up', async ({ page }) => {
  await signInManage(page, 'bumen');
  await page.goto('/enterprisegrade');
  const first = page.locator('.ant-table-row').first();
  await expect(first).toBeVisible();
  const scoreButton = first.getByRole('button', { name: /查看.+的信用分构成/ });
  const score = (await scoreButton.innerText()).trim();
  await scoreButton.click();
  const dialog = page.getByRole('dialog').filter({ hasText: '动态信用分构成' });
  await expect(dialog.getByText('基础分', { exact: true })).toBeVisible();
  await expect(dialog.locator('.ant-table-summary')).toContainText(`合计${score}`);
});

test('an enterprise reads its own credit level and score explained', async ({ page }) => {
  await signInEnterprise(page, 'qiye1');
  await page.goto('/enterpriseLevelLogged');
  // The name also shows in the banner: read it in the score's own table.
  const named = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '企业名称' }) });
  await expect(named).toContainText('海南华信工程造价咨询有限公司');
  await expect(page.getByRole('rowheader', { name: '综合信用等级' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '基础分', exact: true })).toBeVisible();
});
