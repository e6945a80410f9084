import { useCallback, useEffect, useEffectEvent, useState } from 'react';

export type AdminLoadState<T> =
  { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

/**
 * Loads something for the current `key` (a page, a filter…) and again on `reload`. A result
 * for an earlier key or attempt is stale, so the loading state shows until the new one lands.
 * `onError` hears each failure once (the data tools toast it).
 */
export function useAdminLoad<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  onError?: (error: unknown) => void,
): AdminLoadState<T> & { reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ key: string; state: AdminLoadState<T> } | null>(null);
  const current = `${key}#${attempt}`;
  const run = useEffectEvent(load);
  const failed = useEffectEvent((error: unknown) => onError?.(error));

  useEffect(() => {
    const controller = new AbortController();
    run(controller.signal).then(
      (data) => setSettled({ key: current, state: { status: 'success', data } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setSettled({ key: current, state: { status: 'error', error } });
        failed(error);
      },
    );
    return () => controller.abort();
  }, [current]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const state: AdminLoadState<T> = settled?.key === current ? settled.state : { status: 'loading' };
  return { ...state, reload };
}
