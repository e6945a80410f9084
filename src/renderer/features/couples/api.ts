import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getPlayer, lookupEmail } from '@shared/api/routes/accounts';
import {
  acceptInvitation,
  declineInvitation,
  endCouple,
  getCouple,
  invite,
  listInvitations,
} from '@shared/api/routes/couples';
import type { RouteDescriptor } from '../../lib/route-types';
import { getStatus, planOnLeaving } from '@shared/api/routes/subscription';
import { list as listNotifications } from '@shared/api/routes/notifications';
import { api } from '../../lib/api-client';
import {
  invalidateRoutes,
  routeQuery,
  useRouteMutation,
  useRouteQuery,
  type RouteInput,
} from '../../lib/route-query';
import { platform } from '../../platform';

/**
 * What a change to the couple touches: the couple and its invitations, the player's record
 * (its couple profile), the couple's plan and the player's notifications.
 */
const COUPLE_READS: readonly RouteDescriptor[] = [
  getCouple,
  listInvitations,
  getPlayer,
  getStatus,
  listNotifications,
  planOnLeaving,
];

/** GET /api/couples/{id}: the couple with both players' names. */
export const useCouple = (coupleId: string) =>
  useRouteQuery(getCouple, { params: { id: coupleId } });

/** GET /api/couples/invitations: the invitations received, and the one sent. */
export const useInvitations = () => useRouteQuery(listInvitations);

/** GET /api/players/email/{value}: whether an invitation can go there, asked afresh each time. */
export function useEmailLookup() {
  const client = useQueryClient();
  return (email: string) =>
    client.fetchQuery({ ...routeQuery(lookupEmail, { params: { value: email } }), staleTime: 0 });
}

/**
 * Picks up a couple that changed (here or elsewhere): the session learns it first, so screens
 * of a couple that ended are gone before the reads refresh. False when the session could not
 * be refreshed.
 */
export function useCoupleChanged() {
  const client = useQueryClient();
  return async (): Promise<boolean> => {
    const sessionCurrent = await platform.refreshSession().then(
      () => true,
      () => false,
    );
    await invalidateRoutes(client, COUPLE_READS);
    return sessionCurrent;
  };
}

/** A write that changes the couple; it resolves once the session and the reads caught up. */
function useCoupleWrite<R extends RouteDescriptor>(route: R) {
  const coupleChanged = useCoupleChanged();
  return useMutation({
    mutationFn: async (input: RouteInput<R>) => {
      await api(route, input);
      return { sessionCurrent: await coupleChanged() };
    },
  });
}

/** POST /api/couples/invite: makes the player 1 of a new couple, waiting for the partner. */
export const useInvite = () => useCoupleWrite(invite);

/** POST /api/couples/invitations/{id}/accept: joins the inviter's couple. */
export const useAcceptInvitation = () => useCoupleWrite(acceptInvitation);

/** DELETE /api/couples/{id}: ends the connection, or cancels an invitation not yet accepted. */
export const useEndCouple = () => useCoupleWrite(endCouple);

/** POST /api/couples/invitations/{id}/decline: the couple stays as it was. */
export const useDeclineInvitation = () =>
  useRouteMutation(declineInvitation, {
    invalidates: [listInvitations, listNotifications],
  });

/**
 * GET /api/subscription/my-plan: what becomes of the plan if the player ends the connection,
 * and the plan they keep while they have no couple. Read while `enabled` (the modal is open).
 */
export const usePlanOnLeaving = (enabled = true) => useRouteQuery(planOnLeaving, {}, { enabled });
