import { buildPath } from '@shared/api/define';
import type {
  RouteBodyInput,
  RouteDescriptor,
  RouteParamsInput,
  RouteQueryInput,
  RouteResponse,
} from './route-types';
import { messageFromResponse } from '@shared/api/error-message';
import { ApiError } from './api-error';

export { ApiError };

export const NETWORK_ERROR_MESSAGE = 'Could not reach Velvet. Check your connection and try again.';

/** How long a call may take before it counts as unreachable. */
const TIMEOUT_MS = 20_000;

/** A call's inputs, typed from the route's schemas. */
export interface CallInput<R extends RouteDescriptor> {
  params?: RouteParamsInput<R>;
  query?: RouteQueryInput<R>;
  body?: RouteBodyInput<R>;
  signal?: AbortSignal;
}

/** Empty in the web app (same origin); the server's address in the desktop app. */
let apiBaseUrl = '';

export function setApiBaseUrl(baseUrl: string) {
  apiBaseUrl = baseUrl;
}

/** The route's address with its path and query parameters (the query's are all scalars). */
export function urlOf<R extends RouteDescriptor>(route: R, input: CallInput<R> = {}): URL {
  const path = buildPath(route.path, input.params as Record<string, string | number> | undefined);
  const url = new URL(apiBaseUrl + path, window.location.href);
  for (const [name, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
  }
  return url;
}

/** Calls one contract route and returns its parsed response body. */
export async function callRoute<R extends RouteDescriptor>(
  route: R,
  input: CallInput<R> = {},
  headers: Record<string, string> = {},
): Promise<RouteResponse<R>> {
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  let text: string;
  let response: Response;
  try {
    response = await fetch(urlOf(route, input), {
      method: route.method,
      headers: {
        Accept: 'application/json',
        ...(input.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
      signal: input.signal ? AbortSignal.any([input.signal, timeout]) : timeout,
    });
    text = await response.text();
  } catch (error) {
    // A caller that gave up (a screen left, a query replaced) gets its own abort back.
    if (input.signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw new ApiError(response.status, messageFromResponse(response.status, text));
  try {
    return (text ? JSON.parse(text) : undefined) as RouteResponse<R>;
  } catch {
    throw new ApiError(0, 'The server sent an unreadable reply.');
  }
}
