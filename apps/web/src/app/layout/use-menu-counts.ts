import { useMatters } from '@/features/credit/use-matters.ts';
import { menuPages } from '../menus.ts';
import type { MenuItem } from '@/api/current-user.ts';

const MATTERS_PAGE = 'theMatters';

/** Open items per menu page: each desk's count on its menu, their sum on 待办事项 (theMatters). */
export function useMenuCounts(menus: MenuItem[]): Record<string, number> {
  const matters = useMatters(menuPages(menus).has(MATTERS_PAGE));
  const counts: Record<string, number> = {};
  for (const matter of matters.data ?? []) {
    counts[matter.route] = (counts[matter.route] ?? 0) + matter.count;
    counts[MATTERS_PAGE] = (counts[MATTERS_PAGE] ?? 0) + matter.count;
  }
  return counts;
}
