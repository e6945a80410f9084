import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../../tests/support/renderer/render';
import { CoachAccessGate } from './coach-access';

const check = (hasAccess: boolean) =>
  ({
    status: 'success',
    data: {
      hasAccess,
      feature: 'coach-iq',
      tier: hasAccess ? 'Trial' : 'Basic',
      requiredTier: hasAccess ? null : 'Premium',
    },
    error: null,
    retry: () => {},
  }) as const;

function renderGate(hasAccess: boolean, refused: boolean) {
  return renderRoutes(
    [
      {
        path: '/velvet-coach',
        element: (
          <CoachAccessGate access={check(hasAccess)} refused={refused}>
            <p>The coach</p>
          </CoachAccessGate>
        ),
      },
      { path: '/pricing', element: <p>Pricing screen</p> },
    ],
    '/velvet-coach',
  );
}

describe('CoachAccessGate', () => {
  it('opens the coach to a plan that includes it', () => {
    renderGate(true, false);
    expect(screen.getByText('The coach')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Upgrade' })).toBeNull();
  });

  it('names the lowest plan with the coach to a couple without it, and Upgrade leads to the pricing page', async () => {
    const { router } = renderGate(false, false);
    expect(screen.queryByText('The coach')).toBeNull();
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Velvet Coach needs the Premium plan.');
    await userEvent.click(screen.getByRole('link', { name: 'Upgrade' }));
    expect(router.state.location.pathname).toBe('/pricing');
    expect(screen.getByText('Pricing screen')).toBeVisible();
  });

  it('shows the upgrade notice once a coach call was refused for the plan, whatever the check said', () => {
    renderGate(true, true);
    expect(screen.queryByText('The coach')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Velvet Coach needs the Premium plan.');
  });
});
