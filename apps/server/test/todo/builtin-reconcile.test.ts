import { BUILTIN_MENUS } from '@credit/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECONCILE_LOCK, reconcileBuiltins } from '../../src/db/seed/builtins.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const query = async <R extends object>(text: string, values: unknown[] = []) =>
  (await t.db.$client.query<R>(text, values)).rows;

/** The menu of a url: its group's name, its permissions and the roles granted it. */
async function menuAt(url: string) {
  const [menu] = await query<{ id: number; group: string | null; permissions: string[]; sort_order: number }>(
    `select m.id, p.menu_name as group, m.permissions, m.sort_order
       from menu m left join menu p on p.id = m.parent_id where m.menu_url = $1`,
    [url],
  );
  const roles = menu
    ? (
        await query<{ code: string }>(
          'select r.code from role_menu rm join role r on r.id = rm.role_id where rm.menu_id = $1 order by r.code',
          [menu.id],
        )
      ).map((row) => row.code)
    : [];
  return { ...menu, roles };
}

/** 部门领导审核 without the repair desk's permission, as a platform before that desk, or an administrator, had it. */
const withoutLeaderRepairs = () =>
  query(`update menu set permissions = array_remove(permissions, 'repair:leader') where menu_url = 'departmentLeader'`);

/** An administrator takes a menu from a role. */
const ungrant = (role: string, url: string) =>
  query(
    `delete from role_menu where role_id = (select id from role where code = $1)
       and menu_id = (select id from menu where menu_url = $2)`,
    [role, url],
  );

const seedOf = (url: string) =>
  BUILTIN_MENUS.flatMap((group) => (group.children ?? []).map((child) => ({ group: group.menuName, child }))).find(
    ({ child }) => child.menuUrl === url,
  );

describe('the built-in menus reconciled at every start', () => {
  it('is idempotent: a second start adds nothing', async () => {
    const count = async () => (await query<{ n: string }>('select count(*) as n from menu'))[0]?.n;
    const grants = async () => (await query<{ n: string }>('select count(*) as n from role_menu'))[0]?.n;
    const [menus, granted] = [await count(), await grants()];
    await reconcileBuiltins(t.db);
    expect([await count(), await grants()]).toEqual([menus, granted]);
  });

  it('brings a page and a desk permission a release added to a platform that predates them, keeping the administrator’s changes', async () => {
    // An older platform: no ledger yet, without the 业绩反馈审核 page, without one permission of 部门领导审核,
    // and with an administrator who took 待办事项 from the park desk.
    const leader = await menuAt('departmentLeader');
    await query('delete from builtin_applied');
    await query(`delete from menu where menu_url = 'biddingAgency_a'`);
    await withoutLeaderRepairs();
    await ungrant('park', 'theMatters');

    await reconcileBuiltins(t.db);

    const added = await menuAt('biddingAgency_a');
    const seed = seedOf('biddingAgency_a');
    expect(added).toMatchObject({ group: seed?.group, permissions: seed?.child.permissions, roles: ['firstReview'] });
    // A menu the platform held is adopted as the administrator left it.
    expect((await menuAt('departmentLeader')).permissions).not.toContain('repair:leader');
    expect((await menuAt('theMatters')).roles).not.toContain('park');
    expect((await menuAt('departmentLeader')).id).toBe(leader.id);
  });

  it('adds a later release’s permission and grant to a menu it already knows, but never what an administrator removed', async () => {
    // The ledger knows the menu; a release adds a permission and a role to it.
    await query(`delete from builtin_applied where key = 'permission:departmentLeader:repair:leader'`);
    await withoutLeaderRepairs();
    await ungrant('firstReview', 'creditRevokeAudit');

    await reconcileBuiltins(t.db);

    expect((await menuAt('departmentLeader')).permissions).toContain('repair:leader');
    // creditRevokeAudit's firstReview grant is in the ledger: its removal stands.
    expect((await menuAt('creditRevokeAudit')).roles).not.toContain('firstReview');
  });

  it('waits for another instance reconciling at the same moment and adds nothing twice', async () => {
    await query(`delete from builtin_applied where key like '%:biddingAgency_a%'`);
    await query(`delete from menu where menu_url = 'biddingAgency_a'`);
    // Another instance is reconciling: it holds the lock and adds the missing menu.
    const other = await t.db.$client.connect();
    try {
      await other.query('begin');
      await other.query('select pg_advisory_xact_lock($1)', [RECONCILE_LOCK]);
      const starting = reconcileBuiltins(t.db);
      await expect.poll(async () => (await query<{ n: string }>(waitingForLock))[0]?.n, { timeout: 5000 }).toBe('1');
      await other.query(
        `insert into menu (parent_id, menu_name, menu_icon, menu_url, sort_order, permissions)
           select id, '业绩反馈审核', 'AuditOutlined', 'biddingAgency_a', 99, '{feedback:review}' from menu
            where menu_name = '信用管理' and parent_id is null`,
      );
      await other.query(`insert into builtin_applied (key) values ('menu:biddingAgency_a')`);
      await other.query('commit');
      await starting;
    } finally {
      other.release();
    }
    const rows = await query<{ n: string }>(`select count(*) as n from menu where menu_url = 'biddingAgency_a'`);
    expect(rows[0]?.n).toBe('1');
  });
});

/** Sessions waiting for an advisory lock. */
const waitingForLock = `select count(*) as n from pg_locks where locktype = 'advisory' and not granted`;
