interface Kept<Value> {
  at: number;
  value: Promise<Value>;
  refreshing: boolean;
}

/**
 * Sums over the province kept per owner (the database) and key (the filter), refreshed ahead of the
 * readers: once `freshMs` old, the next reader starts one recount and is answered meanwhile with
 * the kept sums, as is everyone until the recount lands — so a page whose sums take seconds does not
 * make every reader wait each time they expire. Sums older than `staleMs` are not shown: that
 * reader waits for the recount. A failed count is not kept.
 */
export function keptAhead<Owner extends object, Value>(
  freshMs: number,
  staleMs: number,
  read: (owner: Owner, key: string) => Promise<Value>,
): (owner: Owner, key: string) => Promise<Value> {
  const kept = new WeakMap<Owner, Map<string, Kept<Value>>>();
  return (owner, key) => {
    let byKey = kept.get(owner);
    if (!byKey) kept.set(owner, (byKey = new Map<string, Kept<Value>>()));
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
