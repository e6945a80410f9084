import axios, { type AxiosError } from 'axios';
import {
  buildPath,
  type RouteDef,
  type RouteBodyInput,
  type RouteResponse,
} from '@shared/api/define';
import { messageFromResponse } from '@shared/api/errors';

/** An API failure carrying the message to show and the HTTP status (0 when unreachable). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR_MESSAGE = 'Could not reach Velvet. Check your connection and try again.';

export interface CallInput<R extends RouteDef> {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | undefined>;
  body?: RouteBodyInput<R>;
  signal?: AbortSignal;
}

const http = axios.create({
  baseURL: '',
  timeout: 20_000,
  // Keep the raw text so the spec's "otherwise the raw body" rule can apply.
  transformResponse: [(data: unknown) => data],
  headers: { Accept: 'application/json' },
});

export function setApiBaseUrl(baseUrl: string) {
  http.defaults.baseURL = baseUrl;
}

/** Calls one contract route and returns its parsed response body. */
export async function callRoute<R extends RouteDef>(
  route: R,
  input: CallInput<R> = {},
  headers: Record<string, string> = {},
): Promise<RouteResponse<R>> {
  try {
    const response = await http.request<string>({
      method: route.method,
      url: buildPath(route.path, input.params),
      params: input.query,
      data: input.body,
      headers:
        input.body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
      signal: input.signal,
    });
    const text = response.data;
    return (text ? JSON.parse(text) : undefined) as RouteResponse<R>;
  } catch (error) {
    if (axios.isCancel(error)) throw error;
    const axiosError = error as AxiosError<string>;
    if (axiosError.response) {
      throw new ApiError(
        axiosError.response.status,
        messageFromResponse(axiosError.response.status, axiosError.response.data),
      );
    }
    if (error instanceof SyntaxError) throw new ApiError(0, 'The server sent an unreadable reply.');
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
}
