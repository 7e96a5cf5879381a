import { expect, test, type Page } from '@playwright/test';
import { approveAt, choosePath, declareCityHonour, desk, detail, row, stepBar } from './support/credit-desk.ts';
import { pdfFile } from './support/files.ts';
import { signInEnterprise, signInManage } from './support/sign-in.ts';

/** The count the side menu shows on a page's menu (0 without a badge). */
async function menuCount(page: Page, menuName: string) {
  const label = page.getByRole('menuitem').getByLabel(new RegExp(`^${menuName}，\\d+项待办$`));
  if ((await label.count()) === 0) return 0;
  return Number(/，(\d+)项待办/.exec((await label.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
}

test('an enterprise’s good declaration travels through 初审 and 复审 to 完成, with the right step bar at each stage', async ({
  page,
  browser,
}) => {
  const description = `获海口市住房和城乡建设局年度诚信企业表彰 ${Date.now()}`;
  await signInEnterprise(page, 'qiye1');
  await declareCityHonour(page, description);
  await expect(row(page, '待初审').first()).toBeVisible();

  const checkSteps = async (expected: { titles: string[]; current: string }) => {
    await page.goto('/creditDeclare');
    await page.getByLabel('行为内容').fill('');
    await row(page, '荣誉表彰').filter({ hasText: '市级' }).first().getByRole('button', { name: '查看' }).click();
    const dialog = detail(page);
    await expect(dialog.getByText(description)).toBeVisible();
    const bar = await stepBar(dialog);
    expect(bar.titles).toEqual(expected.titles);
    expect(bar.current).toContain(expected.current);
    await dialog.getByRole('button', { name: '关闭' }).click();
  };
  await checkSteps({ titles: ['提交', '初审', '复审', '完成'], current: '初审' });

  const firstReview = await desk(browser, 'chushen');
  await firstReview.goto('/auditTable');
  await expect.poll(() => menuCount(firstReview, '初审')).toBeGreaterThan(0);
  const waitingBefore = await menuCount(firstReview, '初审');
  await approveAt(firstReview, 'auditTable', description);
  await expect(firstReview.getByText('初审通过成功')).toBeVisible();
  await expect.poll(() => menuCount(firstReview, '初审')).toBe(waitingBefore - 1);
  await checkSteps({ titles: ['提交', '初审', '复审', '完成'], current: '复审' });

  const review = await desk(browser, 'bumen');
  await approveAt(review, 'departmentCheckTable', description);
  await expect(review.getByText('信用记录已发布，自今日起计分并公示')).toBeVisible();
  await checkSteps({ titles: ['提交', '初审', '复审', '完成'], current: '完成' });
});

test('a registrar registers a −10 bad record that needs 终审 by the department leader', async ({ page, browser }) => {
  const description = `出具的招标控制价严重失实 ${Date.now()}`;
  await signInManage(page, 'dengji');
  await page.goto('/departmentCreditdeclare');
  await page.getByLabel('企业名称').click();
  await page.getByLabel('企业名称').fill('鼎立');
  await page.locator('.ant-select-item-option', { hasText: '海南鼎立工程项目管理有限公司' }).click();
  await choosePath(page, page.getByLabel('行为类别 / 行为内容 / 认定等级'), [
    '违法违规行为',
    '出具虚假或严重失实',
    '情节一般',
  ]);
  await expect(page.getByText('分值：-10分')).toBeVisible();
  await page.getByLabel('行为认定单位').fill('海口市住房和城乡建设局');
  await page.getByLabel('行为认定日期').fill('2026-09-01');
  await page.getByLabel('行为认定日期').press('Enter');
  await page.getByLabel('行为内容描述').fill(description);
  await page.getByLabel('联系人').fill('部门登记员');
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: '处理决定书.pdf', mimeType: 'application/pdf', buffer: pdfFile() });
  await page.getByRole('button', { name: /提\s*交/ }).click();
  await expect(page.getByText('提交成功，请等待审核')).toBeVisible();
  await expect(page).toHaveURL(/\/departmentRegister$/);

  await approveAt(await desk(browser, 'chushen'), 'auditTable', description);
  const review = await desk(browser, 'bumen');
  await approveAt(review, 'departmentCheckTable', description);
  await expect(review.getByText('已报部门领导终审')).toBeVisible();

  const leader = await desk(browser, 'lingdao');
  await leader.goto('/departmentLeader');
  await row(leader, description).getByRole('button', { name: '审核' }).click();
  const dialog = detail(leader);
  const bar = await stepBar(dialog);
  expect(bar.titles).toEqual(['提交', '初审', '复审', '终审', '完成']);
  expect(bar.current).toContain('终审');
  await dialog.getByRole('button', { name: '审核通过' }).click();
  await leader
    .getByRole('tooltip')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(leader.getByText('信用记录已发布，自今日起计分并公示')).toBeVisible();
});

test('a desk batch-approves, and 待办事项 counts fall as items are handled', async ({ page, browser }) => {
  await signInEnterprise(page, 'qiye1');
  const stamp = Date.now();
  for (const n of [1, 2]) {
    await page.goto('/creditDeclareApply');
    await choosePath(page, page.getByLabel('行为类别 / 行为内容 / 认定等级'), ['社会责任', '参与抢险救灾', '默认等级']);
    await page.getByLabel('行为认定单位').fill('海口市应急管理局');
    await page.getByLabel('行为认定日期').fill('2026-08-08');
    await page.getByLabel('行为认定日期').press('Enter');
    await page.getByLabel('行为内容描述').fill(`抢险救灾公益服务 ${stamp}-${n}`);
    await page.getByLabel('联系人').fill('李明');
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: `证明${n}.pdf`, mimeType: 'application/pdf', buffer: pdfFile() });
    await page.getByRole('button', { name: /提\s*交/ }).click();
    await expect(page.getByText('提交成功，请等待审核')).toBeVisible();
  }

  const firstReview = await desk(browser, 'chushen');
  await firstReview.goto('/theMatters');
  const card = firstReview
    .locator('.ant-card', { hasText: /^初审/ })
    .filter({ has: firstReview.getByRole('button', { name: '去审核' }) });
  const before = Number(await card.locator('.ant-statistic-content-value').innerText());
  expect(before).toBeGreaterThanOrEqual(2);
  await card.getByRole('button', { name: '去审核' }).click();
  await expect(firstReview).toHaveURL(/\/auditTable/);
  await firstReview.getByLabel('企业名称').fill('华信');
  // The filtered page replaces the one shown (and its selection): wait for it before selecting.
  const filtered = firstReview.waitForResponse(
    (response) =>
      response.url().includes('/api/creditregister/desk/firstReview') && response.url().includes('enterpriseName='),
  );
  await firstReview.getByRole('button', { name: /查\s*询/ }).click();
  await filtered;
  await expect(firstReview.locator('.ant-table-row').filter({ hasNotText: '海南华信' })).toHaveCount(0);
  for (const n of [1, 2]) await row(firstReview, `${stamp}-${n}`).getByRole('checkbox').check();
  await firstReview.getByRole('button', { name: '批量通过（2）' }).click();
  await firstReview
    .getByRole('tooltip')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(firstReview.getByText('已通过2条')).toBeVisible();
  await expect(row(firstReview, `${stamp}-1`)).toHaveCount(0);
  await firstReview.goto('/theMatters');
  await expect(card.locator('.ant-statistic-content-value')).toHaveText(String(before - 2));
});
