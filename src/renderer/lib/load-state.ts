import type { UseQueryResult } from '@tanstack/react-query';

/** A read as a view takes it, so views can be shown and tested without a server. */
export type LoadState<T> =
  { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

/** A query's state as a view takes it; `pick` keeps the part of the answer the view needs. */
export function loadStateOf<T, U = T>(
  query: Pick<UseQueryResult<T>, 'status' | 'data' | 'error'>,
  pick: (data: T) => U = (data) => data as unknown as U,
): LoadState<U> {
  if (query.status === 'success') return { status: 'success', data: pick(query.data as T) };
  if (query.status === 'error') return { status: 'error', error: query.error };
  return { status: 'loading' };
}
