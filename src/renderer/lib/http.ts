import axios, { type AxiosError } from 'axios';
import {
  buildPath,
  type RouteDef,
  type RouteBodyInput,
  type RouteParamsInput,
  type RouteQueryInput,
  type RouteResponse,
} from '@shared/api/define';
import { messageFromResponse } from '@shared/api/errors';
import { ApiError } from './api-error';

export { ApiError };

export const NETWORK_ERROR_MESSAGE = 'Could not reach Velvet. Check your connection and try again.';

/** A call's inputs, typed from the route's schemas. */
export interface CallInput<R extends RouteDef> {
  params?: RouteParamsInput<R>;
  query?: RouteQueryInput<R>;
  body?: RouteBodyInput<R>;
  signal?: AbortSignal;
}

const http = axios.create({
  baseURL: '',
  timeout: 20_000,
  // Keep the raw text so an error without a message field can show its raw body.
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
      url: buildPath(route.path, input.params as Record<string, string | number> | undefined),
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
