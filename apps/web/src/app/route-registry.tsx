import type { ComponentType, LazyExoticComponent } from 'react';
import type { MenuRoute } from './menu-routes.ts';

type MenuPageComponent = LazyExoticComponent<ComponentType>;

/**
 * The page behind each menu url, loaded when first opened, e.g.
 * `basicCredit: lazy(() => import('@/features/credit/basic-credit-page.tsx').then((m) => ({ default: m.BasicCreditPage })))`.
 * A menu url without an entry shows the 功能建设中 page.
 */
const routeRegistry: Partial<Record<MenuRoute, MenuPageComponent>> = {};

export function registeredPage(menuUrl: string): MenuPageComponent | undefined {
  const pages: Partial<Record<string, MenuPageComponent>> = routeRegistry;
  const name = menuUrl.replace(/^\/+/, '');
  return Object.hasOwn(pages, name) ? pages[name] : undefined;
}
