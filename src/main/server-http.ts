import axios, { AxiosError, AxiosHeaders, type AxiosInstance, type AxiosResponse } from 'axios';
import { messageFromResponse } from '@shared/api/errors';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The token this call carries; the instance attaches it, so no call builds the header. */
    token?: string | null;
  }
}

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** What axios hands its `fetch`: a prepared request (Electron's `net.fetch` takes it too). */
export type RequestFetch = (input: string | Request, init?: RequestInit) => Promise<Response>;

/** How long any call waits for the server unless it asks for less. */
export const REQUEST_TIMEOUT_MS = 20_000;

export const unreachableMessage = (address: string) =>
  `Could not reach Velvet at ${address}. Check the server address and your connection.`;

/**
 * A call the server refused or never answered: `status` 0 when no answer came (nothing
 * listening, the connection dropped, the time ran out), and `message` as the user reads it.
 */
export class ServerCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Why the request itself failed, for the log; null when the server answered. */
    readonly reason: string | null,
  ) {
    super(message);
    this.name = 'ServerCallError';
  }
}

/** A response header, read the same whatever case the server wrote it in. */
export function responseHeader(response: AxiosResponse, name: string): string | null {
  const value = AxiosHeaders.from(response.headers as AxiosHeaders).get(name);
  return typeof value === 'string' ? value : null;
}

/**
 * The one HTTP client of the main process, aimed at whatever server the settings name at the
 * time of each call. It goes through `fetch` (Electron's `net.fetch`, so the system's proxy
 * and certificates apply as they do in the windows) and answers with text, which the caller
 * reads with the contract's schema. A refusal or a missing answer rejects with a
 * `ServerCallError` carrying the message the user sees.
 */
export function createServerHttp(deps: {
  fetch: RequestFetch;
  serverAddress: () => string;
  timeoutMs?: number;
}): AxiosInstance {
  const http = axios.create({
    adapter: 'fetch',
    env: { fetch: (input, init) => deps.fetch(input instanceof URL ? input.href : input, init) },
    timeout: deps.timeoutMs ?? REQUEST_TIMEOUT_MS,
    responseType: 'text',
    // The body stays text: the caller parses it with the route's schema, errors with theirs.
    transformResponse: [(data: unknown) => data],
    headers: { Accept: 'application/json' },
  });

  http.interceptors.request.use((config) => {
    config.baseURL = deps.serverAddress();
    if (config.token) config.headers.set('Authorization', `Bearer ${config.token}`);
    // axios would label an empty POST as a form; the server takes JSON or nothing.
    if (config.data === undefined) config.headers.set('Content-Type', false);
    return config;
  });

  http.interceptors.response.use(undefined, (error: unknown) => {
    if (!(error instanceof AxiosError)) throw error;
    const address = error.config?.baseURL ?? deps.serverAddress();
    const { response } = error;
    if (!response) throw new ServerCallError(0, unreachableMessage(address), error.message);
    const text = typeof response.data === 'string' ? response.data : '';
    throw new ServerCallError(response.status, messageFromResponse(response.status, text), null);
  });

  return http;
}
