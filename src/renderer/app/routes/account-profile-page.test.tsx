import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../../tests/support/renderer/render';
import { RequireSession } from '../require-session';
import { setApiBaseUrl } from '../../lib/http';
import { listInvitations } from '@shared/api/routes/couples';
import { routeKey } from '../../lib/route-query';
import { AccountProfilePage } from './account-profile-page';
import {
  answerPlayerRecord,
  aPlayerRecord,
} from '../../../../tests/support/renderer/player-record';
import {
  COUPLE_ID,
  PLAYER_ID,
  signInForTest as signIn,
} from '../../../../tests/support/renderer/session';

const renderProfile = () =>
  renderRoutes(
    [
      {
        element: <RequireSession />,
        children: [{ path: '/account-profile', element: <AccountProfilePage /> }],
      },
      { path: '/login', element: <p>Login screen</p> },
      { path: '/dashboard', element: <p>Dashboard screen</p> },
      { path: '/pricing', element: <p>Pricing screen</p> },
    ],
    '/account-profile',
  );

// No server in these tests: make sure every call fails fast as "unreachable".
beforeEach(() => setApiBaseUrl('http://127.0.0.1:1'));
afterEach(() => setApiBaseUrl(''));

describe('AccountProfilePage without a session', () => {
  it('redirects to /login when there is no token', async () => {
    const { router } = renderProfile();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.getByText('Login screen')).toBeInTheDocument();
  });

  it('redirects to /login when the token carries no player id', async () => {
    signIn(null, { sub: undefined });
    const { router } = renderProfile();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('AccountProfilePage', () => {
  it('tells a player without a couple that the plan they kept waits for their next couple', async () => {
    const line =
      'Your Annual plan stays with you until June 5, 2027 and applies to your next couple as soon as you invite or join a partner.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string | URL | Request) =>
        String(url).endsWith('/api/subscription/my-plan')
          ? Response.json({
              kept: { tier: 'Premium', paidUntil: '2027-06-05T00:00:00.000Z', line },
              ifConnectionEnds: null,
              ifAccountDeleted: 'unused here',
            })
          : Response.error(),
      ),
    );
    try {
      signIn();
      renderProfile();
      const panel = screen.getByRole('region', { name: 'Partner connection' });
      const kept = await within(panel).findByRole('alert');
      expect(kept).toHaveTextContent('Your plan is kept');
      expect(kept).toHaveTextContent(line);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('asks for a valid email before sending an invitation', async () => {
    signIn();
    renderProfile();
    const panel = screen.getByRole('region', { name: 'Partner connection' });
    const email = within(panel).getByLabelText("Partner's email");
    expect(email).toHaveAttribute('type', 'email');

    await userEvent.click(within(panel).getByRole('button', { name: 'Send Invitation' }));
    expect(await within(panel).findByText('Please enter a valid email')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription(/Please enter a valid email/);

    await userEvent.type(email, '   ');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send Invitation' }));
    expect(within(panel).getByText('Please enter a valid email')).toBeInTheDocument();
  });

  it('says the invitation failed when the server cannot be reached', async () => {
    signIn();
    renderProfile();
    const panel = screen.getByRole('region', { name: 'Partner connection' });
    await userEvent.type(within(panel).getByLabelText("Partner's email"), 'jo@example.com');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send Invitation' }));
    // Unreachable is not a refusal, so no server reason is appended.
    const failure = await within(panel).findByText('Failed to send invitation', undefined, {
      timeout: 5000,
    });
    expect(failure.closest('[role="alert"]')).not.toBeNull();
  });

  it('reports that the account could not be loaded, with a retry', async () => {
    signIn();
    renderProfile();
    const profile = screen.getByRole('region', { name: 'Your profile' });
    const alert = await within(profile).findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Failed to load account information.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(within(profile).queryByRole('button', { name: 'Edit Profile' })).toBeNull();
  });

  it('shows the subscription plan only in a couple', async () => {
    signIn();
    const first = renderProfile();
    expect(screen.getByRole('heading', { level: 2, name: 'Your profile' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Partner connection' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Subscription plan' })).toBeNull();
    first.unmount();

    window.localStorage.clear();
    signIn(COUPLE_ID, { player1Id: PLAYER_ID });
    renderProfile();
    const plan = screen.getByRole('region', { name: 'Subscription plan' });
    expect(within(plan).getByRole('link', { name: 'View plans' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    // In a couple the invite form gives way to the couple's state.
    expect(screen.queryByLabelText("Partner's email")).toBeNull();
    expect(
      await screen.findByText('Failed to load your partner connection.', undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
  });

  it('links to pricing and back to the dashboard', async () => {
    signIn();
    const { router } = renderProfile();
    expect(screen.getByRole('link', { name: 'See pricing' })).toHaveAttribute('href', '/pricing');
    await userEvent.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('while the email is unconfirmed, says why inviting waits and offers a new link', async () => {
    signIn();
    const { queryClient } = renderProfile();
    const panel = screen.getByRole('region', { name: 'Partner connection' });
    // The record could not be loaded (no server); then it arrives, unconfirmed.
    await screen.findByText('Failed to load account information.', undefined, { timeout: 5000 });
    answerPlayerRecord(queryClient, aPlayerRecord({ emailVerified: false }));

    const notice = await within(panel).findByRole('region', { name: 'Confirm your email' });
    expect(notice).toHaveTextContent(
      'Please confirm your email first: open the link we sent you, or send a new one from your dashboard.',
    );
    expect(within(panel).getByLabelText("Partner's email")).toBeDisabled();
    const send = within(panel).getByRole('button', { name: 'Send Invitation' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(
      'You can send an invitation once your email is confirmed.',
    );

    await userEvent.click(within(notice).getByRole('button', { name: 'Send the link again' }));
    expect(await within(notice).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Could not reach Velvet. Check your connection and try again.',
    );
  });

  it('lets a confirmed player invite, with no notice', async () => {
    signIn();
    const { queryClient } = renderProfile();
    const panel = screen.getByRole('region', { name: 'Partner connection' });
    await screen.findByText('Failed to load account information.', undefined, { timeout: 5000 });
    answerPlayerRecord(queryClient, aPlayerRecord({ emailVerified: true }));

    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeVisible();
    expect(within(panel).queryByRole('region', { name: 'Confirm your email' })).toBeNull();
    expect(within(panel).getByLabelText("Partner's email")).toBeEnabled();
    expect(within(panel).getByRole('button', { name: 'Send Invitation' })).toBeEnabled();
  });

  it('while the email is unconfirmed, holds Accept on a received invitation and says why', async () => {
    signIn();
    const { queryClient } = renderProfile();
    const panel = screen.getByRole('region', { name: 'Partner connection' });
    await screen.findByText('Failed to load account information.', undefined, { timeout: 5000 });
    answerPlayerRecord(queryClient, aPlayerRecord({ emailVerified: false }));
    // The invitations could not be loaded either; then they arrive.
    await within(panel).findByText('Failed to load your invitations.', undefined, {
      timeout: 5000,
    });
    queryClient.setQueryData(routeKey(listInvitations), {
      received: [
        {
          id: '6d5c4b3a-2f1e-4d0c-9b8a-7f6e5d4c3b2a',
          inviterName: 'Jordan',
          createdAt: '2025-01-02T00:00:00.000Z',
        },
      ],
      sent: null,
    });

    const accept = await within(panel).findByRole('button', { name: 'Accept' });
    expect(accept).toBeDisabled();
    expect(accept).toHaveAccessibleDescription(
      'Jordan invited you to connect You can accept once your email is confirmed.',
    );
    // Declining needs no proof of the address.
    expect(within(panel).getByRole('button', { name: 'Decline' })).toBeEnabled();
  });
});
