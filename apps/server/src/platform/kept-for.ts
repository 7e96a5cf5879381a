interface Kept<Value> {
  at: number;
  value: Promise<Value>;
  refreshing: boolean;
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
  staleMs = freshMs * 10,
): (owner: Owner, key: Key) => Promise<Value> {
  const kept = new WeakMap<Owner, Map<Key, Kept<Value>>>();
  return (owner, key) => {
    let byKey = kept.get(owner);
    if (!byKey) kept.set(owner, (byKey = new Map<Key, Kept<Value>>()));
    const entries = byKey;
    const count = () => {
      const value = read(owner, key);
      value.then(
        () => entries.set(key, { at: Date.now(), value, refreshing: false }),
        () => {
          const hit = entries.get(key);
          if (hit?.value === value) entries.delete(key);
          else if (hit) hit.refreshing = false;
        },
      );
      return value;
    };
    const hit = entries.get(key);
    const age = hit ? Date.now() - hit.at : Infinity;
    if (!hit || age >= staleMs) {
      const value = count();
      // Readers arriving meanwhile share this count.
      entries.set(key, { at: Date.now(), value, refreshing: true });
      return value;
    }
    if (age >= freshMs && !hit.refreshing) {
      hit.refreshing = true;
      void count().catch(() => undefined);
    }
    return hit.value;
  };
}
