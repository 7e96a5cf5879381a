import { DESKS, deskRoutes, FLOWS, type Desk } from '@credit/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

interface UserMenu {
  menuUrl: string;
  subMenus: UserMenu[];
}
type Reply<T> = { extraData: T };

let t: TestApp;
let enterpriseId: number;
beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  const { rows } = await t.db.$client.query<{ id: number }>('select id from enterprise order by id limit 1');
  enterpriseId = rows[0]!.id;
});
afterAll(() => t.close());

const urlsOf = (menus: UserMenu[]): string[] => menus.flatMap((menu) => [menu.menuUrl, ...urlsOf(menu.subMenus)]);

/** What a signed-in user of the role is shown: its menus' urls and its to-do counts by desk. */
async function seenBy(role: string) {
  const headers = await t.authHeader(role, { enterpriseId: role === 'enterprise' ? enterpriseId : null });
  const user = (await t.app.inject({ method: 'GET', url: '/api/user', headers })).json<{ menus: UserMenu[] }>();
  const matters = (await t.app.inject({ method: 'GET', url: '/api/creditregister/matters', headers })).json<
    Reply<{ key: string; route: string; count: number }[]>
  >().extraData;
  return { urls: urlsOf(user.menus), matters };
}

const each = (desks: readonly Desk[]) => desks.flatMap((desk) => desk.roles.map((role) => [desk, role] as const));

describe('the flow registry', () => {
  it('has a workflow table for each flow and desks that decide at one state', () => {
    for (const flow of FLOWS) {
      expect(flow.desks.length, flow.workflow.key).toBeGreaterThan(0);
      for (const desk of flow.desks.filter((d) => d.kind === 'review')) expect(desk.waiting, desk.key).toHaveLength(1);
    }
  });

  it.each(each(DESKS).map(([desk, role]) => [`${desk.flow}/${desk.key}`, role, desk] as const))(
    'gives %s to %s: its screens in the menus and the permission they carry',
    async (_name, role, desk) => {
      const { urls } = await seenBy(role);
      for (const route of deskRoutes(desk)) expect(urls, route).toContain(route);
      const { rows } = await t.db.$client.query<{ permissions: string[] }>(
        'select permissions from menu where menu_url = $1',
        [desk.route],
      );
      expect(rows[0]?.permissions).toContain(desk.permission);
    },
  );

  it.each(
    each(DESKS.filter((desk) => desk.waiting.length > 0)).map(
      ([desk, role]) => [`${desk.flow}/${desk.key}`, role, desk] as const,
    ),
  )(
    'counts the open items of %s in the to-do of %s, and a review desk has work on the demo data',
    async (_name, role, desk) => {
      const { urls, matters } = await seenBy(role);
      expect(urls).toContain('theMatters');
      const matter = matters.find((m) => m.key === `${desk.flow}:${desk.key}`);
      expect(matter, `${desk.flow}:${desk.key}`).toMatchObject({ route: desk.route });
      if (desk.kind === 'review') expect(matter?.count).toBeGreaterThan(0);
    },
  );
});
