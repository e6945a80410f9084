import { useEffect } from 'react';
import { Anchor, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconHourglassLow } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { SubscriptionStatus } from '@shared/api/subscription';
import { isTrialEnding } from '@shared/domain/tiers';
import { paths } from '../../config/paths';
import {
  isTrialToastDismissed,
  rememberTrialToastDismissed,
  TRIAL_TOAST_TITLE,
  trialDaysLeftText,
} from './trial-toast';

/**
 * Shows the trial-expiry toast while the trial is ending (an active trial with 3 or fewer days),
 * unless this couple closed it before. Closing it is remembered; leaving the dashboard only hides it.
 */
export function useTrialToast(coupleId: string, subscription: SubscriptionStatus | null) {
  const navigate = useNavigate();
  const ending = subscription !== null && isTrialEnding(subscription);
  const daysRemaining = subscription?.daysRemaining ?? 0;

  useEffect(() => {
    if (!ending || isTrialToastDismissed(coupleId)) return;
    const id = `velvet-trial-ending-${coupleId}`;
    let leaving = false;
    const pricing = paths.pricing.getHref();
    notifications.show({
      id,
      title: TRIAL_TOAST_TITLE,
      message: (
        <Text size="sm" component="span">
          {trialDaysLeftText(daysRemaining)}{' '}
          {/* The toasts render outside the router, so navigate by hand. */}
          <Anchor
            href={pricing}
            size="sm"
            onClick={(event) => {
              event.preventDefault();
              void navigate(pricing);
            }}
          >
            Compare plans
          </Anchor>
        </Text>
      ),
      color: 'yellow',
      icon: <IconHourglassLow size={18} aria-hidden />,
      autoClose: false,
      role: 'status',
      closeButtonProps: { 'aria-label': 'Dismiss trial reminder' },
      onClose: () => {
        if (!leaving) rememberTrialToastDismissed(coupleId);
      },
    });
    return () => {
      leaving = true;
      notifications.hide(id);
    };
  }, [coupleId, ending, daysRemaining, navigate]);
}
