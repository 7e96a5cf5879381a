import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/sign-in.ts';

test('the administrator drafts a scoring standard, reads its what-if matrix and publishes it', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/standardsMgt');
  await expect(page.locator('.ant-table-row', { hasText: '信用评价标准（2025版）' })).toContainText('已发布');
  await page.getByRole('button', { name: '新增评价标准' }).click();
  const form = page.getByRole('dialog').filter({ hasText: '新增评价标准' });
  await form.getByLabel('标准名称').fill('信用评价标准（2027版）');
  await form.getByLabel('基础分').fill('65');
  await form.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByText('保存成功！')).toBeVisible();
  const row = page.locator('.ant-table-row', { hasText: '信用评价标准（2027版）' });
  await expect(row).toContainText('草稿');

  await row.getByRole('button', { name: '试算' }).click();
  const whatIf = page.getByRole('dialog').filter({ hasText: '试算：信用评价标准（2027版）' });
  await expect(whatIf.getByText(/按该标准计算全部 \d+ 家企业，等级变化的有 \d+ 家。/)).toBeVisible();
  await expect(whatIf.getByRole('columnheader', { name: '现等级 \\ 新等级' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(whatIf).toBeHidden();

  await row.getByRole('button', { name: '发布' }).click();
  await page
    .getByRole('tooltip')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByText('发布成功！')).toBeVisible();
  await expect(row).toContainText('已发布');
  await expect(row.getByRole('button', { name: '修改' })).toHaveCount(0);
});
