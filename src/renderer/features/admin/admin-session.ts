import { useSyncExternalStore } from 'react';
import type { AdminUser } from '@shared/domain/sessions';
import { adminSession, type AdminSessionState } from '../../platform/admin';

/** The admin session's current state, kept current. */
export function useAdminSession(): AdminSessionState {
  return useSyncExternalStore(adminSession.subscribe, adminSession.getState);
}

/** The signed-in staff member on screens behind AdminGuard, which never render without one. */
export function useAdminUser(): AdminUser {
  const state = useAdminSession();
  if (state.status !== 'signedIn')
    throw new Error('useAdminUser is for screens behind AdminGuard.');
  return state.user;
}
