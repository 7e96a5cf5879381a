import { Badge, Menu, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { MenuItem } from '@/api/current-user.ts';
import { childrenOf, hasChildren, menuPath, menuTrail } from '../menus.ts';
import { menuIcon } from '@/components/menu-icons.tsx';

type Items = NonNullable<MenuProps['items']>;

/** Leaves are keyed by their path; groups by their position, as their urls may be empty or repeated. */
function groupKey(position: string): string {
  return `group:${position}`;
}

/** A page's name with its open items, when it has any. */
function pageLabel(menu: MenuItem, counts: Record<string, number>) {
  const count = counts[menu.menuUrl.replace(/^\/+/, '')] ?? 0;
  if (count === 0) return menu.menuName;
  return (
    <span aria-label={`${menu.menuName}，${count}项待办`}>
      {menu.menuName} <Badge count={count} size="small" overflowCount={99} />
    </span>
  );
}

function toItems(menus: MenuItem[], counts: Record<string, number>, parent = ''): Items {
  return menus.map((menu, index) => {
    const position = `${parent}${index}`;
    return hasChildren(menu)
      ? {
          key: groupKey(position),
          icon: menuIcon(menu.menuIcon),
          label: menu.menuName,
          children: toItems(childrenOf(menu), counts, `${position}.`),
        }
      : { key: menuPath(menu.menuUrl), icon: menuIcon(menu.menuIcon), label: pageLabel(menu, counts) };
  });
}

/** Keys of the groups on the way to the open page, so the menu opens at it. */
function openGroupKeys(menus: MenuItem[], trail: MenuItem[]): string[] {
  const keys: string[] = [];
  let level = menus;
  let position = '';
  for (const menu of trail.slice(0, -1)) {
    position = `${position}${level.indexOf(menu)}`;
    keys.push(groupKey(position));
    level = childrenOf(menu);
    position = `${position}.`;
  }
  return keys;
}

/**
 * The user's menus. The groups leading to the open page open whenever the page changes (after
 * sign-in the shell first shows `/`, then the landing page), and the ones the user opened stay
 * open. Collapsed, the menu shows its groups as pop-ups and keeps its own state.
 */
export function SideMenu({
  menus,
  collapsed,
  counts = {},
}: {
  menus: MenuItem[];
  collapsed: boolean;
  /** Open items per page (menu url), shown as a badge. */
  counts?: Record<string, number>;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items = useMemo(() => toItems(menus, counts), [menus, counts]);
  const trail = menuTrail(menus, pathname);
  const leaf = trail.at(-1);
  const routeGroups = openGroupKeys(menus, trail);
  const [openKeys, setOpenKeys] = useState(routeGroups);
  const [openedFor, setOpenedFor] = useState(pathname);
  if (openedFor !== pathname) {
    setOpenedFor(pathname);
    setOpenKeys([...new Set([...openKeys, ...routeGroups])]);
  }
  return (
    <Menu
      theme="dark"
      mode="inline"
      items={items}
      selectedKeys={leaf ? [menuPath(leaf.menuUrl)] : []}
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      onClick={({ key }) => void navigate(key)}
    />
  );
}
