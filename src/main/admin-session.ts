import type { z } from 'zod';
import type * as admin from '@shared/api/admin';
import type { AdminUser } from '@shared/domain/sessions';
import { adminUserFromToken } from '@shared/domain/token-readers';
import type { IpcResult } from '@shared/ipc';
import type { ServerApi } from './server-api';

/**
 * The staff token of the admin window, separate from the player's. Kept in memory only and
 * dropped when the admin window closes: privileged access never outlives the window.
 */
export function createAdminSession(deps: {
  api: Pick<ServerApi, 'adminLogin' | 'adminLogout'>;
  log?: (message: string) => void;
}) {
  // The token with the staff member it names, read once when it arrives.
  let held: { token: string; user: AdminUser } | null = null;
  const listeners = new Set<(user: AdminUser | null) => void>();
  const live = () => (held && held.user.expiresAt > Date.now() / 1000 ? held : null);
  const user = () => live()?.user ?? null;
  const emit = () => {
    for (const listener of listeners) listener(user());
  };
  const forget = () => {
    if (held === null) return;
    held = null;
    emit();
  };

  return {
    user,
    token: () => live()?.token ?? null,
    onChange(listener: (user: AdminUser | null) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    async login(body: z.output<typeof admin.login.body>): Promise<IpcResult<AdminUser>> {
      const result = await deps.api.adminLogin(body);
      if (!result.ok) return result;
      const signedIn = adminUserFromToken(result.value.token);
      if (!signedIn) {
        return { ok: false, status: 502, message: 'The server sent a sign-in Velvet cannot read.' };
      }
      held = { token: result.value.token, user: signedIn };
      emit();
      return { ok: true, value: signedIn };
    },
    /**
     * Forgets the token here at once, then ends every session of the staff member on the
     * server, so a copy of the token taken from this device stops working too.
     */
    async logout(): Promise<void> {
      const ending = held;
      if (ending === null) return;
      forget();
      const result = await deps.api.adminLogout(ending.token);
      if (!result.ok && result.status !== 401)
        deps.log?.(`Signed out of the admin tools on this device only: ${result.message}`);
    },
    /** Drops the token without telling any server: the server it came from is no longer ours. */
    forget,
  };
}

export type AdminSessionHolder = ReturnType<typeof createAdminSession>;
