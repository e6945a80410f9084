import type { z } from 'zod';
import type * as accounts from '@shared/api/accounts';
import { coupleStamp } from '@shared/domain/notifications';
import type { PlayerSession as Claims } from '@shared/domain/sessions';
import { playerSessionFromToken } from '@shared/domain/token-readers';
import type { IpcResult, PlayerSessionState } from '@shared/ipc';
import type { ServerApi } from './server-api';
import type { TokenVault } from './token-vault';

export const UNREADABLE_NOTICE = 'Your saved sign-in could not be read. Please sign in again.';
export const EXPIRED_NOTICE = 'Your session has ended. Please sign in again.';

type SignedIn = Omit<z.infer<typeof accounts.loginResponse>, 'token'>;

export interface PlayerSessionDeps {
  api: Pick<ServerApi, 'login' | 'register' | 'refreshSession' | 'logout'>;
  vault: TokenVault;
  /** Asks whether to keep the token in weaker storage; true to accept. */
  askWeakStorage(): Promise<boolean>;
  log?: (message: string) => void;
}

/**
 * The player's sign-in, held by the main process: the token is born here (main calls the
 * API), kept here and in the vault, and only its claims travel to the renderer.
 */
export function createPlayerSession(deps: PlayerSessionDeps) {
  // The token with its claims, read once when it arrives rather than on every API call.
  let held: { token: string; claims: Claims } | null = null;
  let notice: string | null = null;
  // Asked once per sign-in: a refused offer is not repeated on every token refresh.
  let weakStorageDeclined = false;
  // Counts sign-ins, not refreshes: a logout ends the sign-in it began with, even when that
  // sign-in's token was refreshed while the server answered.
  let signIns = 0;
  const listeners = new Set<(state: PlayerSessionState) => void>();

  /** What is held, while its token has not expired. */
  const live = () => (held && held.claims.expiresAt > Date.now() / 1000 ? held : null);
  const state = (): PlayerSessionState => ({ session: live()?.claims ?? null, notice });
  const emit = () => {
    const current = state();
    for (const listener of listeners) listener(current);
  };

  async function persist(newToken: string) {
    const outcome = await deps.vault.save(newToken);
    if (outcome === 'saved') return;
    if (outcome === 'unavailable') {
      deps.log?.('No encryption available: the sign-in lasts until the app quits.');
      return;
    }
    if (weakStorageDeclined) return;
    if (await deps.askWeakStorage()) {
      deps.vault.acceptWeakStorage();
      await deps.vault.save(newToken);
    } else {
      weakStorageDeclined = true;
    }
  }

  async function adopt(
    result: IpcResult<z.infer<typeof accounts.loginResponse>>,
    kind: 'sign-in' | 'same session',
  ): Promise<IpcResult<SignedIn>> {
    if (!result.ok) return result;
    const { token: newToken, ...signedIn } = result.value;
    const claims = playerSessionFromToken(newToken);
    if (!claims) {
      return { ok: false, status: 502, message: 'The server sent a sign-in Velvet cannot read.' };
    }
    held = { token: newToken, claims };
    if (kind === 'sign-in') signIns += 1;
    notice = null;
    await persist(newToken);
    emit();
    return { ok: true, value: signedIn };
  }

  function signOut(reason: string | null) {
    const wasSignedIn = held !== null;
    held = null;
    notice = reason;
    weakStorageDeclined = false;
    deps.vault.clear();
    if (wasSignedIn || reason) emit();
  }

  return {
    /** Reads the vault at start-up; an expired or unreadable token means signing in again. */
    async restore(): Promise<void> {
      const loaded = await deps.vault.load();
      if (loaded.status === 'unreadable') {
        notice = UNREADABLE_NOTICE;
      } else if (loaded.status === 'ok') {
        const claims = playerSessionFromToken(loaded.token);
        if (claims) held = { token: loaded.token, claims };
        else deps.vault.clear();
      }
      emit();
    },
    state,
    token: () => live()?.token ?? null,
    onChange(listener: (state: PlayerSessionState) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    login: async (body: Parameters<PlayerSessionDeps['api']['login']>[0]) =>
      adopt(await deps.api.login(body), 'sign-in'),
    register: async (body: Parameters<PlayerSessionDeps['api']['register']>[0]) =>
      adopt(await deps.api.register(body), 'sign-in'),
    /** A sign-in the page's own API call brought back (a password change): main keeps it. */
    keep: async (answer: z.infer<typeof accounts.loginResponse>) => {
      await adopt({ ok: true, value: answer }, 'same session');
    },
    /**
     * Signs out on the server first, so the token stops working everywhere (a copy taken from
     * this device included), then forgets it here. A server that cannot be reached or refuses
     * does not keep the player signed in on this device.
     */
    async logout(): Promise<void> {
      const ending = held;
      const endingSignIn = signIns;
      if (ending) {
        const result = await deps.api.logout(ending.token);
        if (!result.ok && result.status !== 401) {
          deps.log?.(`Signed out on this device only: ${result.message}`);
        }
        // Someone signed in while the server answered: that sign-in is not the one ending.
        if (signIns !== endingSignIn) return;
      }
      signOut(null);
    },
    /**
     * The server refused the token (expired, account gone). A refusal of a call still under
     * way at the sign-out is no news: the player chose to leave, and is not told it expired.
     */
    expire: () => {
      if (held) signOut(EXPIRED_NOTICE);
    },

    async refresh(): Promise<IpcResult<undefined>> {
      const refreshing = held;
      if (!refreshing) return { ok: false, status: 401, message: EXPIRED_NOTICE };
      const result = await deps.api.refreshSession(refreshing.token);
      // Signed out, or refreshed or signed in anew, while the server answered: this answer is
      // for a token no longer held, and must not bring an ended session back.
      if (held !== refreshing)
        return held
          ? { ok: true, value: undefined }
          : { ok: false, status: 401, message: EXPIRED_NOTICE };
      if (!result.ok) {
        if (result.status === 401) signOut(EXPIRED_NOTICE);
        return result;
      }
      const adopted = await adopt(result, 'same session');
      return adopted.ok ? { ok: true, value: undefined } : adopted;
    },

    /** True when the server's couple stamp names another couple than the token does. */
    coupleChanged(stamp: string): boolean {
      const claims = live()?.claims;
      return claims !== undefined && stamp !== coupleStamp(claims);
    },
  };
}

export type PlayerSession = ReturnType<typeof createPlayerSession>;
