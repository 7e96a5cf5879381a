import { expect, test } from '@playwright/test';
import { signInEnterprise } from './support/sign-in.ts';

/** qiye1's demo record whose appeal was upheld on 2026-11-22 (docs/demo-data.md). */
const RECORD = '两家以上单位注册';
const ENDED = '2026-11-22 申诉成立，不再计分';

test('an enterprise sees its upheld-appeal record as ended: in its list, its view with the step bar ending at 申诉成立, and its appeals', async ({
  page,
}) => {
  await signInEnterprise(page, 'qiye1');
  await page.goto('/enterPriseTable');
  const row = page.locator('.ant-table-row', { hasText: RECORD });
  await expect(row).toContainText('已完成');
  const tag = row.getByText('已失效');
  await expect(tag).toBeVisible();
  await tag.hover();
  await expect(page.getByRole('tooltip').getByText(ENDED)).toBeVisible();

  await row.getByRole('button', { name: '查看' }).click();
  const view = page.getByRole('dialog').filter({ hasText: '信用记录详情' });
  await expect(view.getByText(ENDED)).toBeVisible();
  const steps = view.locator('.ant-steps').first().locator('.ant-steps-item-title');
  await expect(steps.last()).toHaveText('申诉成立');
  await view.getByRole('button', { name: '关闭' }).click();

  // It no longer counts: the records in force leave it out.
  await page.goto('/behaviorRecord');
  await expect(page.getByRole('heading', { name: '信用行为记录' })).toBeVisible();
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await expect(page.locator('.ant-table-row', { hasText: RECORD })).toHaveCount(0);

  await page.goto('/badCreditAppeal');
  const appeal = page.locator('.ant-table-row', { hasText: RECORD });
  await expect(appeal).toContainText('申诉成立');
  await expect(appeal).toContainText('一般申诉');
});
