import { Alert } from 'antd';
import { useState, type ReactNode } from 'react';
import { compareSnapshots, describeChanges, isStaleRefusal, type ItemSnapshot } from './item-changes.ts';

interface RefusedReloadOptions<T> {
  /** Which item the screen is on (its id, null when none): another item starts afresh. */
  itemKey: unknown;
  /** The item as the screen shows it now (undefined while it loads). */
  item: T | undefined;
  /** What of the item the screen shows, to compare. */
  snapshot: (item: T) => ItemSnapshot;
  /** Reads the item again (a query's refetch: it says whether the reading failed). */
  reload: () => Promise<{ isError: boolean; error: unknown }>;
}

export interface RefusedReload {
  /**
   * Call when an action on the item was refused (another desk was first, the author withdrew it…):
   * the item is read again, and `notice` says what changed since the screen showed it.
   */
  refused: (error?: unknown) => void;
  /** Above the item's fields: what differs between what the user saw and the item now, or null. */
  notice: ReactNode;
  /**
   * The item could not be read again (it is no longer the viewer's to see, as a draft its author
   * took back): what the screen shows is out of date, and no action on it is offered.
   */
  unavailable: boolean;
}

const CHANGED = '此项在您打开后已被修改';

/** The alert naming what changed (`lines`), or, when nothing the screen shows differs, only that the item did. */
function ChangesNotice({ title, lines }: { title: string; lines: string[] }) {
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={title}
      description={
        lines.length > 0 ? (
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : undefined
      }
    />
  );
}

/**
 * The one way a screen acting on an item reacts to a refusal: it reads the item again and tells,
 * above the fields, what changed between what the user saw and what the item is now.
 */
export function useRefusedReload<T>({ itemKey, item, snapshot, reload }: RefusedReloadOptions<T>): RefusedReload {
  const [seen, setSeen] = useState<{ item: T; stale: boolean; unreadable?: string } | null>(null);
  const [seenKey, setSeenKey] = useState(itemKey);
  if (!Object.is(seenKey, itemKey)) {
    setSeenKey(itemKey);
    setSeen(null);
  }
  const refused = (error?: unknown) => {
    if (item === undefined) return;
    const shown = { item, stale: isStaleRefusal(error) };
    setSeen(shown);
    void reload().then((result) => {
      if (!result.isError) return;
      const why = result.error instanceof Error ? result.error.message : '';
      setSeen((current) => (current === shown ? { ...shown, unreadable: why } : current));
    });
  };
  if (seen?.unreadable !== undefined) {
    const line = `您已无法查看其最新内容${seen.unreadable ? `（${seen.unreadable}）` : ''}`;
    return { refused, notice: <ChangesNotice title={CHANGED} lines={[line]} />, unavailable: true };
  }
  // Until the item read again arrives the screen still shows what the user saw: nothing to tell yet.
  if (!seen || item === undefined || item === seen.item) return { refused, notice: null, unavailable: false };
  const lines = describeChanges(compareSnapshots(snapshot(seen.item), snapshot(item)));
  // A refusal for another cause (the network) that changed nothing shown says nothing here.
  const notice =
    lines.length > 0 || seen.stale ? (
      <ChangesNotice title={`${CHANGED}，现显示最新内容，请核对后重新操作`} lines={lines} />
    ) : null;
  return { refused, notice, unavailable: false };
}
