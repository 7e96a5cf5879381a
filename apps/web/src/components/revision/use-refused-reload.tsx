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
  /** Reads the item again. */
  reload: () => Promise<unknown>;
}

export interface RefusedReload {
  /**
   * Call when an action on the item was refused (another desk was first, the author withdrew it…):
   * the item is read again, and `notice` says what changed since the screen showed it.
   */
  refused: (error?: unknown) => void;
  /** Above the item's fields: what differs between what the user saw and the item now, or null. */
  notice: ReactNode;
}

/** The alert naming what changed (`lines`), or, when nothing the screen shows differs, only that the item did. */
function ChangesNotice({ lines }: { lines: string[] }) {
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title="该记录在您打开后已被修改，现显示最新内容，请核对后重新操作"
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
  const [seen, setSeen] = useState<{ item: T; stale: boolean } | null>(null);
  const [seenKey, setSeenKey] = useState(itemKey);
  if (!Object.is(seenKey, itemKey)) {
    setSeenKey(itemKey);
    setSeen(null);
  }
  const refused = (error?: unknown) => {
    if (item !== undefined) setSeen({ item, stale: isStaleRefusal(error) });
    void reload();
  };
  // Until the item read again arrives the screen still shows what the user saw: nothing to tell yet.
  if (!seen || item === undefined || item === seen.item) return { refused, notice: null };
  const lines = describeChanges(compareSnapshots(snapshot(seen.item), snapshot(item)));
  // A refusal for another cause (the network) that changed nothing shown says nothing here.
  return { refused, notice: lines.length > 0 || seen.stale ? <ChangesNotice lines={lines} /> : null };
}
