import type { SubscriptionStatus } from '@shared/api/subscription';
import { getStatus, initialize } from '@shared/api/routes/subscription';
import {
  coupleIdProblem,
  NO_SUBSCRIPTION_FALLBACK,
  subscriptionErrorMessage,
} from '@shared/domain/subscription';
import { api, ApiError } from '../../lib/api-client';

/** A subscription load that failed, carrying the text the card shows. */
export class SubscriptionLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SubscriptionLoadError';
  }
}

function messageFor(error: ApiError): string {
  // Unreachable server: say so rather than blaming the server.
  return error.status === 0 ? error.message : subscriptionErrorMessage(error.status, 'status');
}

/**
 * The couple's subscription status. A couple without one (404) gets one initialised on demand;
 * if that fails too the fixed fallback text is shown.
 */
export async function loadSubscription(
  coupleId: string,
  signal?: AbortSignal,
): Promise<SubscriptionStatus> {
  const problem = coupleIdProblem(coupleId);
  if (problem) throw new SubscriptionLoadError(problem);
  try {
    return await api(getStatus, { params: { coupleId }, signal });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status !== 404) throw new SubscriptionLoadError(messageFor(error));
  }
  try {
    return await api(initialize, { params: { coupleId }, signal });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    throw new SubscriptionLoadError(NO_SUBSCRIPTION_FALLBACK);
  }
}
