import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COACH_DISCLAIMER, COACH_MESSAGES } from '@shared/domain/coach';
import { renderRoutes } from '../../../../tests/support/renderer/render';
import { COUPLE_ID, signIn } from '../../../../tests/support/renderer/couple-session';
import { setApiBaseUrl } from '../../lib/http';
import { CoachPage } from './coach-page';

const renderPage = () =>
  renderRoutes(
    [
      {
        path: '/velvet-coach',
        element: <CoachPage journeyCard={() => <p>Journey level card</p>} />,
      },
      { path: '/account-profile', element: <p>Account Profile screen</p> },
    ],
    '/velvet-coach',
  );

// The server is unreachable in these tests.
beforeEach(() => setApiBaseUrl('http://127.0.0.1:1'));
afterEach(() => setApiBaseUrl(''));

describe('CoachPage', () => {
  it('states what the coach is, and asks a player without a couple to connect first', async () => {
    signIn();
    const { router } = renderPage();
    expect(screen.getByText(COACH_DISCLAIMER)).toBeVisible();
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent(
      'You must be connected with a partner to talk with Velvet Coach',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByText('Journey level card')).toBeNull();
    await userEvent.click(within(notice).getByRole('link', { name: 'Go to Account Profile' }));
    expect(router.state.location.pathname).toBe('/account-profile');
  });

  it('keeps the disclaimer on screen and says when the plan cannot be read, with a Retry', async () => {
    signIn(COUPLE_ID);
    renderPage();
    expect(screen.getByText(COACH_DISCLAIMER)).toBeVisible();
    expect(screen.getByLabelText('Checking your plan')).toBeInTheDocument();

    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent(COACH_MESSAGES.tierFailed);
    // Nothing of the coach shows before the plan is known to include it.
    expect(screen.queryByRole('log')).toBeNull();
    expect(screen.queryByText('Journey level card')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(alert).not.toBeInTheDocument());
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      COACH_MESSAGES.tierFailed,
    );
    expect(screen.getByText(COACH_DISCLAIMER)).toBeVisible();
  });
});
