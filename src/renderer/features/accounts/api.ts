import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  agreeDisclaimer,
  forgotPassword,
  getPlayer,
  resendVerification,
  resetPassword,
  updateProfile,
  verifyAge,
  verifyEmail,
} from '@shared/api/routes/accounts';
import { invitationPreview } from '@shared/api/routes/couples';
import type { RouteBodyInput } from '../../lib/route-types';
import { callRoute } from '../../lib/http';
import { routeKey, routeQuery, useRetryableQuery, useRouteMutation } from '../../lib/route-query';

/** A player's record as every read of it is made (the hooks here, the dashboard's prefetch). */
export const playerQuery = (playerId: string) =>
  routeQuery(getPlayer, { params: { id: playerId } });

/** GET /api/players/{id}: a player's record (the signed-in player's own, here). */
export const usePlayer = (playerId: string) => useRetryableQuery(playerQuery(playerId));

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

/**
 * Whether the player's email is confirmed, from their record (undefined until it loads). While
 * it is not, the record is read again whenever the window regains focus: the link is usually
 * opened in another tab or the mail app, and this screen should notice on return.
 */
export const useEmailVerified = (playerId: string) =>
  useQuery({
    ...playerQuery(playerId),
    select: (player) => player.emailVerified,
    refetchOnWindowFocus: (query) => query.state.data?.emailVerified === false,
  }).data;

/**
 * POST /api/players/verify-email/resend: a new confirmation link to the player's own email. The
 * record is read again, so a player who confirmed meanwhile loses the notice.
 */
export const useResendVerification = () =>
  useRouteMutation(resendVerification, { invalidates: [getPlayer] });

// The sign-in screens' calls are made by visitors, without a session: no token goes with them.

/** POST /api/players/forgot-password: mails a reset link. */
export const requestPasswordReset = (body: RouteBodyInput<typeof forgotPassword>) =>
  callRoute(forgotPassword, { body });

/** POST /api/players/reset-password: sets the new password with the mailed token. */
export const setNewPassword = (body: RouteBodyInput<typeof resetPassword>) =>
  callRoute(resetPassword, { body });

/** POST /api/players/verify-email: proves the email with the token of the emailed link. */
export const confirmEmail = (token: string) => callRoute(verifyEmail, { body: { token } });

/** POST /api/age-verification/verify: both answers are logged for compliance. */
export const recordAgeAnswer = (body: RouteBodyInput<typeof verifyAge>) =>
  callRoute(verifyAge, { body });

/** POST /api/age-verification/disclaimer */
export const recordDisclaimerAgreement = (body: RouteBodyInput<typeof agreeDisclaimer>) =>
  callRoute(agreeDisclaimer, { body });

/**
 * POST /api/couples/invitation-preview: who sent the invitation link the page was opened from
 * (the inviter's display name, or null once the link would no longer join them). Read once:
 * a link does not change while the page is open.
 */
export function useInvitationPreview(
  link: { email: string; coupleId: string; inviteToken: string } | null,
) {
  return useQuery({
    queryKey: [invitationPreview.name, link] as const,
    queryFn: ({ signal }) => callRoute(invitationPreview, { body: link!, signal }),
    enabled: link !== null,
    staleTime: Infinity,
    retry: false,
  });
}
