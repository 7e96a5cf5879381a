import type { SystemMenu } from './system-api.ts';

export type MenuNode = SystemMenu & { children?: MenuNode[] };

/** The flat menu list as a tree in menu order; a leaf has no `children` (so tables show no expander). */
export function menuTree(menus: readonly SystemMenu[]): MenuNode[] {
  const ordered = [...menus].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  const build = (parentId: number | null): MenuNode[] =>
    ordered
      .filter((menu) => menu.parentId === parentId)
      .map((menu) => {
        const children = build(menu.id);
        return children.length > 0 ? { ...menu, children } : { ...menu };
      });
  return build(null);
}

/** Ids of the menus that have children (tree groups). */
export function parentIds(menus: readonly SystemMenu[]): Set<number> {
  return new Set(menus.flatMap((menu) => (menu.parentId === null ? [] : [menu.parentId])));
}
