import type { LoginResponse } from '@shared/api/accounts';
import type { Notification } from '@shared/api/notifications';
import type { RouteBodyInput } from '../lib/route-types';
import type * as accounts from '@shared/api/accounts';
import type { LiveTopic } from '@shared/domain/live-topics';
import type { PlayerSession } from '@shared/domain/sessions';

/** What the screens know about the signed-in player. */
export type Session = PlayerSession;

export type SignedIn = Omit<LoginResponse, 'token'>;

/**
 * The seam between the web app and the desktop app. Screens call these and never ask
 * which one they run in: the web keeps the token in localStorage, the desktop app keeps it
 * in the main process and never hands it to the renderer.
 */
export interface Platform {
  readonly kind: 'web' | 'desktop';
  /** Resolves once the session is known; the app renders after it (at once on the web). */
  ready(): Promise<void>;
  /** Headers the renderer must add to API calls (none on desktop: main adds the token). */
  authHeaders(): Record<string, string>;
  currentSession(): Session | null;
  /** Called with the new session (or null) whenever it changes. */
  onSessionChange(listener: (session: Session | null) => void): () => void;
  login(body: RouteBodyInput<typeof accounts.login>): Promise<SignedIn>;
  register(body: RouteBodyInput<typeof accounts.register>): Promise<SignedIn>;
  /**
   * A new password while signed in: the server ends every other session, and the fresh token
   * it answers with is kept here, so this device stays signed in.
   */
  changePassword(body: RouteBodyInput<typeof accounts.changePassword>): Promise<SignedIn>;
  /** Forgets the session and everything the app kept on this device. */
  logout(): Promise<void>;
  /**
   * Picks up a fresh token after the couple changed (invitation accepted, partner joined,
   * connection ended), so the session's coupleId is current without signing in again.
   */
  refreshSession(): Promise<void>;
  /** Reads and changes the signed-in player's notifications. */
  readonly notifications: NotificationSource;
  /** The server's live changes for the signed-in player (docs/live-updates.md). */
  readonly live: LiveSource;

  // What only some platforms can do. Screens offer these when present, never by platform kind.

  /** Opens the admin tools in their own window (the desktop player window cannot use them). */
  openAdminWindow?(): Promise<void>;
  /** Called with an in-app path to show: a clicked native notification, the app menu. */
  onOpenPath?(listener: (path: string) => void): () => void;
  /** The server this app talks to, which the player may change. */
  readonly serverAddress?: ServerAddressSetting;
  /** Why the player was signed out without asking (e.g. a saved sign-in that could not be read). */
  signInNotice?(): string | null;
}

export interface ServerAddressSetting {
  /** The address in use, e.g. http://localhost:8080. */
  get(): Promise<string>;
  /** Saves it; the app then signs the player out and reloads against the new server. */
  set(address: string): Promise<void>;
}

/** One read of the signed-in player's notifications, as the platform makes it. */
export type NotificationRead =
  /** The list, with the ETag it came with (null when the platform keeps that itself). */
  | { kind: 'list'; items: Notification[]; etag: string | null }
  /** The server answered 304 to the ETag given: the list the caller holds is still current. */
  | { kind: 'unchanged' };

/** What a live stream says: these areas changed, or reload everything. */
export interface LiveHandlers {
  onChange(topics: LiveTopic[]): void;
  onResync(): void;
}

/**
 * The live stream of the signed-in player: the web app opens it itself, the desktop app's main
 * process holds it (with the token) and passes its events on.
 */
export interface LiveSource {
  /** Starts listening; the returned function stops. */
  listen(handlers: LiveHandlers): () => void;
}

/**
 * Where the notifications come from: the web app asks the server itself; the desktop app asks
 * main, which polls with the token it keeps. The feature keeps the list in its query
 * (src/renderer/features/notifications/api.ts); this is only the fetching and the changes.
 */
export interface NotificationSource {
  /**
   * Reads the list; `etag` is the one the held list came with, so an unchanged list costs the
   * server almost nothing. Signed out (a 401) reads as an empty list; other failures throw.
   */
  read(etag: string | null, signal?: AbortSignal): Promise<NotificationRead>;
  markRead(id: string): Promise<void>;
  markAllRead(): Promise<void>;
  clear(): Promise<void>;
  /** Lists the platform heard of by itself (the desktop's main polls for native notifications). */
  onList?(listener: (items: Notification[]) => void): () => void;
}
