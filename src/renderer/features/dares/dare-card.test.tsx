import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Dare } from '@shared/api/dares';
import { DARE_MESSAGES } from '@shared/domain/dares';
import { renderWithProviders } from '../../../../tests/support/renderer/render';
import {
  COUPLE_ID,
  PARTNER_ID,
  PLAYER_ID,
  signIn,
} from '../../../../tests/support/renderer/couple-session';
import { NETWORK_ERROR_MESSAGE, setApiBaseUrl } from '../../lib/http';
import { DareCard } from './dare-card';

const TEXT = 'Whisper three things you adore about them before dinner.';

/** A hot dare Robin (the partner) sent Sam (the signed-in player), still pending and hidden. */
const RECEIVED: Dare = {
  id: '0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a',
  coupleId: COUPLE_ID,
  senderId: PARTNER_ID,
  receiverId: PLAYER_ID,
  senderName: 'Robin',
  receiverName: 'Sam',
  difficultyLevel: 'hot',
  points: 3,
  status: 'Pending',
  dareText: null,
  revealed: false,
  expiresAt: null,
  createdAt: '2025-03-04T10:00:00.000Z',
  acceptedAt: null,
  completedAt: null,
  verifiedAt: null,
};

/** The same dare the other way round: Sam sent it to Robin, and Sam reads its text. */
const SENT: Dare = {
  ...RECEIVED,
  senderId: PLAYER_ID,
  receiverId: PARTNER_ID,
  senderName: 'Sam',
  receiverName: 'Robin',
  dareText: TEXT,
};

const hoursFromNow = (hours: number, minutes = 0) =>
  new Date(Date.now() + (hours * 60 + minutes) * 60_000).toISOString();

function renderCard(dare: Dare) {
  const onDone = vi.fn();
  renderWithProviders(<DareCard dare={dare} playerId={PLAYER_ID} onDone={onDone} />);
  return { card: screen.getByRole('article'), onDone };
}

const button = (card: HTMLElement, name: string) => within(card).queryByRole('button', { name });

// The server is unreachable in these tests.
beforeEach(() => {
  setApiBaseUrl('http://127.0.0.1:1');
  signIn(COUPLE_ID);
});
afterEach(() => {
  setApiBaseUrl('');
  vi.useRealTimers();
});

describe('DareCard for the receiver', () => {
  it('names the sender, the receiver, the difficulty with its points, the status and when it was sent', () => {
    const { card } = renderCard(RECEIVED);
    expect(card).toHaveAccessibleName('Hot dare from Robin');
    expect(card).toHaveTextContent('To Sam');
    expect(within(card).getByText('Hot · 3 points')).toBeVisible();
    expect(within(card).getByText('Pending')).toBeVisible();
    expect(card.querySelector('time')).toHaveAttribute('datetime', RECEIVED.createdAt);
    expect(card).toHaveTextContent(/Sent Mar 4, 2025/);
  });

  it('keeps a pending dare hidden until revealed: Reveal Dare, and no Accept or Decline yet', () => {
    // Even a text that came along stays off the screen until the receiver reveals it.
    const { card } = renderCard({ ...RECEIVED, dareText: TEXT });
    expect(card).not.toHaveTextContent(TEXT);
    expect(card).toHaveTextContent('The dare stays hidden until you reveal it.');
    expect(button(card, 'Reveal Dare')).toBeEnabled();
    expect(button(card, 'Accept')).toBeNull();
    expect(button(card, 'Decline')).toBeNull();
  });

  it('says when revealing fails, and why', async () => {
    const { card } = renderCard(RECEIVED);
    await userEvent.click(button(card, 'Reveal Dare')!);
    const alert = await within(card).findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent(DARE_MESSAGES.revealFailed);
    expect(alert).toHaveTextContent(NETWORK_ERROR_MESSAGE);
  });

  it('shows the revealed text with Accept and Decline, and says when accepting fails', async () => {
    const { card, onDone } = renderCard({ ...RECEIVED, dareText: TEXT, revealed: true });
    expect(within(card).getByText(TEXT)).toBeVisible();
    expect(button(card, 'Reveal Dare')).toBeNull();
    expect(button(card, 'Decline')).toBeEnabled();
    await userEvent.click(button(card, 'Accept')!);
    expect(await within(card).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      DARE_MESSAGES.acceptFailed,
    );
    expect(onDone).not.toHaveBeenCalled();
  });

  it('counts an accepted dare down in hours and minutes, every minute, with Mark Complete', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { card } = renderCard({
      ...RECEIVED,
      status: 'Accepted',
      dareText: TEXT,
      revealed: true,
      expiresAt: hoursFromNow(5, 12),
    });
    expect(within(card).getByRole('timer')).toHaveTextContent('Time left: 5h 12m');
    act(() => vi.advanceTimersByTime(60_000));
    expect(within(card).getByRole('timer')).toHaveTextContent('Time left: 5h 11m');
    expect(within(card).getByText(TEXT)).toBeVisible();
    expect(button(card, 'Mark Complete')).toBeEnabled();
  });

  it('reads Expired once the time is up, without waiting for the server, and offers nothing', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { card } = renderCard({
      ...RECEIVED,
      status: 'Accepted',
      dareText: TEXT,
      revealed: true,
      expiresAt: hoursFromNow(0, 1),
    });
    expect(within(card).getByRole('timer')).toHaveTextContent('Time left: 0h 1m');
    act(() => vi.advanceTimersByTime(60_000));
    expect(within(card).getByRole('timer')).toHaveTextContent('Expired');
    expect(button(card, 'Mark Complete')).toBeNull();
  });

  it('says when marking complete fails', async () => {
    const { card } = renderCard({
      ...RECEIVED,
      status: 'Accepted',
      dareText: TEXT,
      revealed: true,
      expiresAt: hoursFromNow(2),
    });
    await userEvent.click(button(card, 'Mark Complete')!);
    expect(await within(card).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      DARE_MESSAGES.completeFailed,
    );
  });

  it('waits for the sender to verify a completed dare, with nothing to press', () => {
    const { card } = renderCard({ ...RECEIVED, status: 'Completed', dareText: TEXT });
    expect(card).toHaveTextContent('Waiting for Robin to verify');
    expect(within(card).queryAllByRole('button')).toHaveLength(0);
  });

  it('shows the points a verified dare earned', () => {
    const { card } = renderCard({ ...RECEIVED, status: 'Verified', dareText: TEXT });
    expect(card).toHaveTextContent('You earned 3 points.');
    expect(within(card).getByText('Verified')).toBeVisible();
  });

  it.each([
    ['Declined', 'You declined this dare.'],
    ['Expired', 'This dare expired before it was done.'],
  ] as const)('ends at %s with nothing to press', (status, text) => {
    const { card } = renderCard({ ...RECEIVED, status, dareText: TEXT, revealed: true });
    expect(card).toHaveTextContent(text);
    expect(within(card).queryAllByRole('button')).toHaveLength(0);
    expect(within(card).queryByRole('timer')).toBeNull();
  });
});

describe('DareCard for the sender', () => {
  it('shows the text it sent and waits for the answer, with nothing to press', () => {
    const { card } = renderCard(SENT);
    expect(card).toHaveAccessibleName('Hot dare from Sam');
    expect(within(card).getByText(TEXT)).toBeVisible();
    expect(card).toHaveTextContent('Waiting for Robin to answer.');
    expect(within(card).queryAllByRole('button')).toHaveLength(0);
  });

  it('sees the countdown of an accepted dare, but cannot mark it complete', () => {
    const { card } = renderCard({ ...SENT, status: 'Accepted', expiresAt: hoursFromNow(23, 59) });
    expect(within(card).getByRole('timer')).toHaveTextContent(/^Time left: 23h (59|58)m$/);
    expect(card).toHaveTextContent('Waiting for Robin to do it.');
    expect(button(card, 'Mark Complete')).toBeNull();
  });

  it('verifies a completed dare, or says not yet; a failure says so', async () => {
    const { card, onDone } = renderCard({ ...SENT, status: 'Completed' });
    expect(card).toHaveTextContent('Robin marked it complete. Did they do it?');
    expect(button(card, 'Not yet')).toBeEnabled();
    await userEvent.click(button(card, 'Verify')!);
    expect(await within(card).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      DARE_MESSAGES.verifyFailed,
    );
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows the points the partner earned', () => {
    renderCard({ ...SENT, status: 'Verified' });
    expect(screen.getByRole('article')).toHaveTextContent('Robin earned 3 points.');
  });

  it('says the partner declined', () => {
    const { card } = renderCard({ ...SENT, status: 'Declined' });
    expect(card).toHaveTextContent('Robin declined this dare.');
  });
});
