import { useQueryClient } from '@tanstack/react-query';
import {
  agreeDisclaimer,
  forgotPassword,
  getPlayer,
  resetPassword,
  updateProfile,
  verifyAge,
} from '@shared/api/accounts';
import type { RouteBodyInput } from '@shared/api/define';
import { callRoute } from '../../lib/http';
import { routeKey, useRouteMutation, useRouteQuery } from '../../lib/route-query';

/** GET /api/players/{id}: a player's record (the signed-in player's own, here). */
export const usePlayer = (playerId: string) =>
  useRouteQuery(getPlayer, { params: { id: playerId } });

/** PATCH /api/players/{id}/profile: the saved record shows at once wherever the player is read. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useRouteMutation(updateProfile, {
    invalidates: [getPlayer],
    onSuccess: (saved) => {
      client.setQueryData(routeKey(getPlayer, { params: { id: saved.id } }), saved);
    },
  });
}

// The sign-in screens' calls are made by visitors, without a session: no token goes with them.

/** POST /api/players/forgot-password: mails a reset link. */
export const requestPasswordReset = (body: RouteBodyInput<typeof forgotPassword>) =>
  callRoute(forgotPassword, { body });

/** POST /api/players/reset-password: sets the new password with the mailed token. */
export const setNewPassword = (body: RouteBodyInput<typeof resetPassword>) =>
  callRoute(resetPassword, { body });

/** POST /api/age-verification/verify: both answers are logged for compliance. */
export const recordAgeAnswer = (body: RouteBodyInput<typeof verifyAge>) =>
  callRoute(verifyAge, { body });

/** POST /api/age-verification/disclaimer */
export const recordDisclaimerAgreement = (body: RouteBodyInput<typeof agreeDisclaimer>) =>
  callRoute(agreeDisclaimer, { body });
