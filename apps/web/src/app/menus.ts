import type { MenuItem } from '@/api/current-user.ts';

export function childrenOf(menu: MenuItem): MenuItem[] {
  return menu.subMenus ?? [];
}

export function hasChildren(menu: MenuItem): boolean {
  return childrenOf(menu).length > 0;
}

/** The route path of a menu url, which the menus give with or without the leading slash. */
export function menuPath(menuUrl: string): string {
  return `/${menuUrl.replace(/^\/+/, '')}`;
}

/**
 * Spec §2: the first menu item without children, otherwise the first child of the first menu that
 * has children. An item with neither a page nor children (a group whose pages the role lacks, its
 * url empty) leads nowhere: landing on it would leave the user at a blank `/`, so it is passed over,
 * and so is a group holding only such items.
 */
export function homePath(menus: MenuItem[]): string | undefined {
  const leaf = menus.find((menu) => !hasChildren(menu) && menuPath(menu.menuUrl) !== '/');
  if (leaf) return menuPath(leaf.menuUrl);
  for (const group of menus.filter(hasChildren)) {
    const path = homePath(childrenOf(group));
    if (path) return path;
  }
  return undefined;
}

function opens(menu: MenuItem, pathname: string): boolean {
  const path = menuPath(menu.menuUrl);
  return pathname === path || pathname.startsWith(`${path}/`);
}

function menuLeafTrail(menus: MenuItem[], pathname: string): MenuItem[] {
  for (const menu of menus) {
    if (!hasChildren(menu)) {
      if (opens(menu, pathname)) return [menu];
      continue;
    }
    const below = menuLeafTrail(childrenOf(menu), pathname);
    if (below.length > 0) return [menu, ...below];
  }
  return [];
}

const page = (menuName: string, menuUrl: string): MenuItem => ({ menuName, menuIcon: '', menuUrl });

/**
 * Pages no menu names but a menu's page opens (docs/statistics.md): a desk's statistics behind its
 * 统计 button (`<desk route>_emattersecharts`, reachable with the desk's menu) and lookform, the
 * read-only form a notice links to (reachable by anyone with a menu; the server checks the item).
 */
function pageBehindMenus(menus: MenuItem[], pathname: string): MenuItem[] {
  const name = pathname.replace(/^\/+/, '');
  const desk = /^([A-Za-z0-9_]+)_emattersecharts$/.exec(name)?.[1];
  if (desk) {
    const trail = menuLeafTrail(menus, `/${desk}`);
    return trail.length > 0 ? [...trail, page('统计', name)] : [];
  }
  if (name === 'lookform' && menus.length > 0) return [page('查看表单', name)];
  return [];
}

/** The menus from the top down to the leaf whose page is at `pathname`; empty when none is. */
export function menuTrail(menus: MenuItem[], pathname: string): MenuItem[] {
  const trail = menuLeafTrail(menus, pathname);
  return trail.length > 0 ? trail : pageBehindMenus(menus, pathname);
}

/** Every page (menu url, without the leading slash) the menus lead to. */
export function menuPages(menus: MenuItem[]): Set<string> {
  const pages = new Set<string>();
  const walk = (level: MenuItem[]) => {
    for (const menu of level) {
      if (hasChildren(menu)) walk(childrenOf(menu));
      else pages.add(menu.menuUrl.replace(/^\/+/, ''));
    }
  };
  walk(menus);
  return pages;
}
