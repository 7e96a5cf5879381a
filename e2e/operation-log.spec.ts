import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support/sign-in.ts';

const dialog = (page: Page) => page.getByRole('dialog');

test('the administrator changes a menu and finds the change in 操作日志 with its value before and after', async ({
  page,
}) => {
  await signInAsAdmin(page);

  // 菜单管理: 节假日 gets a sort number no run has given it before.
  const sortOrder = String(100 + (Date.now() % 900));
  await page.goto('/menuControl');
  await page.locator('.ant-table-row', { hasText: '节假日' }).getByRole('button', { name: '编辑' }).click();
  const previous = await dialog(page).getByLabel('排序').inputValue();
  await dialog(page).getByLabel('排序').fill(sortOrder);
  await dialog(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByText('编辑成功！').first()).toBeVisible();

  // 操作日志: the newest entry about 节假日 is that change, by the administrator, from an address.
  await page.goto('/operationLog');
  await page.getByLabel('对象编号/名称').fill('节假日');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const entry = page.locator('.ant-table-row', { hasText: `排序: ${previous} → ${sortOrder}` });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('菜单');
  await expect(entry).toContainText('修改');
  await expect(entry).toContainText('超级管理员');

  await entry.getByRole('button', { name: '查看' }).click();
  await expect(dialog(page)).toContainText('操作日志详情');
  const field = dialog(page).locator('.ant-table-row', { hasText: '排序' });
  await expect(field.locator('td').nth(1)).toHaveText(previous);
  await expect(field.locator('td').nth(2)).toHaveText(sortOrder);
  await expect(dialog(page)).toContainText(/\d+\.\d+\.\d+\.\d+|::1|::ffff:/);
  await dialog(page).getByRole('button', { name: '关闭' }).click();
  await expect(dialog(page)).toBeHidden();

  // The list exports what it shows.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /导出Excel/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^操作日志\d{14}\.xlsx$/);
});
