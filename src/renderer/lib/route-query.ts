import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { RouteDescriptor, RouteResponse } from './route-types';
import { api } from './api-client';
import type { CallInput } from './http';

/** How a feature reaches the server: the player's client, or the admin window's. */
export type RouteCaller = <R extends RouteDescriptor>(
  route: R,
  input?: CallInput<R>,
) => Promise<RouteResponse<R>>;

export type RouteInput<R extends RouteDescriptor> = Omit<CallInput<R>, 'signal'>;

/**
 * A read's cache key: the route's name first, so a write can invalidate every read of a route
 * whatever its parameters, then the parameters and query that make one read differ from another.
 */
export function routeKey<R extends RouteDescriptor>(route: R, input: RouteInput<R> = {}) {
  return [route.name, input.params ?? {}, input.query ?? {}] as const;
}

/** The query options of one contract read; features wrap them in a named hook. */
export function routeQuery<R extends RouteDescriptor>(
  route: R,
  input: RouteInput<R> = {},
  call: RouteCaller = api,
) {
  return queryOptions({
    queryKey: routeKey(route, input),
    queryFn: ({ signal }) => call(route, { ...input, signal }),
  });
}

/** A read, plus `retry`: load again from scratch, showing the loading state meanwhile. */
export type RetryableQuery<T> = UseQueryResult<T> & { retry: () => void };

/**
 * `useQuery` with a `retry` that forgets the failed answer first, so the screen shows its
 * loading state again even when the next answer comes back at once.
 */
export function useRetryableQuery<T, K extends QueryKey>(
  options: UseQueryOptions<T, Error, T, K> & { queryKey: K },
): RetryableQuery<T> {
  const client = useQueryClient();
  const result = useQuery(options);
  const retry = () => void client.resetQueries({ queryKey: options.queryKey, exact: true });
  return Object.assign(Object.create(result) as UseQueryResult<T>, { retry });
}

/** Reads one contract route; `enabled: false` holds it back until its inputs are known. */
export function useRouteQuery<R extends RouteDescriptor>(
  route: R,
  input: RouteInput<R> = {},
  options: { enabled?: boolean; call?: RouteCaller } = {},
): RetryableQuery<RouteResponse<R>> {
  return useRetryableQuery({
    ...routeQuery(route, input, options.call),
    enabled: options.enabled ?? true,
  });
}

/** Marks every cached read of these routes stale, refetching the ones on screen. */
export function invalidateRoutes(client: QueryClient, routes: readonly RouteDescriptor[]) {
  return Promise.all(routes.map((route) => client.invalidateQueries({ queryKey: [route.name] })));
}

export interface RouteMutationOptions<R extends RouteDescriptor> extends Omit<
  UseMutationOptions<RouteResponse<R>, Error, RouteInput<R>>,
  'mutationFn'
> {
  /** The reads this write changes: refetched once it succeeds. */
  invalidates?: readonly RouteDescriptor[];
  call?: RouteCaller;
}

/** Writes through one contract route, then refreshes the reads it changed. */
export function useRouteMutation<R extends RouteDescriptor>(
  route: R,
  { invalidates = [], call = api, onSuccess, ...options }: RouteMutationOptions<R> = {},
) {
  const client = useQueryClient();
  return useMutation<RouteResponse<R>, Error, RouteInput<R>>({
    ...options,
    mutationFn: (input) => call(route, input),
    onSuccess: async (...args) => {
      await invalidateRoutes(client, invalidates);
      await onSuccess?.(...args);
    },
  });
}
