import { expect, test } from '@playwright/test';

/** qiye1's published good record whose description names a contact and a mobile (docs/demo-data.md). */
const ENTERPRISE = '海南华信工程造价咨询有限公司';
const DETERMINED = '2026-03-18';

test('a visitor opens a trend record with a contact and a mobile in it: both masked, no attachment', async ({
  page,
  request,
}) => {
  const search = await request.get(`/api/publicity/enterprises?keyword=${encodeURIComponent(ENTERPRISE)}`);
  const { extraData } = (await search.json()) as { extraData: { pageData: { enterpriseId: number }[] } };
  await page.goto(`/enterpriseLevel?enterpriseId=${extraData.pageData[0]!.enterpriseId}`);

  const details = page.getByRole('region', { name: '信用趋势' }).getByRole('region', { name: '计分明细' });
  await expect(details).toContainText('计分明细（共');
  // Five records a slide: turn the slides until the record is on screen.
  const row = details.getByRole('listitem').filter({ hasText: `认定日期 ${DETERMINED}` });
  const next = details.getByRole('button', { name: '下一页' });
  const counter = details.getByText(/^\d+ \/ \d+$/);
  // Turn one slide at a time and wait for the counter to move, so no slide is skipped unread.
  for (let shown = 1; !(await row.isVisible()); shown += 1) {
    await expect(next).toBeEnabled();
    await next.click();
    await expect(counter).toHaveText(new RegExp(`^${shown + 1} / `));
  }
  await row.getByRole('button', { name: '查看' }).click();

  const dialog = page.getByRole('dialog').filter({ hasText: '信用记录详情' });
  // The fields of the public record detail (/enterpriseRecordDetail), its text masked by the server.
  await expect(dialog.getByText('登记编号')).toBeVisible();
  await expect(dialog.getByText('公示截止')).toBeVisible();
  await expect(dialog).toContainText('项目联系人某某，电话138****5678');
  await expect(dialog).not.toContainText('13812345678');
  await expect(dialog).not.toContainText('张三');
  // No attachment: no file name, link or thumbnail.
  await expect(dialog).not.toContainText('.pdf');
  await expect(dialog.locator('a[href*="/api/annex/"], img')).toHaveCount(0);
});
