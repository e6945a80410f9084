import type { z } from 'zod';
import type * as admin from '@shared/api/admin';
import { adminUserFromToken, type AdminUser } from '@shared/domain/sessions';
import type { IpcResult } from '@shared/ipc';
import type { ServerApi } from './server-api';

/**
 * The staff token of the admin window, separate from the player's. Kept in memory only and
 * dropped when the admin window closes: privileged access never outlives the window.
 */
export function createAdminSession(deps: { api: Pick<ServerApi, 'adminLogin'> }) {
  let token: string | null = null;
  const listeners = new Set<(user: AdminUser | null) => void>();
  const user = () => adminUserFromToken(token);
  const emit = () => {
    for (const listener of listeners) listener(user());
  };

  return {
    user,
    token: () => (user() ? token : null),
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
      token = result.value.token;
      emit();
      return { ok: true, value: signedIn };
    },
    logout() {
      if (token === null) return;
      token = null;
      emit();
    },
  };
}

export type AdminSessionHolder = ReturnType<typeof createAdminSession>;
