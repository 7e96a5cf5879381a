import { expect, test, type Page } from '@playwright/test';
import { idCard } from './support/codes.ts';
import { pngFile } from './support/files.ts';
import { signInEnterprise, signInManage } from './support/sign-in.ts';

const dialog = (page: Page, title: string) => page.getByRole('dialog').filter({ hasText: title });

test('an enterprise user edits its basic information, is told about a bad field, fixes it and sees the history', async ({
  page,
}) => {
  await signInEnterprise(page, 'qiye1');
  await expect(page).toHaveURL(/\/my-enterprise$/);
  await page.getByRole('button', { name: /^编\s*辑$/ }).click();
  const edit = dialog(page, '编辑企业基本信息');
  await edit.getByLabel('联系电话').fill('12345');
  await edit.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(edit.getByText('输入的联系电话格式有误')).toBeVisible();
  await edit.getByLabel('联系电话').fill('13976543210');
  await edit.getByLabel('联系人').fill('符小明');
  await edit.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(page.getByText('编辑成功！')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('cell', { name: '符小明' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '139****3210' })).toBeVisible();

  await page.getByRole('button', { name: '变更历史' }).click();
  const history = dialog(page, '企业变更历史');
  await expect(history.getByText(/联系人: .+ → 符小明/)).toBeVisible();
  await expect(history.getByText(/联系电话: .+ → 139\*\*\*\*3210/)).toBeVisible();
});

test('an enterprise user adds a person, edits them and marks them as left', async ({ page }) => {
  const name = `测试人员${Date.now() % 100000}`;
  await signInEnterprise(page, 'qiye1');
  await page.getByRole('tab', { name: '人员信息' }).click();
  await page.getByRole('button', { name: '添加人员' }).click();
  const add = dialog(page, '添加人员');
  await add.getByLabel('姓名').fill(name);
  await add.getByLabel('男').check();
  await add.getByLabel('身份证号').fill('460106199001010028');
  await add.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(add.getByText('请输入正确格式的身份证')).toBeVisible();
  await add.getByLabel('身份证号').fill(idCard());
  await add.getByLabel('手机号码').fill('13812345678');
  await add.getByLabel('职称').click();
  await page.getByTitle('工程师', { exact: true }).click();
  await add.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(page.getByText('添加成功！')).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('138****5678');
  await row.getByRole('button', { name: /^编\s*辑$/ }).click();
  const edit = dialog(page, '编辑人员');
  await expect(edit.getByLabel('身份证号')).toBeDisabled();
  await edit.getByLabel('姓名').fill(`${name}乙`);
  await edit.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(page.getByText('编辑成功！')).toBeVisible();

  const edited = page.getByRole('row').filter({ hasText: `${name}乙` });
  await edited.getByRole('button', { name: /^离\s*职$/ }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: '确认离职' })
    .getByRole('button', { name: /^确\s*定$/ })
    .click();
  await expect(edited).toContainText('离职');
  await edited.getByRole('button', { name: /^历\s*史$/ }).click();
  await expect(dialog(page, '人员历史').getByText(`姓名: ${name} → ${name}乙`)).toBeVisible();
});

test('an enterprise user uploads an attachment and previews it', async ({ page }) => {
  const fileName = `营业执照-${Date.now()}.png`;
  await signInEnterprise(page, 'qiye2');
  await page.goto('/attachment');
  await page.getByRole('button', { name: '上传附件' }).click();
  const edit = dialog(page, '编辑企业基本信息');
  await edit
    .getByRole('region', { name: '营业执照' })
    .locator('input[type=file]')
    .setInputFiles({ name: fileName, mimeType: 'image/png', buffer: pngFile() });
  await edit.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(page.getByText('编辑成功！')).toBeVisible();
  const image = page.getByRole('main').getByRole('img', { name: fileName });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await image.click();
  await expect(page.locator('.ant-image-preview-img')).toBeVisible();
});

test('a management user opens an enterprise read-only from the inquiry list', async ({ page }) => {
  await signInManage(page, 'chushen');
  await page
    .getByRole('row')
    .filter({ hasText: '海南华信工程造价咨询有限公司' })
    .getByRole('button', { name: /^查\s*看$/ })
    .click();
  const view = dialog(page, '海南华信工程造价咨询有限公司');
  await expect(view.getByRole('tab', { name: '基本信息' })).toBeVisible();
  await expect(view.getByRole('button', { name: /^编\s*辑$/ })).toHaveCount(0);
  await view.getByRole('tab', { name: '人员信息' }).click();
  await expect(view.getByRole('button', { name: '添加人员' })).toHaveCount(0);
});

test('on a phone an enterprise user sees the header on one line, folded filters, records as cards, the menu over the page and attachments within the screen', async ({
  page,
}) => {
  await signInEnterprise(page, 'qiye1');
  // On a wide screen 操作 is pinned to the right of the credit records and every filter shows.
  await page.goto('/enterPriseTable');
  const pinned = page.locator('.ant-table-row .ant-table-cell-fix-end');
  await expect(pinned.first()).toBeVisible();
  await expect(page.getByLabel('处理状态')).toBeVisible();

  // On a phone each record is a card (nothing pinned, nothing to scroll), and the filters after the first two fold.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.locator('.list-card').first()).toBeVisible();
  await expect(pinned).toHaveCount(0);
  await expect(page.getByLabel('企业名称')).toBeVisible();
  await expect(page.getByLabel('处理状态')).toBeHidden();
  await page.getByRole('button', { name: '更多筛选' }).click();
  await expect(page.getByLabel('处理状态')).toBeVisible();
  await page.getByRole('button', { name: '收起筛选' }).click();
  await expect(page.getByLabel('处理状态')).toBeHidden();

  // The opened menu lies over the page, which keeps its width, and closes once a page is chosen.
  const content = page.locator('.app-shell__content');
  const width = (await content.boundingBox())?.width;
  await page.locator('.ant-layout-sider-trigger').click();
  await page.getByRole('menuitem', { name: '企业信息' }).click();
  await expect(page.locator('.app-shell__sider--overlay')).toBeVisible();
  expect((await content.boundingBox())?.width).toBe(width);
  await page.getByRole('menuitem', { name: '企业附件' }).click();
  await expect(page).toHaveURL(/\/attachment$/);
  await expect(page.locator('.app-shell__sider--overlay')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: '企业附件' })).toBeVisible();
  // The enterprise's long name gives way: the header stays one line, 退出登录 whole.
  const header = page.locator('.app-shell__header');
  expect((await header.boundingBox())?.height).toBe(64);
  await expect(header.getByRole('button', { name: /退出登录/ })).toBeVisible();
  const name = header.locator('.app-shell__user-name');
  expect(await name.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
