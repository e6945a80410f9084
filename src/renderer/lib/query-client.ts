import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/**
 * The renderer's cache of server state. A failed read shows its error with a Retry button at
 * once rather than retrying behind the player's back; a refusal (4xx) would fail again anyway.
 * Reads are kept current by the live stream (lib/live) and refreshed when the window regains
 * focus; no screen polls on a timer.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: true,
        // Screens opened again within a few seconds reuse what they just loaded.
        staleTime: 5_000,
      },
      mutations: { retry: false },
    },
  });
}

/** True when the server answered with this status (0: it was not reached). */
export function failedWith(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.status === status;
}
