import { expect, test, type Page } from '@playwright/test';
import { readAccessToken } from './support/session-token.ts';
import { signInAsAdmin, signInEnterprise, signInManage } from './support/sign-in.ts';

/** The laptop widths clerks work at (issue 35): a list's status and 操作 must show without scrolling. */
const WIDTHS = [
  { width: 1366, height: 768 },
  { width: 1440, height: 900 },
];

/** A column whose header names a status, a result or the actions: what decides the next step. */
const DECIDING_HEADER = /状态|结果|^操作$/;

interface MenuItem {
  menuUrl: string;
  subMenus?: MenuItem[] | null;
}

const leafPaths = (menus: MenuItem[]): string[] =>
  menus.flatMap((menu) =>
    menu.subMenus?.length ? leafPaths(menu.subMenus) : [`/${menu.menuUrl.replace(/^\/+/, '')}`],
  );

async function menuPages(page: Page): Promise<string[]> {
  const token = await readAccessToken(page);
  const answer = await page.request.get('/api/user', { headers: { Authorization: `Bearer ${token}` } });
  return leafPaths(((await answer.json()) as { menus: MenuItem[] }).menus);
}

/** Deciding header cells of the visible tables that lie outside their table's box or the window. */
function offScreenHeaders(page: Page, path: string) {
  return page.evaluate(
    ({ pattern, where }) => {
      const found: string[] = [];
      for (const container of document.querySelectorAll<HTMLElement>('.ant-table-container')) {
        const box = container.getBoundingClientRect();
        if (box.width === 0) continue;
        for (const cell of container.querySelectorAll<HTMLElement>('thead th')) {
          const title = cell.innerText.trim();
          if (!new RegExp(pattern).test(title)) continue;
          const rect = cell.getBoundingClientRect();
          const right = Math.min(box.right, window.innerWidth) + 1;
          if (rect.right > right || rect.left < box.left - 1)
            found.push(
              `${where} ${title} (${Math.round(rect.left)}–${Math.round(rect.right)} of ${Math.round(right)})`,
            );
        }
      }
      return found;
    },
    { pattern: DECIDING_HEADER.source, where: path },
  );
}

/** Every table of the page (each tab's too), at each width. */
async function walk(page: Page, path: string): Promise<string[]> {
  const problems: string[] = [];
  await page.goto(path);
  await expect(page.locator('h1'), `${path} shows its name`).toBeVisible();
  await page.waitForLoadState('networkidle');
  const tabs = page.getByRole('main').getByRole('tab');
  const count = await tabs.count();
  for (let index = 0; index < Math.max(count, 1); index += 1) {
    if (count > 0) {
      await tabs.nth(index).click();
      await page.waitForLoadState('networkidle');
    }
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      // The table measures its pinned columns after the resize.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const where = `${size.width}px ${path}${count > 0 ? ` [${await tabs.nth(index).innerText()}]` : ''}`;
      problems.push(...(await offScreenHeaders(page, where)));
    }
  }
  return problems;
}

/**
 * The users whose menus together hold every list page: qiye2 has qiye1's role and menus. A page
 * is walked once, by the first user here whose menus hold it (tests of a file run in order, in one
 * worker); a test run alone walks all of its user's pages.
 */
const USERS = [
  { name: 'admin', signIn: signInAsAdmin },
  ...(['chushen', 'yuanqu', 'bumen', 'lingdao', 'dengji'] as const).map((name) => ({
    name,
    signIn: (page: Page) => signInManage(page, name),
  })),
  { name: 'qiye1', signIn: (page: Page) => signInEnterprise(page, 'qiye1') },
];
const walked = new Set<string>();

for (const user of USERS)
  test(`every list ${user.name}'s menus add shows its status and 操作 columns at 1366 and 1440 px`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await user.signIn(page);
    const fresh = (await menuPages(page)).filter((path) => !walked.has(path));
    // Each user's menus hold a page no user before them has.
    expect(fresh.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const path of fresh) {
      problems.push(...(await walk(page, path)));
      walked.add(path);
    }
    expect(problems).toEqual([]);
  });
