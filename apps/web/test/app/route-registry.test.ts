import { BUILTIN_MENUS, DESKS, deskRoutes, type MenuSeed } from '@credit/rules';
import { describe, expect, it } from 'vitest';
import { registeredPage } from '@/app/route-registry.tsx';

const urlsOf = (menus: readonly MenuSeed[]): string[] =>
  menus.flatMap((menu) => [...(menu.menuUrl ? [menu.menuUrl] : []), ...urlsOf(menu.children ?? [])]);

describe('the route registry', () => {
  it('has a page behind every built-in menu', () => {
    const missing = urlsOf(BUILTIN_MENUS).filter((url) => registeredPage(url) === undefined);
    expect(missing).toEqual([]);
  });

  it('has a page behind every screen of every desk of the flow registry', () => {
    const missing = DESKS.flatMap(deskRoutes).filter((route) => registeredPage(route) === undefined);
    expect(missing).toEqual([]);
  });
});
