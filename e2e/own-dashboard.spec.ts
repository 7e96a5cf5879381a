import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInEnterprise, signInManage } from './support/sign-in.ts';

const CHARTS = ['企业信用等级分布图', '近12个月发布的良好与不良记录图'];

/** A figure card's value, read from its link's name (`<title> <value><unit>，查看列表`). */
async function figureValue(figure: Locator): Promise<number> {
  const name = (await figure.getAttribute('aria-label')) ?? '';
  return Number(/ (\d+)[家条件]，查看列表$/.exec(name)?.[1] ?? NaN);
}

/** Opens a figure's list and expects the list to count what the figure counted. */
async function opensItsList(page: Page, figure: Locator, url: RegExp) {
  const value = await figureValue(figure);
  expect(value).toBeGreaterThan(0);
  await figure.click();
  await expect(page).toHaveURL(url);
  await expect(page.getByText(`共 ${value} 条`)).toBeVisible();
}

test("the park desk's 我的看板 counts the park's enterprises and records and opens their lists on the park", async ({
  page,
}) => {
  await signInManage(page, 'yuanqu');
  await page.goto('/dataBoard1');
  await expect(page.getByText('统计范围：园区企业')).toBeVisible();
  for (const chart of CHARTS) await expect(page.getByRole('img', { name: chart }).locator('svg')).toBeVisible();
  await opensItsList(
    page,
    page.getByRole('link', { name: /^工程造价咨询企业 \d+家/ }),
    /\/enterpriseInquire\?.*enterpriseType=1.*inPark=1/,
  );
  await page.goto('/dataBoard1');
  await opensItsList(
    page,
    page.getByRole('link', { name: /^有效良好记录 \d+条/ }),
    /\/behaviorRecord\?.*creditType=1.*inPark=1/,
  );
});

test("the first-review desk's 我的看板 counts the province and its own desk's work", async ({ page }) => {
  await signInManage(page, 'chushen');
  await page.goto('/dataBoard1');
  await expect(page.getByText('统计范围：全省企业')).toBeVisible();
  for (const chart of CHARTS) await expect(page.getByRole('img', { name: chart }).locator('svg')).toBeVisible();
  await opensItsList(page, page.getByRole('link', { name: /^有效不良记录 \d+条/ }), /\/behaviorRecord\?.*creditType=2/);
});

test('an enterprise reads its standing on 我的看板 and opens its records in force', async ({ page }) => {
  await signInEnterprise(page, 'qiye1');
  await page.goto('/dataBoard1');
  for (const title of ['动态信用分', '综合信用等级', '信用排名']) await expect(page.getByText(title)).toBeVisible();
  await expect(page.getByText('办理中的申请')).toBeVisible();
  await expect(page.getByText('办理期限')).toBeVisible();
  await opensItsList(page, page.getByRole('link', { name: /^有效良好记录 \d+条/ }), /\/behaviorRecord\?.*creditType=1/);
});
