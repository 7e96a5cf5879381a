import { expect, test, type Page } from '@playwright/test';
import { signInManage } from './support/sign-in.ts';

/** The first page's size in PDF points, as Chromium prints it with the page's own @page rules. */
async function printedPageSize(page: Page) {
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf);
  if (!box) throw new Error('the printed PDF names no page size');
  return { width: Number(box[1]), height: Number(box[2]) };
}

for (const { url, title } of [
  { url: '/reportForms', title: '统计报表' },
  { url: '/dataBoard_Proportion', title: '占比分析' },
]) {
  test(`${title} prints alone on A4 landscape with its filters in the heading`, async ({ page }) => {
    await signInManage(page, 'lingdao');
    await page.goto(`${url}?periodStart=2026-01-01&periodEnd=2026-06-30`);
    await expect(page.getByRole('button', { name: /打\s*印/ })).toBeVisible();
    const heading = page.locator('.statistics-print-heading');
    await expect(heading).toBeHidden();

    await page.emulateMedia({ media: 'print' });
    await expect(heading.getByRole('heading', { name: title })).toBeVisible();
    await expect(heading).toContainText('统计期间：2026-01-01 至 2026-06-30；企业类型：全部');
    // The page alone: no side menu, header or filter form.
    await expect(page.locator('.app-shell__header')).toBeHidden();
    await expect(page.getByRole('button', { name: /查\s*询/ })).toBeHidden();

    // A4 landscape: 297 × 210 mm is 841.89 × 595.28 points.
    const size = await printedPageSize(page);
    expect(Math.round(size.width)).toBe(842);
    expect(Math.round(size.height)).toBe(595);
  });
}
