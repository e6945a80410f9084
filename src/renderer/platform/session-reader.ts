import type { Session } from './types';

type Reader = (token: string | null) => Session | null;

let reader: Reader | null = null;

/**
 * Fetches what reads a token's claims. A visitor without a token never needs it, so the first
 * page does not download it; a token found or received loads it first.
 */
export async function loadSessionReader(): Promise<void> {
  reader ??= (await import('@shared/domain/token-readers')).playerSessionFromToken;
}

/**
 * The session a token names; null without one or when it cannot be read. `undefined` while the
 * reader has not been fetched, so no token is thrown away unread.
 */
export function readSession(token: string | null): Session | null | undefined {
  if (!token) return null;
  return reader ? reader(token) : undefined;
}
