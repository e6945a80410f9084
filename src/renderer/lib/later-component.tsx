import {
  lazy,
  Suspense,
  useEffect,
  useSyncExternalStore,
  type ComponentType,
  type JSX,
  type ReactNode,
} from 'react';

/**
 * Code the first screen does not show (a menu's dropdown, a dialog, the toasts): left out of the
 * first download, so a phone paints the screen sooner, and fetched once the browser is idle, or
 * at once when the player asks for it first.
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
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
}

/** Whether `code` has arrived; asks for it once the screen has painted. */
function useArrived(code: LaterCode<unknown>): boolean {
  const arrived = useSyncExternalStore(code.subscribe, () => code.current() !== null);
  useEffect(() => {
    if (code.current() !== null) return;
    // An idle fetch that fails is tried again when the player asks for what it holds.
    return whenIdle(() => void code.load().catch(() => undefined));
  }, [code]);
  return arrived;
}

export type LaterComponent<P extends object> = ComponentType<P & { fallback: ReactNode }> & {
  /** Fetches the component's code now (a press that needs it). */
  load(): Promise<unknown>;
};

/**
 * A component whose code is fetched after the first screen: `fallback` shows in its place until
 * then (the same button, say, whose press calls `load`).
 */
export function laterComponent<P extends object>(
  importer: () => Promise<ComponentType<P>>,
): LaterComponent<P> {
  const code = laterCode(importer);
  const Loaded = lazy(() => code.load().then((component) => ({ default: component })));
  function Later({ fallback, ...props }: P & { fallback: ReactNode }) {
    const arrived = useArrived(code);
    if (!arrived) return fallback;
    return (
      <Suspense fallback={fallback}>
        <Loaded {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  }
  return Object.assign(Later, { load: code.load });
}
