/** The spec's subscription error texts, by HTTP status and action. */
export type SubscriptionAction = 'status' | 'initialize' | 'upgrade';

export function subscriptionErrorMessage(
  status: number,
  action: SubscriptionAction = 'status',
): string {
  switch (status) {
    case 403:
      return action === 'initialize'
        ? 'You are not authorized to initialize this subscription'
        : action === 'upgrade'
          ? 'You are not authorized to upgrade this subscription'
          : 'You are not authorized to access this subscription';
    case 404:
      return 'Subscription not found';
    case 400:
      return 'Invalid subscription request';
    default:
      return 'Server error occurred';
  }
}

export const NO_SUBSCRIPTION_FALLBACK =
  'No subscription found. Please ensure your couple is fully set up.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The check the spec asks for before any subscription call. */
export function coupleIdProblem(coupleId: unknown): string | null {
  if (typeof coupleId !== 'string' || !coupleId) return 'Invalid couple ID';
  return UUID.test(coupleId) ? null : 'Invalid couple ID format';
}
