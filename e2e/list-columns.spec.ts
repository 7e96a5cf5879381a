import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signInEnterprise } from './support/sign-in.ts';

/** The table's column titles as drawn, left to right (antd's scrollbar cell has none). */
const tableHeaders = async (page: Page) =>
  (await page.locator('.ant-table-thead th').allTextContents()).filter((title) => title.trim() !== '');

const DEFAULT_HEADERS = [
  '登记编号',
  '企业名称',
  '信用类别',
  '行为类别',
  '行为内容',
  '认定等级',
  '分值',
  '行为内容描述',
  '认定日期',
  '申请时间',
  '处理状态',
  '操作',
];
const CHOSEN_HEADERS = [
  '企业名称',
  '登记编号',
  '信用类别',
  '行为类别',
  '行为内容',
  '认定等级',
  '分值',
  '认定单位',
  '认定日期',
  '申请时间',
  '处理状态',
  '操作',
];

/** Clicks in 列设置 and waits until the server has kept the choice it makes. */
async function choose(page: Page, control: { role: 'checkbox' | 'button'; name: string }) {
  const saved = page.waitForResponse(
    (response) => response.url().includes('/api/account/listcolumns/') && response.request().method() !== 'GET',
  );
  await page.getByRole('list', { name: '显示的列' }).getByRole(control.role, { name: control.name }).click();
  expect((await saved).ok()).toBe(true);
}

test('a column hidden and moved stays so after a reload and in the export; 列表列设置 restores the defaults', async ({
  page,
}) => {
  await signInEnterprise(page, 'qiye1');
  await page.goto('/behaviorRecord');
  await expect(page.locator('.ant-table-thead')).toBeVisible();
  await expect.poll(() => tableHeaders(page)).toEqual(DEFAULT_HEADERS);

  await page.getByRole('button', { name: /列设置/ }).click();
  await choose(page, { role: 'checkbox', name: '行为内容描述' });
  await choose(page, { role: 'checkbox', name: '认定单位' });
  await choose(page, { role: 'button', name: '上移 认定单位' });
  await choose(page, { role: 'button', name: '上移 认定单位' });
  await choose(page, { role: 'button', name: '上移 企业名称' });
  await expect.poll(() => tableHeaders(page)).toEqual(CHOSEN_HEADERS);

  await page.reload();
  await expect(page.locator('.ant-table-thead')).toBeVisible();
  await expect.poll(() => tableHeaders(page)).toEqual(CHOSEN_HEADERS);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /导出Excel/ }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await (await download).path()) ?? '');
  const header = (workbook.worksheets[0]?.getRow(1).values as unknown[]).slice(1);
  expect(header).toEqual(CHOSEN_HEADERS.filter((title) => title !== '操作'));

  // The page of every list's columns shows the choice and takes it back to the declared columns.
  await page.goto('/badnessColumn');
  const card = page.locator('.ant-card').filter({ hasText: '信用行为记录' });
  await expect(card.getByText('已自定义')).toBeVisible();
  await expect(card.getByRole('listitem').first()).toHaveText('企业名称');
  const reset = page.waitForResponse(
    (response) => response.url().includes('/api/account/listcolumns/') && response.request().method() === 'DELETE',
  );
  await card.getByRole('button', { name: '恢复默认' }).click();
  expect((await reset).ok()).toBe(true);
  await expect(card.getByText('默认', { exact: true })).toBeVisible();

  await page.goto('/behaviorRecord');
  await expect(page.locator('.ant-table-thead')).toBeVisible();
  await expect.poll(() => tableHeaders(page)).toEqual(DEFAULT_HEADERS);
});
