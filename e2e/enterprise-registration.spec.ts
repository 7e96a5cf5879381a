import { expect, test, type Locator, type Page } from '@playwright/test';
import { creditCode, idCard } from './support/codes.ts';
import { pdfFile, pngFile } from './support/files.ts';
import { signInEnterprise, signInManage } from './support/sign-in.ts';

/** A name made of Chinese characters only (spec §5), different on each run: the time in Chinese digits. */
const enterpriseName = `三亚${[...String(Date.now() % 1e7)].map((d) => '零一二三四五六七八九'[Number(d)]).join('')}工程造价咨询有限公司`;
const code = creditCode('460200');

/**
 * Popups are chosen from with the keyboard: on a phone the page scrolls to the option clicked and
 * the list re-aligns to its field meanwhile, so a click can miss.
 */
async function chooseActive(field: Locator, active: Locator, wanted: string, presses: number) {
  for (let step = 0; step < presses; step++) await field.press('ArrowDown');
  await expect(active).toHaveText(wanted);
  await field.press('Enter');
}

/** Types a division's name into the cascader and takes the path wanted (names repeat: 龙华区 is in Haikou and Shenzhen). */
async function pickPlace(page: Page, label: string, path: string[]) {
  const field = page.getByLabel(label);
  await field.click();
  await field.fill(path.at(-1) ?? '');
  const wanted = path.join(' / ');
  const offered = page.locator('.ant-cascader-menu-item');
  await expect(offered.filter({ hasText: new RegExp(`^${wanted}$`) })).toHaveCount(1);
  // The search results open with none active.
  const presses = (await offered.allTextContents()).indexOf(wanted) + 1;
  await chooseActive(field, page.locator('.ant-cascader-menu-item-active'), wanted, presses);
}

/** Opens a select and takes the option wanted. */
async function pickOption(page: Page, label: string, wanted: string) {
  const field = page.getByLabel(label);
  await field.click();
  const offered = page.locator('.ant-select-item-option');
  await expect(offered.filter({ hasText: wanted })).toHaveCount(1);
  // The list opens with its first option active.
  const presses = (await offered.allTextContents()).indexOf(wanted);
  await chooseActive(field, page.locator('.ant-select-item-option-active'), wanted, presses);
}

test.describe.configure({ mode: 'serial' });

test('a visitor registers an enterprise on a phone, is told about a short name, fixes it and is sent to sign in', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: '企业注册' })).toBeVisible();

  // Demo enterprise #1's code (docs/demo-data.md): valid, but already on the platform.
  await page.getByLabel('统一社会信用代码').fill('91460100MA5T00010J');
  await page.getByLabel('企业名称').fill('三亚造价');
  await page.getByLabel('法定代表人').fill('王海');
  await page.getByLabel('法人身份证号').fill(idCard('460203'));
  await pickPlace(page, '省/市/区', ['海南省', '三亚市', '吉阳区']);
  await pickOption(page, '企业类型', '工程造价咨询企业');
  await page.getByLabel('注册资本').fill('500');
  await page.getByLabel('成立日期').fill('2015-06-01');
  await page.getByLabel('成立日期').press('Enter');
  await page.getByLabel('联系人').fill('李明');
  await page.getByLabel('联系电话').fill('13876543210');
  await page.getByLabel('邮箱').fill('sanya@example.com');
  await page.getByLabel('办公地址').fill('海南省三亚市吉阳区迎宾路1号');
  await page.getByLabel('注册地址').fill('海南省三亚市吉阳区迎宾路1号');
  await page.getByLabel('经营范围').fill('工程造价咨询；工程项目管理');

  await page.getByRole('button', { name: '提交注册' }).click();
  await expect(page.getByText('请输入6个或6个以上中文字符')).toBeVisible();
  await expect(page.getByText('请上传附件')).toBeVisible();

  await page.getByLabel('企业名称').fill(enterpriseName);
  await expect(page.getByText('请输入6个或6个以上中文字符')).toBeHidden();
  await page
    .getByRole('region', { name: '承诺书' })
    .locator('input[type=file]')
    .setInputFiles({ name: '信用承诺书.pdf', mimeType: 'application/pdf', buffer: pdfFile() });
  await page
    .getByRole('region', { name: '营业执照' })
    .locator('input[type=file]')
    .setInputFiles({ name: '营业执照.png', mimeType: 'image/png', buffer: pngFile() });
  await expect(page.getByText('请上传附件')).toBeHidden();
  // Readable on a phone: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.getByRole('button', { name: '提交注册' }).click();
  const fieldError = page.locator('.ant-form-item-explain-error');
  await expect(fieldError.filter({ hasText: '该统一社会信用代码已注册，请直接登录' })).toBeVisible();
  await page.getByLabel('统一社会信用代码').fill(code);
  await page.getByRole('button', { name: '提交注册' }).click();
  await expect(page.getByText('注册成功，请使用企业账号登录')).toBeVisible();
  await expect(page.getByText(new RegExp(`企业用户登录.*${code}`))).toBeVisible();
  await page.getByRole('button', { name: '前往登录' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByRole('link', { name: '企业用户登录' }).or(page.getByRole('button', { name: '企业用户登录' })),
  ).toBeVisible();
});

test('a management user filters the enterprise list by area and sees the enterprises there', async ({ page }) => {
  await signInManage(page, 'chushen');
  await page.goto('/enterpriseInquire');
  const huaxin = page.getByRole('row').filter({ hasText: '海南华信工程造价咨询有限公司' });
  await expect(huaxin).toBeVisible();

  await pickPlace(page, '所在地区', ['海南省', '三亚市']);
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
  await expect(page.getByRole('row').filter({ hasText: enterpriseName })).toBeVisible();
  await expect(huaxin).toHaveCount(0);
  await expect(page).toHaveURL(/area=460000%2C460200/);
  const exportCall = page.waitForRequest((request) => request.url().includes('format=xlsx'));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /导出Excel/ }).click();
  expect(new URL((await exportCall).url()).searchParams.get('area')).toBe('460200');
  expect((await download).suggestedFilename()).toMatch(/^企业查询\d{14}\.xlsx$/);

  await page.getByRole('button', { name: /^重\s*置$/ }).click();
  await pickPlace(page, '所在地区', ['海南省', '海口市', '龙华区']);
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
  await expect(page.getByText('共 3 条')).toBeVisible();
  await expect(huaxin).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: enterpriseName })).toHaveCount(0);
});

test('an enterprise user opens 企业注册信息 and sees its registration', async ({ page }) => {
  await signInEnterprise(page, 'qiye1');
  // Opened at one of its pages, the side menu shows the 企业信息 group open.
  await page.goto('/my-enterprise');
  await page.getByRole('menuitem', { name: /企业注册信息/ }).click();
  await expect(page).toHaveURL(/\/corporateRegister$/);
  const facts = page.getByRole('main');
  await expect(facts.getByText('注册进度')).toBeVisible();
  await expect(facts.getByText('提交信用承诺书')).toBeVisible();
  await expect(facts.getByRole('cell', { name: '海南华信工程造价咨询有限公司' })).toBeVisible();
  await expect(facts.getByRole('cell', { name: /^91460100MA5T00010/ })).toBeVisible();
  await expect(facts.getByText('已提交')).toBeVisible();
  await expect(facts.getByRole('img', { name: /营业执照/ })).toBeVisible();
  await facts.getByRole('button', { name: '重新提交承诺书' }).click();
  await expect(page).toHaveURL(/\/register1$/);
  await expect(page.getByRole('heading', { name: '信用承诺书' })).toBeVisible();
});
