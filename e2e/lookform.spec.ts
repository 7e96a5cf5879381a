import { expect, test, type Page } from '@playwright/test';
import { readAccessToken } from './support/session-token.ts';
import { signInEnterprise, signInManage } from './support/sign-in.ts';

/**
 * The newest record the signed-in enterprise declared and submitted, read with its own token: one
 * with a history (a desk's 测评加分 record, which other journeys add, has none).
 */
async function ownRecordId(page: Page): Promise<number> {
  const answer = await page.request.get('/api/creditregister/enterprise?pageIndex=1&pageSize=50', {
    headers: { authorization: `Bearer ${await readAccessToken(page)}` },
  });
  const body = (await answer.json()) as { extraData: { pageData: { id: number; origin: string }[] } };
  const id = body.extraData.pageData.find((record) => record.origin === 'enterprise')?.id;
  if (id === undefined) throw new Error('the demo enterprise has no record it declared and submitted');
  return id;
}

test("lookform shows an enterprise its own record read-only, and another enterprise's in words", async ({
  page,
  browser,
}) => {
  await signInEnterprise(page, 'qiye1');
  const id = await ownRecordId(page);
  await page.goto(`/lookform?flow=creditRecord&id=${id}`);
  const dialog = page.getByRole('dialog', { name: '信用记录详情' });
  await expect(dialog).toBeVisible();
  // The form as its author filled it: its fields, its step bar and its history; no decision.
  await expect(dialog.getByText('行为内容描述')).toBeVisible();
  await expect(dialog.locator('.ant-steps-horizontal')).toContainText('提交');
  await expect(dialog.locator('.ant-timeline')).toContainText('提交');
  await expect(dialog.getByRole('button', { name: /审核通过|退\s*回/ })).toHaveCount(0);
  await dialog.getByRole('button', { name: '关 闭' }).click();
  await expect(dialog).toBeHidden();

  const other = await browser.newPage();
  await signInEnterprise(other, 'qiye2');
  await other.goto(`/lookform?flow=creditRecord&id=${id}`);
  await expect(other.getByRole('alert').filter({ hasText: '无法查看该表单' })).toContainText('没有权限');
  await expect(other.getByRole('dialog')).toHaveCount(0);

  await other.goto('/lookform?flow=nothing&id=1');
  await expect(other.getByText('链接有误：未指明要查看的表单')).toBeVisible();
  await other.close();
});

test('a record returned by 初审 tells its enterprise, whose notice opens the record in lookform', async ({
  page,
  browser,
}) => {
  // 初审 returns one of qiye1's declarations waiting for it (the demo's 待初审 of 海南华信).
  const desk = await browser.newPage();
  await signInManage(desk, 'chushen');
  const headers = { authorization: `Bearer ${await readAccessToken(desk)}` };
  const waiting = await desk.request.get(
    `/api/creditregister/desk/firstReview?done=0&enterpriseName=${encodeURIComponent('华信')}&pageIndex=1&pageSize=1`,
    { headers },
  );
  const id = ((await waiting.json()) as { extraData: { pageData: { id: number }[] } }).extraData.pageData[0]?.id;
  expect(id).toBeDefined();
  const returned = await desk.request.put('/api/creditregister/review', {
    headers,
    data: { id, approved: false, reason: '证明材料不清晰，请补充' },
  });
  expect(returned.ok()).toBe(true);
  await desk.close();

  await signInEnterprise(page, 'qiye1');
  await page.goto('/mything');
  const notice = page.locator('.ant-table-row', { hasText: '被退回' }).first();
  await notice.getByRole('button', { name: /查\s*看/ }).click();
  await expect(page).toHaveURL(new RegExp(`/lookform\\?flow=creditRecord&id=${id}$`));
  const dialog = page.getByRole('dialog', { name: '信用记录详情' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.ant-timeline')).toContainText('证明材料不清晰，请补充');
  // Closing goes back to the messages.
  await dialog.getByRole('button', { name: '关 闭' }).click();
  await expect(page).toHaveURL(/\/mything/);
});
