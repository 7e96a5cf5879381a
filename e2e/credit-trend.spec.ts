import { expect, test, type Page } from '@playwright/test';
import { signInEnterprise, signInManage } from './support/sign-in.ts';

/** The chart of a mode, by its accessible name, once ECharts has drawn the given axis label. */
async function expectChart(page: Page, name: string, axisLabel: string) {
  const chart = page.getByRole('img', { name });
  await expect(chart).toBeVisible();
  await expect(chart.locator('svg text', { hasText: axisLabel }).first()).toBeAttached();
}

test('an enterprise reads its credit trend monthly, quarterly, annually and its level trend', async ({ page }) => {
  await signInEnterprise(page, 'qiye1');
  await page.goto('/enterpriseLevelLogged');
  const trend = page.locator('.ant-card').filter({ hasText: '企业信用趋势' });
  await expect(trend).toBeVisible();

  await expectChart(page, '月度信用分趋势图', '12月');
  const details = trend.getByRole('region', { name: '计分明细' });
  await expect(details).toContainText('计分明细（共');
  await details.getByRole('button', { name: '查看' }).first().click();
  const dialog = page.getByRole('dialog').filter({ hasText: '信用记录详情' });
  await expect(dialog.getByText('计分起始日期')).toBeVisible();
  await dialog.getByRole('button', { name: '关闭', exact: true }).click();
  await expect(dialog).toBeHidden();

  await trend.getByText('季度', { exact: true }).click();
  await expectChart(page, '季度信用分趋势图', '第4季度');

  await trend.getByText('年度', { exact: true }).click();
  const thisYear = new Date().getFullYear();
  await expectChart(page, '年度信用分趋势图', `${thisYear - 4}年`);

  // No future year can be picked.
  await trend.getByRole('textbox', { name: '年份' }).click();
  await expect(page.locator('.ant-picker-cell-disabled', { hasText: String(thisYear + 1) })).toBeVisible();
  await page.keyboard.press('Escape');

  await trend.getByText('信用等级趋势', { exact: true }).click();
  await expectChart(page, '近12个月信用等级趋势图', 'B+');
  await expect(trend.getByRole('textbox', { name: '年份' })).toBeHidden();
});

test('an enterprise reads its basic credit information and prints a record’s credit report', async ({ page }) => {
  await signInEnterprise(page, 'qiye1');
  await page.goto('/basicCredit');
  // The page's own sections name the enterprise (the banner names the signed-in user anyway).
  await expect(page.getByRole('region', { name: '信用分构成' })).toContainText('海南华信工程造价咨询有限公司');
  await expect(page.getByText('有效良好记录')).toBeVisible();
  await page.getByRole('button', { name: '信用报告' }).first().click();
  const report = page.getByRole('dialog').filter({ hasText: '登记编号' });
  await expect(report.getByRole('heading', { name: '信用报告' })).toBeVisible();
  await expect(report.getByRole('button', { name: '打 印' })).toBeEnabled();
  // On paper: the report alone, without the menu, header or dialog around it.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.credit-report-print-copy')).toBeVisible();
  await expect(page.locator('.credit-report-print-copy')).toContainText('海南华信工程造价咨询有限公司');
  await expect(page.getByRole('button', { name: /退出登录/ })).toBeHidden();
  await expect(report).toBeHidden();
});

test('management opens an enterprise’s basic credit information and trend from the ranking', async ({ page }) => {
  await signInManage(page, 'bumen');
  await page.goto('/enterprisegrade');
  const first = page.locator('.ant-table-row').first();
  await first.getByRole('button', { name: /查看.+的基础信用信息/ }).click();
  const basic = page.getByRole('dialog').filter({ hasText: '基础信用信息：' });
  await expect(basic.getByText('统一社会信用代码')).toBeVisible();
  await basic.getByRole('button', { name: '关闭', exact: true }).click();
  await first.getByRole('button', { name: '信用趋势' }).click();
  await expectChart(page, '月度信用分趋势图', '1月');
});
