import { useEffect } from 'react';
import { SubscriptionCard } from './subscription-card';
import { scheduleRecheck } from './trial-toast';
import { useSubscription } from './use-subscription';
import { useTrialToast } from './use-trial-toast';

/** The couple's subscription card and trial-expiry toast, re-checked hourly. */
export function CoupleSubscriptionCard({ coupleId }: { coupleId: string }) {
  const subscription = useSubscription(coupleId);
  const { refresh } = subscription;
  useEffect(() => scheduleRecheck(refresh), [refresh]);
  useTrialToast(
    coupleId,
    subscription.state.status === 'success' ? subscription.state.subscription : null,
  );
  return <SubscriptionCard subscription={subscription} />;
}
