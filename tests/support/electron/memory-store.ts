import type { KeyValueStore } from '../../../src/main/token-vault';

/** electron-store's get/set/delete over a Map, for tests where nothing needs to reach disk. */
export function memoryStore(initial: Record<string, unknown> = {}): KeyValueStore {
  const values = new Map(Object.entries(initial));
  return {
    get: (key) => values.get(key),
    set: (key, value) => void values.set(key, value),
    delete: (key) => void values.delete(key),
  };
}
