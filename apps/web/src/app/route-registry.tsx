import type { ComponentType, LazyExoticComponent } from 'react';
import type { MenuRoute } from './menu-routes.ts';

/**
 * The page behind each menu url, loaded when first opened, e.g.
 * `basicCredit: lazy(() => import('@/features/credit/basic-credit-page.tsx').then((m) => ({ default: m.BasicCreditPage })))`.
 * A menu url without an entry shows the 功能建设中 page.
 */
export const routeRegistry: Partial<Record<MenuRoute, LazyExoticComponent<ComponentType>>> = {};
