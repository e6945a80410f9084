/**
 * Code the first screen does not show (a menu's dropdown, a dialog, the toasts, a stylesheet):
 * left out of the first download, so a phone paints the screen sooner, and fetched once the
 * browser is idle, or at once when the player asks for it first.
 */
export interface LaterCode<T> {
  /** Fetches the code (once); a failed fetch is tried again next time. */
  load(): Promise<T>;
  /** The code, once it has arrived. */
  current(): T | null;
  subscribe(listener: () => void): () => void;
}

export function laterCode<T>(importer: () => Promise<T>): LaterCode<T> {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  return {
    load() {
      loading ??= importer().then(
        (value) => {
          loaded = value;
          for (const listener of listeners) listener();
          return value;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    current: () => loaded,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Runs `run` once the browser is idle (the screen has painted), at the latest in 2 s. */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
}
