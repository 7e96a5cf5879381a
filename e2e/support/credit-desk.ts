import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { pdfFile } from './files.ts';
import { signInManage } from './sign-in.ts';

export const row = (scope: Page | Locator, text: string): Locator => scope.locator('.ant-table-row', { hasText: text });
export const detail = (page: Page) => page.getByRole('dialog').filter({ hasText: '信用记录详情' });

/** The step bar's titles and the one it is at. */
export async function stepBar(dialog: Locator) {
  // The history timeline is drawn with steps too: the step bar is the first.
  const scope = dialog.locator('.ant-steps').first();
  const steps = scope.locator('.ant-steps-item');
  return {
    titles: await steps.locator('.ant-steps-item-title').allInnerTexts(),
    current: await scope
      .locator(
        '.ant-steps-item-process .ant-steps-item-title, .ant-steps-item-finish.ant-steps-item-active .ant-steps-item-title',
      )
      .allInnerTexts(),
  };
}

/** A desk user signed in through the management provider in a browser context of their own (at `baseURL`, else the journeys' server). */
export async function desk(browser: Browser, user: Parameters<typeof signInManage>[1], baseURL?: string) {
  const page = await (await browser.newContext(baseURL ? { baseURL } : {})).newPage();
  await signInManage(page, user);
  return page;
}

/** Opens a cascader and takes the path, level by level. */
export async function choosePath(page: Page, field: Locator, path: string[]) {
  await field.click();
  for (const [level, label] of path.entries())
    await page
      .locator('.ant-cascader-menu')
      .nth(level)
      .locator('.ant-cascader-menu-item', { hasText: label })
      .first()
      .click();
}

/** Opens the record's row at a desk and decides it (审核通过 after the confirmation). */
export async function approveAt(page: Page, route: string, text: string) {
  await page.goto(`/${route}`);
  await row(page, text).getByRole('button', { name: '审核' }).click();
  await approveInDialog(page, detail(page));
}

/** 审核通过 in an item's open dialog, confirmed, and the dialog closes. */
export async function approveInDialog(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: '审核通过' }).click();
  await page
    .getByRole('tooltip')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(dialog).toBeHidden();
}

/**
 * An enterprise's good declaration of a city-level honour (+3), with a PDF attachment, submitted from
 * 信用申报: the platform answers 提交成功，请等待审核 and opens the enterprise's declarations.
 */
export async function declareCityHonour(page: Page, description: string): Promise<void> {
  await page.goto('/creditDeclareApply');
  await page.getByRole('button', { name: /提\s*交/ }).click();
  await expect(page.getByText('请选择认定等级')).toBeVisible();
  await choosePath(page, page.getByLabel('行为类别 / 行为内容 / 认定等级'), [
    '荣誉表彰',
    '获得县级以上人民政府',
    '市级',
  ]);
  await expect(page.getByText('分值：+3分')).toBeVisible();
  await page.getByLabel('行为认定单位').fill('海口市住房和城乡建设局');
  await page.getByLabel('行为认定日期').fill('2026-06-18');
  await page.getByLabel('行为认定日期').press('Enter');
  await page.getByLabel('行为内容描述').fill(description);
  await page.getByLabel('联系人').fill('李明');
  await page.getByLabel('联系电话').fill('13800138000');
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: '表彰文件.pdf', mimeType: 'application/pdf', buffer: pdfFile() });
  await page.getByRole('button', { name: /提\s*交/ }).click();
  await expect(page.getByText('提交成功，请等待审核')).toBeVisible();
  await expect(page).toHaveURL(/\/creditDeclare$/);
}
