/**
 * `read` remembered by key, for as many keys as `max` at most. Generated text brings new texts
 * for as long as the server runs, so once full the memory starts over rather than grow without
 * end.
 */
export function boundedMemo<K, V>(read: (key: K) => V, max: number): (key: K) => V {
  const known = new Map<K, V>();
  return (key) => {
    if (known.has(key)) return known.get(key)!;
    const value = read(key);
    if (known.size >= max) known.clear();
    known.set(key, value);
    return value;
  };
}
