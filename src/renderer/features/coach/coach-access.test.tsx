import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../../tests/support/renderer/render';
import { CoachAccessGate, UpgradeNotice } from './coach-access';

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

function renderGate(hasAccess: boolean) {
  return renderRoutes(
    [
      {
        path: '/velvet-coach',
        element: (
          <CoachAccessGate access={check(hasAccess)}>
            {(open) => (
              <>
                <p>The free part</p>
                {open ? <p>The chat</p> : <UpgradeNotice />}
              </>
            )}
          </CoachAccessGate>
        ),
      },
      { path: '/pricing', element: <p>Pricing screen</p> },
    ],
    '/velvet-coach',
  );
}

describe('CoachAccessGate', () => {
  it('opens the chat to a plan that includes the coach', () => {
    renderGate(true);
    expect(screen.getByText('The chat')).toBeVisible();
    expect(screen.getByText('The free part')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Upgrade' })).toBeNull();
  });

  it('keeps the free part for a couple without the coach, naming the lowest plan that has it', async () => {
    const { router } = renderGate(false);
    expect(screen.queryByText('The chat')).toBeNull();
    expect(screen.getByText('The free part')).toBeVisible();
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Velvet Coach needs the Premium plan.');
    await userEvent.click(screen.getByRole('link', { name: 'Upgrade' }));
    expect(router.state.location.pathname).toBe('/pricing');
    expect(screen.getByText('Pricing screen')).toBeVisible();
  });
});
