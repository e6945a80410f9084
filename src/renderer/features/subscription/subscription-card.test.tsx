import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubscriptionStatus } from '@shared/api/subscription';
import { renderRoutes } from '../../../../tests/support/renderer/render';
import { SubscriptionCard } from './subscription-card';
import type { SubscriptionHandle, SubscriptionState } from './use-subscription';
import { useTrialToast } from './use-trial-toast';
import { trialToastDismissedKey } from './trial-toast';

const COUPLE_ID = '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d';

const status = (overrides: Partial<SubscriptionStatus> = {}): SubscriptionStatus => ({
  tier: 'Trial',
  isActive: true,
  isTrialActive: true,
  daysRemaining: 10,
  statusMessage: 'Your free trial is active.',
  expireDate: '2026-03-05T12:00:00.000Z',
  trialEndsAt: '2026-03-20T12:00:00.000Z',
  ...overrides,
});

function renderCard(state: SubscriptionState, retry = vi.fn()) {
  const handle: SubscriptionHandle = { state, retry, refresh: vi.fn() };
  const utils = renderRoutes(
    [
      { path: '/dashboard', element: <SubscriptionCard subscription={handle} /> },
      { path: '/pricing', element: <p>Pricing screen</p> },
    ],
    '/dashboard',
  );
  return { ...utils, card: screen.getByRole('region', { name: 'Subscription' }) };
}

describe('SubscriptionCard', () => {
  it('shows skeletons while loading', () => {
    const { card } = renderCard({ status: 'loading' });
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(within(card).queryByRole('link', { name: 'View plans' })).toBeNull();
  });

  it('states the trial once, through the status message, with its end date and a quiet plans link', async () => {
    const { card, router } = renderCard({
      status: 'success',
      subscription: status({ statusMessage: 'Free trial: 10 days left' }),
    });
    expect(card).toHaveTextContent('Free trial: 10 days left');
    expect(card).toHaveTextContent('Ends on March 5, 2026');
    expect(card.textContent?.match(/trial/gi)).toHaveLength(1);
    expect(card).not.toHaveTextContent(/Choose a plan/);

    await userEvent.click(within(card).getByRole('link', { name: 'View plans' }));
    expect(router.state.location.pathname).toBe('/pricing');
  });

  it('makes the plans link prominent when the trial is ending or the plan inactive', () => {
    const { card, unmount } = renderCard({
      status: 'success',
      subscription: status({ daysRemaining: 2, statusMessage: 'Free trial: 2 days left' }),
    });
    expect(card).toHaveTextContent('Free trial: 2 days left');
    expect(card).toHaveTextContent('Choose a plan to keep every feature');
    expect(card.textContent?.match(/trial/gi)).toHaveLength(1);
    unmount();

    const inactive = renderCard({
      status: 'success',
      subscription: status({
        tier: 'Basic',
        isActive: false,
        isTrialActive: false,
        daysRemaining: 0,
        statusMessage: 'Your Basic plan ended on March 5, 2026. Choose a plan to keep playing.',
      }),
    }).card;
    expect(within(inactive).getByText('Basic')).toBeVisible();
    expect(within(inactive).getByText('Inactive')).toBeVisible();
    expect(inactive).toHaveTextContent('Your Basic plan ended on March 5, 2026');
    expect(inactive.textContent?.match(/Choose a plan/g)).toHaveLength(1);
  });

  it('states an ended trial once', () => {
    const { card } = renderCard({
      status: 'success',
      subscription: status({
        isActive: false,
        isTrialActive: false,
        daysRemaining: 0,
        statusMessage: 'Your free trial has ended. Choose a plan to keep playing.',
      }),
    });
    expect(within(card).getByText('Inactive')).toBeVisible();
    expect(card).toHaveTextContent('Ended on March 5, 2026');
    expect(card.textContent?.match(/trial/gi)).toHaveLength(1);
  });

  it('gives a paid plan its badge, the status message and the days remaining', () => {
    const { card } = renderCard({
      status: 'success',
      subscription: status({
        tier: 'Premium',
        isTrialActive: false,
        daysRemaining: 300,
        statusMessage: 'Premium plan (annual): renews on March 5, 2026',
      }),
    });
    expect(within(card).getByText('Premium')).toBeVisible();
    expect(card).toHaveTextContent('Premium plan (annual): renews on March 5, 2026');
    expect(card).toHaveTextContent('300 days remaining');
  });

  it('reports an error with a Retry', async () => {
    const retry = vi.fn();
    const { card } = renderCard(
      {
        status: 'error',
        message: 'No subscription found. Please ensure your couple is fully set up.',
      },
      retry,
    );
    const alert = within(card).getByRole('alert');
    expect(alert).toHaveTextContent(
      'No subscription found. Please ensure your couple is fully set up.',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

function ToastProbe({ subscription }: { subscription: SubscriptionStatus | null }) {
  useTrialToast(COUPLE_ID, subscription);
  return <p>Dashboard screen</p>;
}

function renderToast(subscription: SubscriptionStatus | null) {
  return renderRoutes(
    [
      { path: '/dashboard', element: <ToastProbe subscription={subscription} /> },
      { path: '/pricing', element: <p>Pricing screen</p> },
    ],
    '/dashboard',
  );
}

const toastTitle = () => screen.queryByText('Your free trial ends soon');

describe('useTrialToast', () => {
  it('stays quiet while the trial has more than 3 days, and for paid plans', () => {
    const first = renderToast(status({ daysRemaining: 4 }));
    expect(toastTitle()).toBeNull();
    first.unmount();
    renderToast(status({ tier: 'Basic', isTrialActive: false, daysRemaining: 1 }));
    expect(toastTitle()).toBeNull();
  });

  it('warns with the days left and links to the plans', async () => {
    const { router } = renderToast(status({ daysRemaining: 3 }));
    // Shown once the toasts' code has arrived, as in the app.
    expect(await screen.findByText('Your free trial ends soon')).toBeVisible();
    expect(screen.getByText(/You have 3 days left in your free trial\./)).toBeVisible();

    await userEvent.click(screen.getByRole('link', { name: 'Compare plans' }));
    expect(router.state.location.pathname).toBe('/pricing');
    // Leaving the dashboard hides the toast without counting as a dismissal.
    await waitFor(() => expect(toastTitle()).toBeNull());
    expect(window.localStorage.getItem(trialToastDismissedKey(COUPLE_ID))).toBeNull();
  });

  it('remembers a dismissal for the couple so it does not come back', async () => {
    const first = renderToast(status({ daysRemaining: 1 }));
    expect(await screen.findByText('Your free trial ends soon')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss trial reminder' }));
    await waitFor(() => expect(toastTitle()).toBeNull());
    expect(window.localStorage.getItem(trialToastDismissedKey(COUPLE_ID))).toBe('true');
    first.unmount();

    renderToast(status({ daysRemaining: 1 }));
    expect(screen.getByText('Dashboard screen')).toBeVisible();
    expect(toastTitle()).toBeNull();
  });
});
