import { approveInDialog } from './support/credit-desk.ts';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { pdfFile } from './support/files.ts';
import { signInEnterprise, signInManage } from './support/sign-in.ts';

/** qiye1's demo bad records (docs/demo-data.md): one published 40 days ago, one (a 警告) four months ago. */
const TOO_RECENT = '造价成果文件未按规定签字盖章';
/** qiye1's record whose appeal is at 部门审核: marked in the picker and not choosable. */
const APPEALED = '未按规定报送业务信息或统计资料';
const REPAIRABLE = '受到建设行政主管部门行政处罚';
const QIYE1 = '海南华信工程造价咨询有限公司';

async function desk(browser: Browser, user: Parameters<typeof signInManage>[1]) {
  const page = await (await browser.newContext()).newPage();
  await signInManage(page, user);
  return page;
}

async function approveAt(page: Page, route: string) {
  await page.goto(`/${route}`);
  await page
    .locator('.ant-table-row', { hasText: REPAIRABLE })
    .filter({ hasText: QIYE1 })
    .getByRole('button', { name: '审核' })
    .click();
  const dialog = page.getByRole('dialog').filter({ hasText: '信用修复详情' });
  await approveInDialog(page, dialog);
}

async function chooseRecord(page: Page, text: string) {
  const form = page.getByRole('dialog').filter({ hasText: '申请信用修复' });
  await form.getByLabel('信用记录').click();
  await page.locator('.ant-select-item-option', { hasText: text }).click();
  return form;
}

test('a repair is refused before the minimum publicity and accepted after it; the bell shows the decision', async ({
  page,
  browser,
}) => {
  await signInEnterprise(page, 'qiye1');
  await page.goto('/badCreditRepeal');
  await page.getByRole('button', { name: '申请信用修复' }).click();
  let form = page.getByRole('dialog').filter({ hasText: '申请信用修复' });
  await form.getByLabel('信用记录').click();
  const appealed = page.locator('.ant-select-item-option', { hasText: APPEALED });
  await expect(appealed).toContainText('（申诉中）');
  await expect(appealed).toHaveClass(/ant-select-item-option-disabled/);
  await page.locator('.ant-select-item-option', { hasText: TOO_RECENT }).click();
  await form.getByLabel('整改情况说明').fill('已建立统计报送制度并指定专人负责');
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(form.getByText('请上传信用修复承诺书')).toBeVisible();
  const files = form.locator('input[type=file]');
  await files.nth(0).setInputFiles({ name: '信用修复承诺书.pdf', mimeType: 'application/pdf', buffer: pdfFile() });
  await files.nth(1).setInputFiles({ name: '整改报告.pdf', mimeType: 'application/pdf', buffer: pdfFile() });
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText(/^该记录公示未满3个月，\d{4}-\d{2}-\d{2}起可申请信用修复$/)).toBeVisible();

  form = await chooseRecord(page, REPAIRABLE);
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('申请已提交，请等待审核')).toBeVisible();
  const row = page.locator('.ant-table-row', { hasText: REPAIRABLE });
  await expect(row).toContainText('待初审');

  await approveAt(await desk(browser, 'chushen'), 'departmetBadCreditRepeal');
  const review = await desk(browser, 'bumen');
  await approveAt(review, 'departmetBadCreditCheck');
  await expect(review.getByText('信用修复已完成，该信用记录自今日起不再计分')).toBeVisible();

  await page.reload();
  await expect(page.locator('.ant-table-row', { hasText: REPAIRABLE })).toContainText('已修复');
  const bell = page.getByRole('button', { name: /^消息，\d+条未读$/ });
  await bell.click();
  await expect(page.getByRole('tooltip').getByText('信用修复申请已通过').first()).toBeVisible();
});
