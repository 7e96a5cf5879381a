import { cancelLeftoverTimers } from './leftover-timers.ts';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

/**
 * Whether a media query holds for jsdom's window (1024 px wide, a desktop's breakpoints: antd's
 * `lg` and below): its width conditions are read, any other feature (reduced motion…) does not hold.
 */
function mediaMatches(query: string): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)/g)];
  return (
    conditions.length > 0 &&
    conditions.every(([, bound, px]) =>
      bound === 'min' ? window.innerWidth >= Number(px) : window.innerWidth <= Number(px),
    )
  );
}

// jsdom lacks the layout APIs antd's responsive components query.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: mediaMatches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverShim {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.assign(window, { ResizeObserver: ResizeObserverShim });
}
// antd's animated popups, the routes' lazily loaded code (antd, the signed-in shell) and a shared CI
// machine outlast the 1 s default of findBy/waitFor.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

afterAll(() => {
  cleanup();
  cancelLeftoverTimers();
});
