import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { pdfFile } from './support/files.ts';
import { signInAsAdmin } from './support/sign-in.ts';

test('the root shows the Chinese sign-in page with its three ways in', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('link', { name: '企业用户登录' })).toBeVisible();
  await expect(page.getByRole('link', { name: '管理用户登录' })).toBeVisible();
  await expect(page.getByText('超级管理员登录')).toBeVisible();
});

/** The scripts a page loads before the network is idle: their gzip size (level 9, as `npm run bench:pages` counts it) and text. */
async function firstLoadScripts(page: Page, path: string) {
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body());
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  const scripts = await Promise.all(bodies);
  const gzipKb = scripts.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0) / 1000;
  return { gzipKb, text: scripts.map((body) => body.toString('utf8')).join('\n') };
}

for (const path of ['/login', '/publicSystem']) {
  test(`${path} loads at most 150 kB of JavaScript (gzip) and no schema library`, async ({ page }) => {
    const { gzipKb, text } = await firstLoadScripts(page, path);
    expect(gzipKb).toBeGreaterThan(0);
    expect(gzipKb).toBeLessThanOrEqual(150);
    // zod is for forms and the server: a public page that pulls it in has imported a schema.
    expect(text).not.toContain('ZodError');
  });
}

test('a public page renders in the public layout, also after a refresh of its deep link', async ({ page }) => {
  await page.goto('/mainPublicity');
  await expect(page.getByRole('heading', { name: '信用公示首页' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: '信用公示首页' })).toBeVisible();
  await page.getByRole('link', { name: '政策文件' }).first().click();
  await expect(page).toHaveURL(/\/relevantPolicy$/);
  await expect(page.getByRole('heading', { name: '政策文件' })).toBeVisible();
});

test('/error and an unknown route show the Chinese error page', async ({ page }) => {
  await page.goto('/error');
  await expect(page.getByText('页面不存在或您无权访问')).toBeVisible();
  await page.goto('/no-such-page/at-all');
  await expect(page.getByText('页面不存在或您无权访问')).toBeVisible();
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('Internet Explorer 9 is sent to /notSupport before the app loads', async ({ browser }) => {
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (compatible; MSIE 9.0; Windows NT 6.1; Trident/5.0)',
  });
  const page = await context.newPage();
  await page.goto('/mainPublicity');
  await expect(page).toHaveURL(/\/notSupport$/);
  await expect(page.getByText('您的浏览器版本过低').first()).toBeVisible();
  await context.close();
});

test('a visitor searches an enterprise on the portal and opens its level, certificate and trend', async ({ page }) => {
  await page.goto('/mainPublicity');
  await expect(page.getByRole('heading', { name: '最新良好信用记录' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '信用等级分布' })).toBeVisible();
  await page.getByLabel('企业名称或统一社会信用代码').fill('华信');
  await page.getByRole('button', { name: '查询' }).click();
  const certificate = page.waitForRequest(/\/PrintCreditReport\/GenerateCreditReport\?buslicenceregisterno=\w{18}/);
  await page.getByRole('link', { name: '海南华信工程造价咨询有限公司', exact: true }).click();
  await expect(page).toHaveURL(/\/enterpriseLevel\?enterpriseId=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '企业信用等级' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '海南华信工程造价咨询有限公司' })).toBeVisible();
  await expect(page.getByText('综合信用等级', { exact: true })).toBeVisible();
  await certificate;
  await expect(page.getByAltText('海南华信工程造价咨询有限公司信用等级证书')).toBeVisible();
  await expect(page.getByText('证书生成中…')).toBeHidden();
  await expect(page.getByRole('link', { name: '下载证书' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '信用趋势' })).toBeVisible();
  await expect(page.getByRole('img', { name: /信用分趋势图$/ })).toBeVisible();
  await page.getByText('信用等级趋势', { exact: true }).click();
  await expect(page.getByRole('img', { name: '近12个月信用等级趋势图' })).toBeVisible();
});

test('appointSort sorts three chosen enterprises by score, and a refresh keeps them', async ({ page }) => {
  await page.goto('/appointSort');
  await page.getByLabel('选择企业').click();
  const options = page.getByRole('group', { name: '选择企业候选' }).getByRole('checkbox');
  for (const index of [0, 1, 2]) await options.nth(index).check();
  await expect(page).toHaveURL(/ids=\d+%2C\d+%2C\d+|ids=\d+,\d+,\d+/);
  const table = page.getByRole('table', { name: '综合信用分排序结果' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(3);
  const scores = async () => (await table.locator('tbody td[data-title="动态信用分"]').allInnerTexts()).map(Number);
  const sorted = await scores();
  expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
  await page.reload();
  await expect(rows).toHaveCount(3);
  expect(await scores()).toEqual(sorted);
});

test('relevantPolicy reads a published policy PDF in the page', async ({ page }) => {
  await page.goto('/relevantPolicy');
  await page.getByRole('button', { name: '查看建筑市场信用管理暂行办法' }).click();
  await expect(page).toHaveURL(/view=\d+/);
  await expect(page.getByRole('img', { name: /政策文件，第1页，共1页/ })).toBeVisible();
});

test('the public ranking keeps its filters in the URL and opens an enterprise', async ({ page }) => {
  await page.goto('/publicSystem');
  await page.getByLabel('范围').selectOption('1');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/isornotop10=1/);
  const table = page.getByRole('table', { name: '企业信用排名' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('范围')).toHaveValue('1');
  await table.locator('tbody tr').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/enterpriseLevel\?enterpriseId=\d+$/);
});

test('/test says whether the platform, its database and sign-in answer', async ({ page }) => {
  await page.goto('/test');
  await expect(page.getByRole('heading', { level: 1, name: '访问测试' })).toBeVisible();
  await expect(page.locator('dd').filter({ hasText: '正常' })).toHaveCount(4);
});

test('the administrator adds a policy document and publishes it, and the public reads it', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/policyMgt');
  await expect(page.locator('.ant-table-row', { hasText: '招标代理机构信用评价细则（征求意见稿）' })).toContainText(
    '草稿',
  );
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('文件标题').fill('建设行业信用信息公开目录');
  await dialog.getByLabel('发文单位').fill('海口市住房和城乡建设局');
  await dialog.getByLabel('发文日期').fill('2026-02-03');
  await dialog.getByLabel('发文日期').press('Enter');
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: '公开目录.pdf', mimeType: 'application/pdf', buffer: pdfFile() });
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('保存成功！').first()).toBeVisible();
  const added = page.locator('.ant-table-row', { hasText: '建设行业信用信息公开目录' });
  await expect(added).toContainText('草稿');
  await added.getByRole('button', { name: '发布' }).click();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('发布成功！').first()).toBeVisible();
  await expect(added).toContainText('已发布');

  await page.goto('/relevantPolicy');
  await expect(page.getByRole('button', { name: '查看建设行业信用信息公开目录' })).toBeVisible();
});
