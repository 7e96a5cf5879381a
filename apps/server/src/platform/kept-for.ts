interface Kept<Value> {
  at: number;
  value: Promise<Value>;
  refreshing: boolean;
}

export interface KeptOptions<Key> {
  /** Age past which a kept value is not shown (ten times `freshMs` unless given). */
  staleMs?: number;
  /** What tells two keys apart, for a key that is an object (a statement): by default the key itself. */
  keyOf?: (key: Key) => unknown;
  /** Keys kept per owner at most (every key unless given): past it, the oldest is forgotten. */
  maxKeys?: number;
}

/**
 * A read kept per owner (a database, whose pool it runs on) and key, refreshed ahead of its
 * readers: callers meanwhile share one read; once `freshMs` old, the next caller starts one
 * re-read and is answered with the kept value, as is everyone until the re-read lands — so sums
 * that take seconds at a province's size (a dashboard, the statistics) do not make every reader
 * wait each time they expire. A value older than `staleMs` (ten times `freshMs` unless given) is not
 * shown: that caller waits for the re-read. A failed read is not kept. For what changes seldom and is
 * read by many requests — code lists, sums over a province.
 */
export function keptFor<Owner extends object, Key, Value>(
  freshMs: number,
  read: (owner: Owner, key: Key) => Promise<Value>,
  options: KeptOptions<Key> = {},
): (owner: Owner, key: Key) => Promise<Value> {
  const { staleMs = freshMs * 10, keyOf = (key: Key) => key, maxKeys = Infinity } = options;
  const kept = new WeakMap<Owner, Map<unknown, Kept<Value>>>();
  return (owner, key) => {
    let byKey = kept.get(owner);
    if (!byKey) kept.set(owner, (byKey = new Map<unknown, Kept<Value>>()));
    const entries = byKey;
    const id = keyOf(key);
    const keep = (entry: Kept<Value>) => {
      // The oldest kept key makes room for a new one.
      if (!entries.has(id) && entries.size >= maxKeys) entries.delete(entries.keys().next().value);
      entries.set(id, entry);
    };
    const count = () => {
      const value = read(owner, key);
      value.then(
        () => keep({ at: Date.now(), value, refreshing: false }),
        () => {
          const hit = entries.get(id);
          if (hit?.value === value) entries.delete(id);
          else if (hit) hit.refreshing = false;
        },
      );
      return value;
    };
    const hit = entries.get(id);
    const age = hit ? Date.now() - hit.at : Infinity;
    if (!hit || age >= staleMs) {
      const value = count();
      // Readers arriving meanwhile share this count.
      keep({ at: Date.now(), value, refreshing: true });
      return value;
    }
    if (age >= freshMs && !hit.refreshing) {
      hit.refreshing = true;
      void count().catch(() => undefined);
    }
    return hit.value;
  };
}
