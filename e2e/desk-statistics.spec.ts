import { expect, test, type Page } from '@playwright/test';
import { signInManage } from './support/sign-in.ts';

/** The list's total under its table: 共 N 条. */
const listTotal = async (page: Page) => {
  const total = page.locator('.ant-pagination-total-text').first();
  await expect(total).toBeVisible();
  return Number(/共\s*(\d+)\s*条/.exec((await total.textContent()) ?? '')?.[1]);
};

test('办理效率 draws every desk’s work, and a desk’s open items open its to-do list with as many rows', async ({
  page,
}) => {
  await signInManage(page, 'lingdao');
  await page.goto('/dataBoard_Performance');
  for (const chart of ['各岗位每月办结量图', '各岗位办理用时图', '各岗位当前待办与超期图'])
    await expect(page.getByRole('img', { name: chart }).locator('svg')).toBeVisible();

  // The leader's own desk: its 当前待办 cell opens 部门领导审核 at the 信用记录终审 tab.
  const cell = page.getByRole('link', { name: /^信用记录终审 当前待办 \d+件，查看列表$/ });
  const figure = Number(/当前待办 (\d+)件/.exec((await cell.getAttribute('aria-label')) ?? '')?.[1]);
  expect(figure).toBeGreaterThan(0);
  await cell.click();
  await expect(page).toHaveURL(/\/departmentLeader$/);
  expect(await listTotal(page)).toBe(figure);
});

test('初审’s 统计 shows its flow and backlog, and its oldest item opens in the desk', async ({ page }) => {
  await signInManage(page, 'chushen');
  await page.goto('/auditTable');
  const open = await listTotal(page);
  await page.getByRole('link', { name: /统\s*计/ }).click();
  await expect(page).toHaveURL(/\/auditTable_emattersecharts$/);
  for (const chart of ['初审近12个月收办情况图', '初审当前待办等待时长图'])
    await expect(page.getByRole('img', { name: chart }).locator('svg')).toBeVisible();
  await expect(page.locator('.ant-statistic').filter({ hasText: '当前待办' })).toContainText(String(open));

  const oldest = page.getByRole('table', { name: '初审等待最久的待办数据表' }).getByRole('link').first();
  const subject = (await oldest.textContent()) ?? '';
  await oldest.click();
  await expect(page).toHaveURL(/\/auditTable\?view=\d+$/);
  const registerNumber = subject.split(' ')[0] ?? '';
  await expect(page.getByRole('dialog').getByText(registerNumber).first()).toBeVisible();
});
