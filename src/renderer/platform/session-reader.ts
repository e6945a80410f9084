import type { Session } from './types';

type Reader = (token: string | null) => Session | null;

let reader: Reader | null = null;
/**
 * The last token read and its session. The same token gives the same object, so reading it
 * again (the session's store mounting, another tab's event) re-renders no screen: a new but
 * equal object would re-render every screen that shows the session.
 */
let lastRead: { token: string; session: Session | null } | null = null;

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
  if (!reader) return undefined;
  if (lastRead?.token !== token) lastRead = { token, session: reader(token) };
  const { session } = lastRead;
  // A kept session still ends when its token does.
  if (session && session.expiresAt <= Date.now() / 1000) return null;
  return session;
}
