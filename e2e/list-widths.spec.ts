import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInManage } from './support/sign-in.ts';

/** Whether the element lies whole within the window's width, so no sideways scrolling brings it. */
async function withinWidth(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}

/** The page itself does not scroll sideways. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('初审 sees each to-do row with its status and 审核 on screen at 1440 px, and as a card at 390 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInManage(page, 'chushen');
  await page.goto('/auditTable');
  const rows = page.locator('.ant-table-row');
  await expect(rows.first()).toBeVisible();
  const container = page.locator('.ant-table-container');
  const tableRight = await container.evaluate((element) => element.getBoundingClientRect().right);
  for (const row of await rows.all()) {
    const status = row.locator('.ant-table-cell-fix-end .ant-tag').first();
    const review = row.getByRole('button', { name: '审核' });
    for (const decisive of [status, review]) {
      expect(await withinWidth(page, decisive)).toBe(true);
      const box = await decisive.boundingBox();
      expect((box?.x ?? Infinity) + (box?.width ?? 0)).toBeLessThanOrEqual(tableRight);
    }
  }
  expect(await pageWidth(page)).toBeLessThanOrEqual(1440);

  await page.setViewportSize({ width: 390, height: 844 });
  const cards = page.locator('.list-card');
  await expect(cards.first()).toBeVisible();
  await expect(rows).toHaveCount(0);
  expect(await cards.count()).toBeGreaterThan(0);
  for (const card of await cards.all()) {
    await expect(card.locator('.list-card__title')).toHaveText(/^XY\d+$/);
    expect(await withinWidth(page, card.locator('.list-card__status .ant-tag').first())).toBe(true);
    expect(await withinWidth(page, card.getByRole('button', { name: '审核' }))).toBe(true);
  }
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);

  // The card's action is the row's: 审核 opens the record with the desk's decision.
  await cards.first().getByRole('button', { name: '审核' }).click();
  await expect(page.getByRole('dialog').filter({ hasText: '信用记录详情' })).toBeVisible();
});
