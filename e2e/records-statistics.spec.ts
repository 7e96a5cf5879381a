import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin, signInManage } from './support/sign-in.ts';

const chart = (page: Page, title: string) => page.getByRole('img', { name: `${title}图` }).locator('svg');

/**
 * Opens the data table of a chart and follows the first cell link named `label`: the list it opens
 * counts exactly the figure the cell shows.
 */
async function followFigure(page: Page, chartTitle: string, label: RegExp, listUrl: RegExp) {
  const card = page.locator('.statistics-chart', { hasText: chartTitle }).first();
  await card.getByRole('button', { name: '数据表' }).click();
  const link = card.getByRole('link', { name: label }).first();
  const figure = Number(await link.textContent());
  expect(figure).toBeGreaterThan(0);
  await link.click();
  await expect(page).toHaveURL(listUrl);
  await expect(page.getByText(`共 ${figure} 条`)).toBeVisible();
}

test('the department leader reads 占比分析 and 不良信用分析, and a figure opens the records it counts', async ({
  page,
}) => {
  await signInManage(page, 'lingdao');
  await page.goto('/dataBoard_Proportion?periodStart=2000-01-01&periodEnd=');
  for (const title of ['企业信用等级占比', '企业资质等级占比', '信用记录类型占比', '行为类别占比', '区县信用记录占比'])
    await expect(chart(page, title)).toBeVisible();
  await followFigure(
    page,
    '信用记录类型占比',
    /^不良记录 记录数 \d+条/,
    /\/behaviorRecord\?.*validity=published.*creditType=2/,
  );

  await page.goto('/dataBoard_badstatisticsAnalysis?periodStart=2000-01-01&periodEnd=');
  for (const title of [
    '不良记录行为类别分布',
    '不良记录按月（认定日期）',
    '不良记录按区县',
    '不良记录最多的企业（前10）',
  ])
    await expect(chart(page, title)).toBeVisible();
  await followFigure(page, '不良记录按区县', / 不良记录 \d+条/, /\/behaviorRecord\?.*area=\d{6}/);

  await page.goto('/dataBoard_goodstatisticsAnalysis?periodStart=2000-01-01&periodEnd=');
  await expect(chart(page, '良好记录行为类别分布')).toBeVisible();
  await followFigure(page, '认定单位（前10）', / 良好记录 \d+条/, /\/behaviorRecord\?.*identificationUnit=/);
});

test('信用记录统计 lists each enterprise’s counts and a count opens its records', async ({ page }) => {
  await signInManage(page, 'lingdao');
  await page.goto('/creditRecordCount?periodStart=2000-01-01&periodEnd=');
  const first = page.locator('.ant-table-tbody .ant-table-row').first();
  await expect(first).toBeVisible();
  const link = first.getByRole('link', { name: /记录合计 \d+条/ });
  const count = Number(await link.textContent());
  await link.click();
  await expect(page).toHaveURL(/\/behaviorRecord\?.*socialCreditCode=/);
  await expect(page.getByText(`共 ${count} 条`)).toBeVisible();
});

test('the administrator reads 存储统计', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/dataBoard_storage');
  for (const title of ['近12个月新增', '累计存储量（月末）', '附件存储量', '附件按文件类型'])
    await expect(chart(page, title)).toBeVisible();
  await expect(page.getByText('附件存储量').first()).toBeVisible();
});
