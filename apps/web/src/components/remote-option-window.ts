export type RemoteValue = string | number;

export interface RemoteOption {
  value: RemoteValue;
  label: string;
}

export interface OptionPage {
  pageIndex: number;
  options: RemoteOption[];
}

/** Pages of a remote select kept in memory at once (spec §9 "Remote select window 4 pages"). */
export const WINDOW_PAGES = 4;

/**
 * Adds a page to the window, in page order; past four pages the page farthest from the new one
 * goes (the oldest when scrolling down, the newest when scrolling back up).
 */
export function addPage(window: OptionPage[], page: OptionPage): OptionPage[] {
  const pages = [...window.filter((kept) => kept.pageIndex !== page.pageIndex), page].sort(
    (a, b) => a.pageIndex - b.pageIndex,
  );
  if (pages.length <= WINDOW_PAGES) return pages;
  return pages[0] === page ? pages.slice(0, WINDOW_PAGES) : pages.slice(-WINDOW_PAGES);
}
