import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Dare } from '@shared/api/dares';
import { DARE_ERRORS, DARE_MESSAGES } from '@shared/domain/dares';
import { renderRoutes, renderWithProviders } from '../../../../tests/support/renderer/render';
import {
  COUPLE_ID,
  PARTNER_ID,
  PLAYER_ID,
  signIn,
} from '../../../../tests/support/renderer/couple-session';
import { signInForTest } from '../../../../tests/support/renderer/session';
import { setApiBaseUrl } from '../../lib/http';
import { DareTabs } from './dare-tabs';
import { DaresPage } from './dares-page';
import type { DaresTab } from './messages';

const renderPage = (path = '/dares') =>
  renderRoutes(
    [
      { path: '/dares', element: <DaresPage /> },
      { path: '/account-profile', element: <p>Account Profile screen</p> },
    ],
    path,
  );

const dare = (id: string, senderId: string, difficultyLevel: Dare['difficultyLevel']): Dare => {
  const fromMe = senderId === PLAYER_ID;
  return {
    id,
    coupleId: COUPLE_ID,
    senderId,
    receiverId: fromMe ? PARTNER_ID : PLAYER_ID,
    senderName: fromMe ? 'Sam' : 'Robin',
    receiverName: fromMe ? 'Robin' : 'Sam',
    difficultyLevel,
    points: 1,
    status: 'Pending',
    dareText: fromMe ? 'A dare Sam sent.' : null,
    revealed: false,
    expiresAt: null,
    createdAt: '2025-03-04T10:00:00.000Z',
    acceptedAt: null,
    completedAt: null,
    verifiedAt: null,
  };
};

/** One dare Sam sent, two Robin sent Sam. */
const DARES = [
  dare('a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d', PLAYER_ID, 'romantic'),
  dare('b1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d', PARTNER_ID, 'naughty'),
  dare('c1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d', PARTNER_ID, 'hot'),
];

const loaded = (data: Dare[]) =>
  ({ status: 'success', data, error: null, retry: () => {} }) as const;

function renderTabs(tab: DaresTab, dares: Dare[]) {
  const onTab = vi.fn();
  renderWithProviders(
    <DareTabs
      tab={tab}
      onTab={onTab}
      dares={loaded(dares)}
      playerId={PLAYER_ID}
      onDone={vi.fn()}
    />,
  );
  return onTab;
}

const tabNames = () =>
  within(screen.getByRole('tablist'))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

// The server is unreachable in these tests.
beforeEach(() => setApiBaseUrl('http://127.0.0.1:1'));
afterEach(() => setApiBaseUrl(''));

describe('DareTabs', () => {
  it("counts the caller's sent and received dares in the tab names, and lists every dare under All", () => {
    renderTabs('all', DARES);
    expect(tabNames()).toEqual(['All Dares', 'Sent (1)', 'Received (2)']);
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('lists only the dares the caller sent under Sent', () => {
    renderTabs('sent', DARES);
    const sent = screen.getByRole('tabpanel', { name: 'Sent (1)' });
    const cards = within(sent).getAllByRole('article');
    expect(cards).toHaveLength(1);
    expect(cards[0]).toHaveAccessibleName('Romantic dare from Sam');
    expect(cards[0]).toHaveTextContent('A dare Sam sent.');
  });

  it('lists the received dares hidden, each with Reveal Dare', () => {
    renderTabs('received', DARES);
    const received = screen.getByRole('tabpanel', { name: 'Received (2)' });
    const cards = within(received).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveAccessibleName('Naughty dare from Robin');
    expect(cards[1]).toHaveAccessibleName('Hot dare from Robin');
    for (const card of cards)
      expect(within(card).getByRole('button', { name: 'Reveal Dare' })).toBeEnabled();
  });

  const sentBySam = DARES.filter((d) => d.senderId === PLAYER_ID);
  const sentByRobin = DARES.filter((d) => d.senderId === PARTNER_ID);
  it.each([
    ['all', [], 'No dares yet. Send one to your partner.'],
    ['sent', sentByRobin, 'You have not sent a dare yet.'],
    ['received', sentBySam, 'No dares for you yet.'],
  ] as const)('says when the %s tab has nothing', (tab, dares, text) => {
    renderTabs(tab, [...dares]);
    expect(screen.getByRole('tabpanel')).toHaveTextContent(text);
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });
});

describe('DaresPage', () => {
  it('asks a player without a couple to connect with a partner', async () => {
    signIn();
    const { router } = renderPage();
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('You must be connected with a partner to send dares');
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send a Dare' })).toBeNull();
    await userEvent.click(within(notice).getByRole('link', { name: 'Go to Account Profile' }));
    expect(router.state.location.pathname).toBe('/account-profile');
  });

  it('shows skeletons, then "Failed to fetch dares" with a Retry that loads again', async () => {
    signIn(COUPLE_ID);
    renderPage();
    expect(tabNames()).toEqual(['All Dares', 'Sent', 'Received']);
    expect(screen.getByRole('tab', { name: 'All Dares' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Loading dares…')).toBeInTheDocument();

    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent(DARE_MESSAGES.fetchFailed);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(alert).not.toBeInTheDocument());
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      DARE_MESSAGES.fetchFailed,
    );
  });

  it('moves between tabs with the arrow keys, keeping the tab in the address', async () => {
    signIn(COUPLE_ID);
    const { router } = renderPage();
    screen.getByRole('tab', { name: 'All Dares' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /^Sent/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /^Sent/ })).toHaveFocus();
    expect(router.state.location.search).toBe('?tab=sent');
    await userEvent.keyboard('{ArrowRight}');
    expect(router.state.location.search).toBe('?tab=received');
    await userEvent.keyboard('{ArrowRight}');
    expect(router.state.location.search).toBe('');
  });

  it('opens the tab a link names', () => {
    signIn(COUPLE_ID);
    renderPage('/dares?tab=received');
    expect(screen.getByRole('tab', { name: /^Received/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the difficulty modal from Send a Dare', async () => {
    signIn(COUPLE_ID);
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Send a Dare' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a Dare' });
    expect(within(dialog).getByRole('button', { name: 'Send Dare' })).toBeInTheDocument();
    expect(screen.queryByText(DARE_ERRORS.noPartner)).toBeNull();
  });

  it('says the session has no partner when there is none to dare', async () => {
    // A couple whose token names no partner: an invitation not yet accepted, or a stale session.
    signInForTest(COUPLE_ID);
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Send a Dare' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(DARE_ERRORS.noPartner)).toBeVisible();
  });
});
