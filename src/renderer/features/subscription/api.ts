import { getStatus, upgrade } from '@shared/api/routes/subscription';
import { coupleIdProblem } from '@shared/domain/subscription';
import {
  routeKey,
  useRetryableQuery,
  useRouteMutation,
  useRouteQuery,
} from '../../lib/route-query';
import { loadSubscription } from './load-subscription';

/**
 * GET /api/subscription/couple/{coupleId}/status, initialising the couple's subscription when it
 * has none yet (POST …/initialize). Cached beside the plain status read, and refreshed with it.
 */
export const useCoupleSubscription = (coupleId: string) =>
  useRetryableQuery({
    queryKey: [...routeKey(getStatus, { params: { coupleId } }), 'initialized'] as const,
    queryFn: ({ signal }) => loadSubscription(coupleId, signal),
  });

/** GET /api/subscription/couple/{coupleId}/status, only for a well-formed couple id. */
export const useSubscriptionStatus = (coupleId: string | null) =>
  useRouteQuery(
    getStatus,
    { params: { coupleId: coupleId ?? '' } },
    { enabled: coupleId !== null && coupleIdProblem(coupleId) === null },
  );

/** POST /api/subscription/couple/{coupleId}/upgrade: every read of the plan is refetched. */
export const useUpgrade = () => useRouteMutation(upgrade, { invalidates: [getStatus] });
