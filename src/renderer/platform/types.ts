import type { LoginResponse } from '@shared/api/accounts';
import type { RouteBodyInput } from '@shared/api/define';
import type * as accounts from '@shared/api/accounts';

/** What the screens know about the signed-in player. */
export interface Session {
  playerId: string;
  email: string;
  displayName: string;
  coupleId: string | null;
  player1Id: string | null;
  player2Id: string | null;
  /** Seconds since the epoch. */
  expiresAt: number;
}

export type SignedIn = Omit<LoginResponse, 'token'>;

/**
 * The seam between the web app and the desktop app. Screens call these and never ask
 * which one they run in: the web keeps the token in localStorage, the desktop app keeps it
 * in the main process and never hands it to the renderer.
 */
export interface Platform {
  readonly kind: 'web' | 'desktop';
  /** Headers the renderer must add to API calls (none on desktop: main adds the token). */
  authHeaders(): Record<string, string>;
  currentSession(): Session | null;
  /** Called with the new session (or null) whenever it changes. */
  onSessionChange(listener: (session: Session | null) => void): () => void;
  login(body: RouteBodyInput<typeof accounts.login>): Promise<SignedIn>;
  register(body: RouteBodyInput<typeof accounts.register>): Promise<SignedIn>;
  /** Forgets the session and everything the app kept on this device. */
  logout(): Promise<void>;
}
