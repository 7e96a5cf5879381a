import { approveInDialog } from './support/credit-desk.ts';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { pdfFile } from './support/files.ts';
import { signInEnterprise, signInManage } from './support/sign-in.ts';

/** The demo record qiye1 may still appeal (docs/demo-data.md): −10, published two days before seeding. */
const RECORD = '失信被执行人';

async function desk(browser: Browser, user: Parameters<typeof signInManage>[1]) {
  const page = await (await browser.newContext()).newPage();
  await signInManage(page, user);
  return page;
}

/** Opens the appeal of qiye1's record at a desk and approves it. */
async function approveAppealAt(page: Page, route: string, tab?: string) {
  await page.goto(`/${route}`);
  if (tab) await page.getByRole('tab', { name: tab }).click();
  const panel = tab ? page.getByRole('tabpanel', { name: tab }) : page;
  await panel.locator('.ant-table-row', { hasText: RECORD }).getByRole('button', { name: '审核' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '申诉详情' });
  await approveInDialog(page, dialog);
}

test('an enterprise appeals a −10 bad record (type 6); the department accepts it, it is upheld, the record leaves the records in force and the bell tells', async ({
  page,
  browser,
}) => {
  await signInEnterprise(page, 'qiye1');
  await page.goto('/behaviorRecord');
  await expect(page.locator('.ant-table-row', { hasText: RECORD })).toBeVisible();

  await page.goto('/badCreditAppeal');
  await page.getByRole('button', { name: '发起申诉' }).click();
  const form = page.getByRole('dialog').filter({ hasText: '发起申诉' });
  await form.getByRole('button', { name: '提交申诉' }).click();
  await expect(form.getByText('请选择申诉的信用记录')).toBeVisible();
  await form.getByLabel('申诉的信用记录').click();
  await page.locator('.ant-select-item-option', { hasText: RECORD }).click();
  await form.getByLabel('申诉人').fill('李明');
  await form.getByLabel('联系电话').fill('1380013800');
  await form.getByLabel('申诉理由').fill('该纠纷已于判决前达成和解并履行完毕，法院已将本公司移出失信名单');
  await form
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: '移出名单决定书.pdf', mimeType: 'application/pdf', buffer: pdfFile() });
  await form.getByRole('button', { name: '提交申诉' }).click();
  await expect(form.getByText('输入的联系电话格式有误')).toBeVisible();
  await form.getByLabel('联系电话').fill('13800138000');
  await form.getByRole('button', { name: '提交申诉' }).click();
  await expect(page.getByText('申诉已提交，请等待审核')).toBeVisible();
  const mine = page.locator('.ant-table-row', { hasText: RECORD });
  await expect(mine).toContainText('待部门受理');
  await mine.getByRole('button', { name: '查看' }).click();
  const view = page.getByRole('dialog').filter({ hasText: '申诉详情' });
  await expect(view.locator('.ant-steps').first().locator('.ant-steps-item-title')).toHaveText([
    '提交',
    '部门受理',
    '初审',
    '部门审核',
    '终审',
    '完成',
  ]);
  await view.getByRole('button', { name: '关闭' }).click();

  const review = await desk(browser, 'bumen');
  await approveAppealAt(review, 'badCreditAppealAccept');
  await expect(review.getByText('受理成功')).toBeVisible();
  await approveAppealAt(await desk(browser, 'chushen'), 'badCreditAppealCheck');
  await approveAppealAt(review, 'badCreditToDeptReview');
  await expect(review.getByText('已报部门领导终审')).toBeVisible();
  const leader = await desk(browser, 'lingdao');
  await approveAppealAt(leader, 'departmentLeader', '申诉终审');
  await expect(leader.getByText('申诉已成立，该信用记录自今日起不再计分')).toBeVisible();

  await page.reload();
  await expect(page.locator('.ant-table-row', { hasText: RECORD })).toContainText('申诉成立');
  await page.goto('/behaviorRecord');
  await expect(page.getByRole('heading', { name: '信用行为记录' })).toBeVisible();
  await expect(page.locator('.ant-table-row', { hasText: RECORD })).toHaveCount(0);
  const bell = page.getByRole('button', { name: /^消息，\d+条未读$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(
    page
      .getByRole('tooltip')
      .getByText(/的申诉已成立/)
      .first(),
  ).toBeVisible();
});
