import { useSubscription } from '../../../features/subscription/use-subscription';

/**
 * Whether the couple's trial or plan has ended, from the Subscription card's read (shared, so it
 * costs no request of its own). Unknown while it loads or fails: then nothing is held back.
 */
export function usePlanEnded(coupleId: string): boolean {
  const { state } = useSubscription(coupleId);
  return state.status === 'success' && !state.subscription.isActive;
}
