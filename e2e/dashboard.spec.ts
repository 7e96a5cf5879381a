import { expect, test, type Page } from '@playwright/test';
import { signInManage } from './support/sign-in.ts';

const rows = (page: Page) => page.locator('.ant-table-tbody .ant-table-row');

test('the department leader reads 数据看板, opens a figure list, filters 统计报表 and exports it', async ({ page }) => {
  await signInManage(page, 'lingdao');
  await page.goto('/dataBoard');
  await expect(page.getByText('数据看板').first()).toBeVisible();

  // The demo's nine cost-consulting firms and three agencies, and the charts drawn.
  const firms = page.getByRole('link', { name: /^工程造价咨询企业 9家/ });
  await expect(firms).toBeVisible();
  await expect(page.getByRole('link', { name: /^工程招标代理机构 3家/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^资质预警（\d{4}-\d{2}） 5家/ })).toBeVisible();
  for (const chart of ['企业信用等级分布图', '近12个月发布的良好与不良记录图', '各区县有效信用记录（前10）图'])
    await expect(page.getByRole('img', { name: chart }).locator('svg')).toBeVisible();

  // Under each chart its figures as a table: a county's bad records open 信用行为记录 with as many rows.
  const counties = page.getByRole('table', { name: '各区县有效信用记录（前10）数据表' });
  await page.getByRole('button', { name: '数据表', exact: true }).nth(2).click();
  const countyCell = counties.getByRole('link', { name: /不良记录 \d+条，查看列表$/ }).first();
  const bad = /不良记录 (\d+)条/.exec((await countyCell.getAttribute('aria-label')) ?? '')?.[1];
  await countyCell.click();
  await expect(page).toHaveURL(/\/behaviorRecord\?.*area=\d+.*creditType=2|\/behaviorRecord\?.*creditType=2.*area=\d+/);
  await expect(page.getByText(`共 ${bad} 条`)).toBeVisible();
  await page.goBack();

  await firms.click();
  await expect(page).toHaveURL(/\/enterpriseInquire\?.*enterpriseType=1/);
  await expect(page.getByText('共 9 条')).toBeVisible();

  await page.goto('/reportForms');
  // This year by default: a row for each of the four Haikou districts.
  await expect(rows(page)).toHaveCount(4);
  await expect(page.getByRole('columnheader', { name: '不良记录' })).toBeVisible();

  await page.getByLabel('企业类型').click();
  await page.locator('.ant-select-item-option', { hasText: '工程招标代理机构' }).click();
  await page
    .getByRole('button', { name: /查\s*询/ })
    .first()
    .click();
  await expect(page).toHaveURL(/enterpriseType=2/);
  // The three agencies sit in three districts, one each.
  await expect(rows(page)).toHaveCount(3);
  for (const row of await rows(page).all()) await expect(row.locator('td').nth(1)).toHaveText('1');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /导出Excel/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^统计报表\d{14}\.xlsx$/);
});

test('on a phone the figures wrap, the charts fit and the report shows a card a county', async ({ page }) => {
  await signInManage(page, 'lingdao');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/dataBoard');
  // The header keeps the role, the bell and 退出登录 on one line.
  const header = page.locator('.app-shell__header');
  const role = header.locator('.ant-tag');
  await expect(role).toBeVisible();
  await expect(header.getByRole('button', { name: /退出登录/ })).toBeVisible();
  const [headerBox, roleBox] = [await header.boundingBox(), await role.boundingBox()];
  expect(headerBox?.height).toBe(64);
  expect(roleBox?.height).toBeLessThan(30);
  // Two cards a row: the first figure and the third sit one above the other.
  const first = page.getByRole('link', { name: /^工程造价咨询企业/ });
  const third = page.getByRole('link', { name: /^有效良好记录/ });
  await expect(third).toBeVisible();
  const [firstBox, thirdBox] = [await first.boundingBox(), await third.boundingBox()];
  expect(thirdBox?.y).toBeGreaterThan((firstBox?.y ?? 0) + (firstBox?.height ?? 0));
  expect(thirdBox?.x).toBe(firstBox?.x);
  const chart = page.getByRole('img', { name: '近12个月发布的良好与不良记录图' });
  await expect(chart.locator('svg')).toBeVisible();
  expect((await chart.boundingBox())?.width).toBeLessThanOrEqual(375);

  // Below 768 px a list draws a card a row (docs/interface.md): every county's figures on screen, nothing to scroll sideways.
  await page.goto('/reportForms');
  const cards = page.locator('.list-card');
  await expect(cards).toHaveCount(4);
  for (const card of await cards.all()) expect((await card.boundingBox())?.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
