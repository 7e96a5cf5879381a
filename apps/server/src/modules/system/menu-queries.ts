import { asc, count, eq } from 'drizzle-orm';
import { menus } from '../../db/schema/index.ts';
import type { Executor } from '../../db/client.ts';

export type MenuRow = typeof menus.$inferSelect;

/** Every menu, hidden ones included, in tree order (parents before their children share an order). */
export function allMenus(db: Executor): Promise<MenuRow[]> {
  return db.select().from(menus).orderBy(asc(menus.sortOrder), asc(menus.id));
}

export async function findMenu(db: Executor, id: number): Promise<MenuRow | undefined> {
  const [row] = await db.select().from(menus).where(eq(menus.id, id));
  return row;
}

export async function childCount(db: Executor, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(menus).where(eq(menus.parentId, id));
  return row?.n ?? 0;
}

/** Ids of a menu and all menus below it. */
export function subtreeIds(all: readonly Pick<MenuRow, 'id' | 'parentId'>[], rootId: number): Set<number> {
  const ids = new Set([rootId]);
  for (let grew = true; grew;) {
    grew = false;
    for (const menu of all) {
      if (menu.parentId !== null && ids.has(menu.parentId) && !ids.has(menu.id)) {
        ids.add(menu.id);
        grew = true;
      }
    }
  }
  return ids;
}
