/**
 * `read` remembered by key, for as many keys as `max` at most. Generated text brings new texts
 * for as long as the server runs, so once full the memory starts over rather than grow without
 * end.
 */
export function boundedMemo<K, V>(read: (key: K) => V, max: number): (key: K) => V {
  const known = new Map<K, V>();
  return (key) => {
    // One lookup for the usual hit: long texts are keys, and each lookup compares them whole.
    const kept = known.get(key);
    if (kept !== undefined || known.has(key)) return kept as V;
    const value = read(key);
    if (known.size >= max) known.clear();
    known.set(key, value);
    return value;
  };
}
