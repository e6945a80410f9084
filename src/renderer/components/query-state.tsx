import type { ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import type { RetryableQuery } from '../lib/route-query';
import { RetryAlert } from './retry-alert';

export interface QueryStateProps<T> {
  query: Pick<RetryableQuery<T>, 'status' | 'data' | 'error' | 'retry'> &
    Partial<Pick<RetryableQuery<T>, 'errorUpdatedAt'>>;
  /** What a failure says; given the error when the title depends on it. */
  errorTitle: ReactNode | ((error: unknown) => ReactNode);
  /** Shown while loading; a labelled spinner unless a screen has its own placeholder. */
  loading?: ReactNode;
  /** Further actions beside Retry in the failure alert. */
  errorActions?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * The one way a screen shows a read: a loading placeholder, then either the data or the failure
 * with a Retry button, which shows the placeholder again while it loads.
 */
export function QueryState<T>({
  query,
  errorTitle,
  loading,
  errorActions,
  children,
}: QueryStateProps<T>) {
  if (query.status === 'pending') {
    return (
      loading ?? (
        <Center py="md">
          <Loader size="sm" role="status" aria-label="Loading" />
        </Center>
      )
    );
  }
  if (query.status === 'error') {
    return (
      // A failure that came back (after Retry or a refresh) is a new alert, announced afresh.
      <RetryAlert
        key={query.errorUpdatedAt}
        title={typeof errorTitle === 'function' ? errorTitle(query.error) : errorTitle}
        onRetry={query.retry}
      >
        {errorActions}
      </RetryAlert>
    );
  }
  return <>{children(query.data as T)}</>;
}
