import type * as admin from '@shared/api/admin';
import type { RouteBodyInput } from '../lib/route-types';
import type { AdminUser } from '@shared/domain/sessions';

/** `loading` is for a host that reads the session asynchronously; the browser knows at once. */
export type AdminSessionState =
  { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; user: AdminUser };

/**
 * The seam between the admin screens and where the staff token lives. The browser keeps it in
 * localStorage; the desktop app's admin window asks its main process, which keeps the token
 * and adds it to every call (`authHeaders` empty), without the screens changing.
 */
export interface AdminSession {
  /** The same object until the session changes, as `useSyncExternalStore` needs. */
  getState(): AdminSessionState;
  subscribe(listener: () => void): () => void;
  /** Headers every admin call carries. */
  authHeaders(): Record<string, string>;
  /** Signs in and keeps the token. Failures are the `ApiError` of the call. */
  login(body: RouteBodyInput<typeof admin.login>): Promise<AdminUser>;
  /**
   * Logout: the server ends every session of the staff member first (a copy of the token
   * taken elsewhere included), then this device forgets it, even if the server is unreachable.
   */
  logout(): Promise<void>;
  /** Forgets the token without asking the server: it answered 401, the session is over. */
  forget(): void;
}
