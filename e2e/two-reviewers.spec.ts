import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { pdfFile } from './support/files.ts';
import { choosePath } from './support/credit-desk.ts';
import { signInAsAdmin, signInEnterprise, signInManage } from './support/sign-in.ts';

/**
 * Two reviewers of one desk open the same waiting item; the first decides it, and the second's
 * decision, sent for the revision their screen showed, is refused: their dialog reads the item
 * again, shows it as it now is and says what changed.
 *
 * The desk is 备案通过率加分审核 (recordsPassCheck): the department reviewer `bumen` and the super
 * administrator both hold it, and the demo data has one application waiting there (docs/demo-data.md).
 * The second journey races a desk against the author, who withdraws the record the desk has open.
 */

const row = (scope: Page | Locator, text: string): Locator => scope.locator('.ant-table-row', { hasText: text });
const WAITING = '海口市公共资源交易服务中心';
const VIEW_TITLE = '查看备案通过率加分申请';

async function reviewer(browser: Browser, signIn: (page: Page) => Promise<void>): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page);
  return page;
}

/** Opens the waiting application at the desk and returns its view, its decision offered. */
async function openWaiting(page: Page): Promise<Locator> {
  await page.goto('/recordsPassCheck');
  const application = row(page, WAITING).first();
  await expect(application).toContainText('待复审');
  await application.getByRole('button', { name: '查看' }).click();
  const view = page.getByRole('dialog').filter({ hasText: VIEW_TITLE });
  await expect(view.getByRole('button', { name: '审核通过' })).toBeVisible();
  return view;
}

async function approve(page: Page, view: Locator): Promise<void> {
  await view.getByRole('button', { name: '审核通过' }).click();
  await page
    .getByRole('tooltip')
    .getByRole('button', { name: /确\s*定/ })
    .click();
}

/** The step bar's titles and the title of the step it is at (the history timeline is drawn with steps too). */
async function stepBar(view: Locator) {
  const bar = view.locator('.ant-steps').first();
  return {
    titles: await bar.locator('.ant-steps-item-title').allInnerTexts(),
    at: await bar
      .locator('.ant-steps-item-process, .ant-steps-item-error, .ant-steps-item-finish.ant-steps-item-active')
      .locator('.ant-steps-item-title')
      .allInnerTexts(),
  };
}

test('the second of two reviewers who opened the same application is refused and shown it as it now is', async ({
  browser,
}) => {
  const first = await reviewer(browser, signInAsAdmin);
  const second = await reviewer(browser, (page) => signInManage(page, 'bumen'));

  const firstView = await openWaiting(first);
  const secondView = await openWaiting(second);
  expect(await stepBar(secondView)).toEqual({ titles: ['提交', '复审', '完成'], at: ['复审'] });

  await approve(first, firstView);
  await expect(firstView).toBeHidden();
  await expect(row(first, WAITING).first()).toContainText('已完成');

  // The second reviewer's screen still shows 待复审: their decision is refused, nothing changes twice.
  await approve(second, secondView);
  const refusal = second.locator('.ant-message-warning');
  await expect(refusal).toContainText(/在您打开后已被修改|已被处理/);
  await expect(second).toHaveURL(/\/recordsPassCheck/);
  await expect(second.getByText('退出登录')).toBeVisible();

  // The view reads the application again: what changed, above its fields, and the application as it is now.
  const notice = secondView.getByRole('alert');
  await expect(notice).toContainText('此项在您打开后已被修改');
  await expect(notice).toContainText('状态由“待复审”变为“已完成”');
  await expect(secondView.getByRole('button', { name: '审核通过' })).toHaveCount(0);
  await expect(secondView.getByRole('button', { name: '审核拒绝' })).toHaveCount(0);
  await expect.poll(() => stepBar(secondView)).toEqual({ titles: ['提交', '复审', '完成'], at: ['完成'] });
  await expect(secondView.locator('.ant-descriptions-item-content', { hasText: /^已完成$/ })).toHaveCount(1);

  // Its history has one approval: the refused decision wrote nothing.
  await expect(secondView.getByRole('region', { name: '历史记录' }).getByText('审核通过')).toHaveCount(1);
  await secondView.getByRole('button', { name: '关闭' }).click();
  await expect(row(second, WAITING).first()).toContainText('已完成');
});

/** The enterprise declares a good record (社会责任 · 参与抢险救灾), sent to 初审. */
async function declare(page: Page, description: string) {
  await page.goto('/creditDeclareApply');
  await choosePath(page, page.getByLabel('行为类别 / 行为内容 / 认定等级'), ['社会责任', '参与抢险救灾', '默认等级']);
  await page.getByLabel('行为认定单位').fill('海口市应急管理局');
  await page.getByLabel('行为认定日期').fill('2026-08-08');
  await page.getByLabel('行为认定日期').press('Enter');
  await page.getByLabel('行为内容描述').fill(description);
  await page.getByLabel('联系人').fill('李明');
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: '证明.pdf', mimeType: 'application/pdf', buffer: pdfFile() });
  await page.getByRole('button', { name: /提\s*交/ }).click();
  await expect(page.getByText('提交成功，请等待审核')).toBeVisible();
}

const confirm = (page: Page) =>
  page
    .getByRole('tooltip')
    .getByRole('button', { name: /确\s*定/ })
    .click();

test('a desk and the author race on one record: whoever acts on what they no longer see is refused and shown it anew', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const withdrawn = `参与抢险救灾公益服务 ${stamp}-撤回`;
  const approved = `参与抢险救灾公益服务 ${stamp}-通过`;
  await signInEnterprise(page, 'qiye1');
  await declare(page, withdrawn);
  await declare(page, approved);
  const desk = await reviewer(browser, (deskPage) => signInManage(deskPage, 'chushen'));

  // The author takes one back (for the revision its row shows) while the desk has it open.
  await desk.goto('/auditTable');
  await row(desk, withdrawn).getByRole('button', { name: '审核' }).click();
  const view = desk.getByRole('dialog').filter({ hasText: '信用记录详情' });
  await expect(view.getByText(withdrawn)).toBeVisible();
  await page.goto('/creditDeclare');
  await row(page, withdrawn).getByRole('button', { name: '撤回' }).click();
  await confirm(page);
  await expect(row(page, withdrawn)).toContainText('草稿');

  // The desk's approval is refused; a draft is its author's alone, so the view says it is out of reach.
  await approve(desk, view);
  await expect(desk.locator('.ant-message-warning').first()).toContainText(/在您打开后已被修改|已被处理/);
  await expect(view.getByRole('alert')).toContainText('您已无法查看其最新内容');
  await expect(view.getByRole('button', { name: '审核通过' })).toHaveCount(0);
  await expect(view.getByRole('button', { name: '退回' })).toHaveCount(0);
  await view.getByRole('button', { name: '关闭' }).click();

  // The desk approves the other while the author's list still shows it waiting, 撤回 offered.
  await page.goto('/creditDeclare');
  await expect(row(page, approved)).toContainText('待初审');
  await row(desk, approved).getByRole('button', { name: '审核' }).click();
  await approve(desk, view);
  await expect(view).toBeHidden();

  // The author's 撤回 is refused, and the list reads the record again: 待复审, nothing to withdraw.
  await row(page, approved).getByRole('button', { name: '撤回' }).click();
  await confirm(page);
  await expect(page.locator('.ant-message-warning')).toContainText(/在您打开后已被修改|已被处理/);
  await expect(row(page, approved)).toContainText('待复审');
  await expect(row(page, approved).getByRole('button', { name: '撤回' })).toHaveCount(0);
});
