import { useCallback } from 'react';
import type { SubscriptionStatus } from '@shared/api/subscription';
import { subscriptionErrorMessage } from '@shared/domain/subscription';
import { useCoupleSubscription } from './api';

export type SubscriptionState =
  | { status: 'loading' }
  | { status: 'success'; subscription: SubscriptionStatus }
  | { status: 'error'; message: string };

export interface SubscriptionHandle {
  state: SubscriptionState;
  /** Loads again, showing the loading state (the Retry button). */
  retry: () => void;
  /** Re-checks quietly (the hourly re-check); a failure keeps the status already shown. */
  refresh: () => void;
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message
    ? error.message
    : subscriptionErrorMessage(500, 'status');
}

/** The couple's subscription as the dashboard card shows it. */
export function useSubscription(coupleId: string): SubscriptionHandle {
  const query = useCoupleSubscription(coupleId);
  const { refetch } = query;
  const refresh = useCallback(() => void refetch(), [refetch]);

  let state: SubscriptionState = { status: 'loading' };
  // A status already shown stays through a failed re-check.
  if (query.data !== undefined) state = { status: 'success', subscription: query.data };
  else if (query.status === 'error') state = { status: 'error', message: messageOf(query.error) };
  return { state, retry: query.retry, refresh };
}
