import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAsAdmin, signInManage } from './support/sign-in.ts';

const dialog = (page: Page) => page.getByRole('dialog');
const row = (page: Page, text: string): Locator => page.locator('.ant-table-row', { hasText: text });

async function confirmDialog(page: Page, success: string | RegExp) {
  await dialog(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByText(success).first()).toBeVisible();
  await expect(dialog(page)).toBeHidden();
}

test('the administrator creates a role, gives it menus, moves a desk user to it, reorders a menu and reads the login log', async ({
  page,
  browser,
}) => {
  // A management user exists once they have signed in through their provider.
  const deskContext = await browser.newContext();
  const desk = await deskContext.newPage();
  await signInManage(desk, 'dengji');

  await signInAsAdmin(page);

  // 角色管理: a new role with 登录日志 and 账号信息.
  await page.goto('/roleControl');
  await page.getByRole('button', { name: '新增角色' }).click();
  await dialog(page).getByLabel('角色名称').fill('日志稽查');
  await dialog(page).getByLabel('角色编码').fill('logInspector');
  await confirmDialog(page, '添加成功！');
  await row(page, '日志稽查').getByRole('button', { name: '分配菜单' }).click();
  for (const menu of ['登录日志', '账号信息']) {
    await dialog(page).locator('.ant-tree-treenode', { hasText: menu }).locator('.ant-tree-checkbox').click();
  }
  await confirmDialog(page, '保存成功！');

  // 用户管理: dengji moves to the new role.
  await page.goto('/userControl');
  await page.getByLabel('用户名').fill('dengji');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(row(page, 'dengji')).toHaveCount(1);
  await row(page, 'dengji').getByRole('button', { name: '修改角色' }).click();
  // A click on an option still sliding in can miss: choose until the form shows the choice (the
  // option list is a pop-up outside the dialog).
  await expect(async () => {
    await dialog(page).locator('.ant-select').click();
    await page.locator('.ant-select-item-option', { hasText: '日志稽查' }).click();
    await expect(dialog(page)).toContainText('日志稽查', { timeout: 1000 });
  }).toPass();
  await confirmDialog(page, '编辑成功！');
  await expect(row(page, 'dengji')).toContainText('日志稽查');

  // The desk user's menus follow at once: his old desk is gone, the log is his.
  await desk.reload();
  await expect(desk.getByText('页面不存在或您无权访问')).toBeVisible();
  await desk.goto('/loginLog');
  await expect(desk.getByRole('button', { name: /导出Excel/ })).toBeVisible();
  await expect(desk.getByRole('menuitem', { name: /部门登记/ })).toHaveCount(0);
  await deskContext.close();

  // 菜单管理: 登录日志 goes first in 系统管理.
  await page.goto('/menuControl');
  await row(page, '登录日志').getByRole('button', { name: '编辑' }).click();
  await dialog(page).getByLabel('排序').fill('0');
  await confirmDialog(page, '编辑成功！');
  await page.reload();
  const systemItems = page.locator('.ant-menu-submenu', { hasText: '系统管理' }).locator('.ant-menu-item');
  await page.getByRole('menuitem', { name: /系统管理/ }).click();
  await expect(systemItems.first()).toContainText('登录日志');

  // 登录日志: his own sign-in is there, and the list exports.
  await page.goto('/loginLog');
  await page.getByLabel('用户').fill('admin');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(row(page, '超级管理员登录').first()).toContainText('成功');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /导出Excel/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^登录日志\d{14}\.xlsx$/);
});

test('the account page shows the administrator his profile and checks the password change', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/accountInfo');
  await expect(page.getByText('个人资料')).toBeVisible();
  await expect(page.locator('.ant-descriptions')).toContainText('超级管理员');
  await page.getByLabel('原密码').fill('not-my-password1');
  await page.getByLabel('新密码', { exact: true }).fill('short');
  await page.getByRole('button', { name: '修改密码' }).click();
  await expect(
    page.locator('.ant-form-item-explain-error', { hasText: '密码至少8位，且须同时包含字母和数字' }),
  ).toBeVisible();
  await page.getByLabel('新密码', { exact: true }).fill('Another2026x');
  await page.getByLabel('确认新密码').fill('Another2026x');
  await page.getByRole('button', { name: '修改密码' }).click();
  await expect(page.locator('.ant-form-item-explain-error', { hasText: '原密码错误' })).toBeVisible();
});
