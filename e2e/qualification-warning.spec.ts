import { expect, test } from '@playwright/test';
import { signInAsAdmin, signInManage } from './support/sign-in.ts';

test('management opens 资质预警, filters by a figure and by name, and previews an enterprise', async ({ page }) => {
  await signInManage(page, 'bumen');
  await page.goto('/dataBoard_warning');
  await expect(page.getByText(/连续3个月低于资质等级要求的企业，扣除全部基础分/)).toBeVisible();
  const rows = page.locator('.ant-table-tbody .ant-table-row');
  await expect(rows).toHaveCount(5);
  // A city desk: no city column.
  await expect(page.getByRole('columnheader', { name: '城市' })).toHaveCount(0);

  await page.getByRole('button', { name: /查看甲级的预警企业（2家）/ }).click();
  await expect(rows).toHaveCount(2);
  await expect(page).toHaveURL(/item=1/);

  await page.getByLabel('企业名称').fill('鼎立');
  await page
    .getByRole('button', { name: /查\s*询/ })
    .first()
    .click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('海南鼎立工程项目管理有限公司');
  await expect(rows.first()).toContainText('扣除基础分');

  await rows.first().getByRole('button', { name: /查看/ }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '资质预警详情' });
  await expect(dialog.getByText('逐月评估记录')).toBeVisible();
  await expect(dialog.locator('.ant-descriptions')).toContainText('甲级');
  await dialog.getByLabel('人员类别').click();
  await page.locator('.ant-select-item-option', { hasText: /^造价工程师$/ }).click();
  await dialog.getByRole('button', { name: /查\s*询/ }).click();
  await expect(dialog.getByText('共 3 条')).toBeVisible();
  await expect(dialog.getByText('计入', { exact: true })).toHaveCount(3);
});

test('the administrator evaluates a month again from 资质预警', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/dataBoard_warning');
  // The administrator looks across cities: the city column shows.
  await expect(page.getByRole('columnheader', { name: '城市' })).toBeVisible();
  await page.getByRole('button', { name: '月度评估' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '评估注册造价工程师人数' });
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('已评估9家企业')).toBeVisible();
  await expect(page.locator('.ant-table-tbody .ant-table-row')).toHaveCount(5);
});
