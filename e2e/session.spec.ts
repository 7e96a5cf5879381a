import { expect, test, type Request, type Response, type Route } from '@playwright/test';
import { expireAccessToken, readAccessToken } from './support/session-token.ts';
import { signInAsAdmin, signInEnterprise } from './support/sign-in.ts';

/** How many calls meet the expired token at once. */
const CALLS = 5;
/** The answer's code for an expired access token (spec §8). */
const TOKEN_EXPIRED_CODE = 3002;

interface Answer {
  url: string;
  token: string;
  status: number;
  code: unknown;
}

const pathOf = (request: Request) => new URL(request.url()).pathname;
/** The list's own calls: the header's bell may poll in between, with whatever token is current. */
const isApiCall = (request: Request) => pathOf(request).startsWith('/api/system/loginlogs');
const isRefresh = (request: Request) => request.method() === 'POST' && pathOf(request) === '/oauth/token';
const bearerOf = (request: Request) => (request.headers()['authorization'] ?? '').replace(/^Bearer /, '');

async function answerOf(response: Response): Promise<Answer> {
  const body: unknown = await response.json().catch(() => null);
  return {
    url: response.url(),
    token: bearerOf(response.request()),
    status: response.status(),
    code: body !== null && typeof body === 'object' && 'Code' in body ? body.Code : undefined,
  };
}

test('five calls that meet an expired token share one refresh, and every one of them succeeds', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('menuitem', { name: /系统管理/ }).click();
  // The list's first answer is awaited: until the login log's page has loaded, the rows on screen
  // may still be the previous page's, and a late answer would land among the ones counted below.
  const listed = page.waitForResponse((response) => isApiCall(response.request()));
  await page.getByRole('menuitem', { name: '登录日志' }).click();
  await expect(page).toHaveURL(/\/loginLog$/);
  await listed;
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  const search = page.getByRole('button', { name: /查\s*询/ });
  // The calls come from one list rather than from several pages: the shell keys the user's menus by
  // the token, so the first navigation after the swap would ask /api/user alone behind a full-screen
  // spinner. The first 查询 only writes the list's page into the URL (the list shown stays); from then
  // on each 查询 asks for the same list anew without touching the URL: exactly one call per click.
  await search.click();
  await expect(page).toHaveURL(/\/loginLog\?pageIndex=1&pageSize=10$/);

  const expired = await expireAccessToken(page);
  const answers: Promise<Answer>[] = [];
  const refreshes: Request[] = [];
  page.on('request', (request) => {
    if (isRefresh(request)) refreshes.push(request);
  });
  page.on('response', (response) => {
    if (isApiCall(response.request())) answers.push(answerOf(response));
  });
  // The calls with the expired token are held at the network until all of them have left, so they
  // are in flight together however fast the server answers. Anything after the release goes straight
  // through, so a client that sent the expired token again would be refused, not left hanging.
  const held: Route[] = [];
  let released = false;
  await page.route('**/api/**', async (route) => {
    if (!released && isApiCall(route.request()) && bearerOf(route.request()) === expired) held.push(route);
    else await route.fallback();
  });
  for (let click = 1; click <= CALLS; click++) {
    await search.click();
    // One click at a time: two searches settled in one render would give one call, not two.
    await expect.poll(() => held.length).toBe(click);
  }
  expect(refreshes).toHaveLength(0);
  released = true;
  await Promise.all(held.map((route) => route.continue()));

  const tally = async () => {
    const all = await Promise.all(answers);
    const count = (keep: (answer: Answer) => boolean) => all.filter(keep).length;
    return {
      refusedAsExpired: count((a) => a.token === expired && a.status === 401 && a.code === TOKEN_EXPIRED_CODE),
      refreshes: refreshes.length,
      succeededWithAnotherToken: count((a) => a.token !== expired && a.status === 200),
    };
  };
  await expect
    .poll(tally, { message: 'the five refused calls wait for one refresh and are retried' })
    .toEqual({ refusedAsExpired: CALLS, refreshes: 1, succeededWithAnotherToken: CALLS });
  const all = await Promise.all(answers);
  const refused = all.filter((answer) => answer.token === expired);
  const retried = all.filter((answer) => answer.token !== expired);
  expect(refused).toHaveLength(CALLS);
  expect(refused.map(({ status, code }) => ({ status, code }))).toEqual(
    Array(CALLS).fill({ status: 401, code: TOKEN_EXPIRED_CODE }),
  );

  expect(refreshes).toHaveLength(1);
  const [refresh] = refreshes;
  // Spec §7: the form carries grant_type and the refresh token; the cookie goes along too.
  expect(refresh?.postData()).toMatch(/^grant_type=refresh_token&refresh_token=[\w-]+$/);
  expect((await refresh?.allHeaders())?.['cookie']).toMatch(/(^|; )refresh_token=/);
  const issued = (await (await refresh?.response())?.json()) as { access_token?: unknown } | undefined;
  const renewed = await readAccessToken(page);
  expect(issued?.access_token).toBe(renewed);

  expect(retried.map(({ token, status }) => ({ token, status }))).toEqual(
    Array(CALLS).fill({ token: renewed, status: 200 }),
  );
  expect(retried.map((answer) => answer.url).sort()).toEqual(refused.map((answer) => answer.url).sort());

  await expect(page).toHaveURL(/\/loginLog\?pageIndex=1&pageSize=10$/);
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await expect(page.getByText('退出登录')).toBeVisible();
  await expect(page.getByText('账号已过期，请重新登录！')).toHaveCount(0);
});

test("an enterprise user's deep link survives a reload, and a desk page typed by hand lands on /error", async ({
  page,
}) => {
  await signInEnterprise(page, 'qiye2');
  await page.goto('/attachment');
  await expect(page.getByRole('heading', { name: '企业附件' })).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/attachment$/);
  await expect(page.getByRole('heading', { name: '企业附件' })).toBeVisible();
  await expect(page.getByText('退出登录')).toBeVisible();

  await page.goto('/userControl');
  await expect(page).toHaveURL(/\/error$/);
  await expect(page.getByText('页面不存在或您无权访问')).toBeVisible();
});
