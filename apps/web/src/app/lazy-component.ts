import type { ComponentType } from 'react';

/**
 * A route's `lazy`: the module holding its component is fetched when the route first opens, e.g.
 * `{ path: '/error', lazy: lazyComponent(() => import('./error-page.tsx'), (m) => m.ErrorPage) }`.
 */
export function lazyComponent<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}
