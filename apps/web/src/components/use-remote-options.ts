import { useEffect, useLayoutEffect, useRef, useState, type UIEvent } from 'react';
import { request } from '@/api/http.ts';
import { addPage, type OptionPage, type RemoteOption, type RemoteValue } from './remote-option-window.ts';

const SEARCH_DEBOUNCE_MS = 300;
/** How close to an end of the list (px) counts as having reached it. */
const EDGE_PX = 8;

export interface RemoteSource {
  url: string;
  pageSize: number;
  labelKey: string;
  valueKey: string;
}

type Row = Record<string, unknown>;
interface PageData {
  pageData?: Row[];
  totalCount?: number;
}
/** The paged envelope, or the legacy lookup shape `Data.PageData` (spec §3). */
interface RemotePageBody {
  extraData?: PageData | null;
  Data?: { PageData?: Row[]; TotalCount?: number } | null;
}

function readPage(body: RemotePageBody, pageIndex: number, pageSize: number) {
  const rows = body.extraData?.pageData ?? body.Data?.PageData ?? [];
  const total = body.extraData?.totalCount ?? body.Data?.TotalCount;
  return { rows, hasNext: total === undefined ? rows.length === pageSize : pageIndex * pageSize < total };
}

interface Loaded {
  keyword: string;
  pages: OptionPage[];
  /** Set once the last page has been seen. */
  lastPageIndex?: number;
}

function optionsBefore(pages: OptionPage[], pageIndex: number): number {
  return pages.filter((page) => page.pageIndex < pageIndex).reduce((sum, page) => sum + page.options.length, 0);
}

/** The popup list and the page the user was reading when another page was asked for. */
interface ScrollOrigin {
  holder: HTMLElement;
  pageIndex: number;
}

/**
 * Options of a remote select: searched with a debounce, paged in as the popup scrolls (down for
 * the next page, back up for a page the window dropped), at most four pages in memory.
 */
export function useRemoteOptions({ url, pageSize, labelKey, valueKey }: RemoteSource) {
  const [loaded, setLoaded] = useState<Loaded>({ keyword: '', pages: [] });
  const [loading, setLoading] = useState(false);
  const sequence = useRef(0);
  const inFlight = useRef(false);
  const keyword = useRef('');
  const searchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Options added or dropped above what the user reads, to keep the list from jumping.
  const shift = useRef<{ holder: HTMLElement; options: number } | undefined>(undefined);

  const toOption = (row: Row): RemoteOption => {
    const label = row[labelKey];
    return {
      value: row[valueKey] as RemoteValue,
      label: typeof label === 'string' || typeof label === 'number' ? String(label) : '',
    };
  };

  const load = async (pageIndex: number, origin?: ScrollOrigin) => {
    const ticket = ++sequence.current;
    const searched = keyword.current;
    inFlight.current = true;
    setLoading(true);
    try {
      const body = await request<PageData>({ url, params: { keyword: searched, pageIndex, pageSize } });
      // A newer search has replaced this list.
      if (ticket !== sequence.current) return;
      const { rows, hasNext } = readPage(body, pageIndex, pageSize);
      setLoaded((previous) => {
        const sameList = previous.keyword === searched;
        const kept = sameList ? previous.pages : [];
        const pages = addPage(kept, { pageIndex, options: rows.map(toOption) });
        if (origin) {
          const options = optionsBefore(pages, origin.pageIndex) - optionsBefore(kept, origin.pageIndex);
          shift.current = { holder: origin.holder, options };
        }
        const knownLast = sameList ? previous.lastPageIndex : undefined;
        return { keyword: searched, pages, lastPageIndex: hasNext ? knownLast : pageIndex };
      });
    } catch {
      // The HTTP client's policy has told the user; the options already shown stay.
    } finally {
      if (ticket === sequence.current) {
        inFlight.current = false;
        setLoading(false);
      }
    }
  };

  const options = loaded.pages.flatMap((page) => page.options);

  useLayoutEffect(() => {
    const pending = shift.current;
    shift.current = undefined;
    if (!pending || options.length === 0) return;
    // Options are all one height, so the list's height tells each one's.
    pending.holder.scrollTop += (pending.options * pending.holder.scrollHeight) / options.length;
  });

  useEffect(() => () => clearTimeout(searchTimer.current), []);

  const search = (text: string) => {
    clearTimeout(searchTimer.current);
    searchTimer.current = setTimeout(() => {
      keyword.current = text.trim();
      void load(1);
    }, SEARCH_DEBOUNCE_MS);
  };

  const open = () => {
    if (loaded.pages.length === 0 && !inFlight.current) void load(1);
  };

  const scroll = (event: UIEvent<HTMLDivElement>) => {
    const holder = event.currentTarget;
    const first = loaded.pages[0];
    const last = loaded.pages.at(-1);
    if (!first || !last || inFlight.current) return;
    const atBottom = holder.scrollTop + holder.clientHeight >= holder.scrollHeight - EDGE_PX;
    if (atBottom && last.pageIndex !== loaded.lastPageIndex) {
      void load(last.pageIndex + 1, { holder, pageIndex: last.pageIndex });
    } else if (holder.scrollTop <= EDGE_PX && first.pageIndex > 1) {
      void load(first.pageIndex - 1, { holder, pageIndex: first.pageIndex });
    }
  };

  return { options, loading, search, open, scroll };
}
