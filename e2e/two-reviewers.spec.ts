import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { signInAsAdmin, signInManage } from './support/sign-in.ts';

/**
 * Two reviewers of one desk open the same waiting item; the first decides it, and the second's
 * decision, sent for the revision their screen showed, is refused: their dialog reads the item
 * again, shows it as it now is and says what changed.
 *
 * The desk is 备案通过率加分审核 (recordsPassCheck): the department reviewer `bumen` and the super
 * administrator both hold it, and the demo data has one application waiting there (docs/demo-data.md).
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
  await expect(notice).toContainText('该记录在您打开后已被修改');
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
