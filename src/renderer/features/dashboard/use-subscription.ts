import { useCallback, useEffect, useState } from 'react';
import type { SubscriptionStatus } from '@shared/api/subscription';
import { subscriptionErrorMessage } from '@shared/domain/subscription';
import { loadSubscription } from '../../lib/subscription';

export { loadSubscription, SubscriptionLoadError } from '../../lib/subscription';

export type SubscriptionState =
  | { status: 'loading' }
  | { status: 'success'; subscription: SubscriptionStatus }
  | { status: 'error'; message: string };

interface Request {
  n: number;
  /** A background re-check: keep showing what is there while it runs, and if it fails. */
  background: boolean;
}

interface Settled {
  coupleId: string;
  n: number;
  state: SubscriptionState;
}

export interface SubscriptionHandle {
  state: SubscriptionState;
  /** Loads again, showing the loading state (the Retry button). */
  retry: () => void;
  /** Re-checks quietly (the hourly re-check); a failure keeps the status already shown. */
  refresh: () => void;
}

export function useSubscription(coupleId: string): SubscriptionHandle {
  const [request, setRequest] = useState<Request>({ n: 0, background: false });
  const [settled, setSettled] = useState<Settled | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const { n, background } = request;
    loadSubscription(coupleId, controller.signal).then(
      (subscription) => setSettled({ coupleId, n, state: { status: 'success', subscription } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message =
          error instanceof Error && error.message
            ? error.message
            : subscriptionErrorMessage(500, 'status');
        setSettled((previous) =>
          background && previous?.coupleId === coupleId && previous.state.status === 'success'
            ? previous
            : { coupleId, n, state: { status: 'error', message } },
        );
      },
    );
    return () => controller.abort();
  }, [coupleId, request]);

  const retry = useCallback(() => setRequest((r) => ({ n: r.n + 1, background: false })), []);
  const refresh = useCallback(() => setRequest((r) => ({ n: r.n + 1, background: true })), []);

  const current = settled?.coupleId === coupleId;
  const state: SubscriptionState =
    current && (settled.n === request.n || request.background)
      ? settled.state
      : { status: 'loading' };
  return { state, retry, refresh };
}
