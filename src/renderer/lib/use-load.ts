import { useCallback, useEffect, useEffectEvent, useState } from 'react';

export type LoadState<T> =
  { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

interface Settled<T> {
  key: string;
  state: LoadState<T>;
}

export type Loaded<T> = LoadState<T> & {
  /** Loads again, showing the loading state meanwhile. */
  retry: () => void;
  /** Replaces what was loaded with what a later call returned, without loading again. */
  replace: (data: T) => void;
};

/**
 * Loads something for the current `key` (a player, a couple…). A result for an earlier key or
 * attempt is stale, so the loading state shows until the new one lands.
 */
export function useLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const current = `${key}#${attempt}`;
  const run = useEffectEvent(load);

  useEffect(() => {
    const controller = new AbortController();
    run(controller.signal).then(
      (data) => setSettled({ key: current, state: { status: 'success', data } }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setSettled({ key: current, state: { status: 'error', error } });
      },
    );
    return () => controller.abort();
  }, [current]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback(
    (data: T) => setSettled({ key: current, state: { status: 'success', data } }),
    [current],
  );
  const state: LoadState<T> = settled?.key === current ? settled.state : { status: 'loading' };
  return { ...state, retry, replace };
}
