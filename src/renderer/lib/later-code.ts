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

// Resolved once the first screen is complete (../main.tsx): until then the network and the main
// thread are the first screen's, for its code and its reads.
let firstScreenComplete: Promise<unknown> = Promise.resolve();

/** Holds every idle fetch (whenIdle) until `complete` has resolved. */
export function holdIdleWorkUntil(complete: Promise<unknown>): void {
  firstScreenComplete = complete;
}

/**
 * Runs `run` once the first screen is complete and the browser is then idle (at the latest 2 s
 * later). Returns a cancel.
 */
export function whenIdle(run: () => void): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  void firstScreenComplete.then(() => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: 2000 });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(run, 200);
      cancelIdle = () => window.clearTimeout(id);
    }
  });
  return () => {
    cancelled = true;
    cancelIdle();
  };
}
