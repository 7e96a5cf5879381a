import { expect, test } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { demoCreditCode } from '../apps/server/src/db/seed/codes.ts';

test('a visitor opens a demo enterprise certificate, scans its QR code and sees it valid', async ({ page }) => {
  const answer = await page.goto(`/PrintCreditReport/GenerateCreditReport?buslicenceregisterno=${demoCreditCode(0)}`);
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()['content-type']).toBe('image/png');
  // The browser shows the image itself: it loaded when it has its full width.
  await expect.poll(() => page.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1680);

  // Scanning is reading the QR code off the picture the visitor holds.
  const { width, height, data } = PNG.sync.read(await answer!.body());
  const verifyUrl = jsQR(new Uint8ClampedArray(data), width, height)?.data ?? '';
  expect(verifyUrl).toMatch(/\/certificateVerify\?serial=\d{4}(-[0-9A-Z]{4}){4}$/);

  await page.goto(verifyUrl);
  await expect(page.getByRole('heading', { level: 1, name: '信用等级证书核验' })).toBeVisible();
  const standing = page.getByRole('status');
  await expect(standing).toContainText('有效');
  await expect(standing).not.toContainText('失效');
  await expect(page.getByText('海南华信工程造价咨询有限公司')).toBeVisible();
  await expect(page.getByText(demoCreditCode(0))).toBeVisible();
});

test('a visitor who types a serial that does not exist is told so', async ({ page }) => {
  await page.goto('/certificateVerify');
  await page.getByLabel('证书编号').fill('2026-aaaa-bbbb');
  await page.getByRole('button', { name: '核验' }).click();
  await expect(page.getByText(/证书编号格式不正确/)).toBeVisible();
  await page.getByLabel('证书编号').fill('2026-aaaa-bbbb-cccc-dddd');
  await page.getByRole('button', { name: '核验' }).click();
  await expect(page).toHaveURL(/serial=2026-AAAA-BBBB-CCCC-DDDD/);
  await expect(page.getByRole('alert')).toHaveText('未找到该编号的证书，请核对证书编号');
});
