interface Kept<Value> {
  at: number;
  value: Promise<Value>;
}

/**
 * A read kept a short while per owner (a database, whose pool it runs on) and key: the callers
 * meanwhile share one read, and a failed read is not kept. For what changes seldom and is read by
 * many requests — code lists, a dashboard's sums over a province.
 */
export function keptFor<Owner extends object, Key, Value>(
  ms: number,
  read: (owner: Owner, key: Key) => Promise<Value>,
): (owner: Owner, key: Key) => Promise<Value> {
  const kept = new WeakMap<Owner, Map<Key, Kept<Value>>>();
  return (owner, key) => {
    let byKey = kept.get(owner);
    if (!byKey) kept.set(owner, (byKey = new Map<Key, Kept<Value>>()));
    const hit = byKey.get(key);
    if (hit && Date.now() - hit.at < ms) return hit.value;
    const value = read(owner, key);
    const entries = byKey;
    entries.set(key, { at: Date.now(), value });
    value.catch(() => entries.delete(key));
    return value;
  };
}
