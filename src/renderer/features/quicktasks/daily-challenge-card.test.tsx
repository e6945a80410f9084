import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DailyChallenge } from '@shared/api/quicktasks';
import { renderWithProviders } from '../../../../tests/support/renderer/render';
import { COUPLE_ID, signInForTest } from '../../../../tests/support/renderer/session';
import { setApiBaseUrl } from '../../lib/http';
import { DailyChallengeCard, DailyChallengeView } from './daily-challenge-card';

const card = () => screen.getByRole('region', { name: 'Daily Challenge' });
const challenge = (overrides: Partial<DailyChallenge> = {}): DailyChallenge => ({
  date: '2025-03-04',
  title: 'Compliment hour',
  description: 'Whisper three compliments before dinner.',
  taskType: 'whisper',
  durationMinutes: 5,
  points: 10,
  status: 'pending',
  doneByMe: false,
  doneByPartner: false,
  ...overrides,
});
const showing = (today: DailyChallenge) =>
  renderWithProviders(
    <DailyChallengeView
      coupleId={COUPLE_ID}
      challenge={{ status: 'success', error: null, retry: () => {}, data: today }}
    />,
  );

// The server is unreachable in these tests.
beforeEach(() => {
  setApiBaseUrl('http://127.0.0.1:1');
  signInForTest(COUPLE_ID);
});
afterEach(() => setApiBaseUrl(''));

describe('DailyChallengeCard', () => {
  it("shows today's challenge with its points and Start", () => {
    showing(challenge());
    expect(card()).toHaveTextContent('Compliment hour');
    expect(card()).toHaveTextContent('Whisper three compliments before dinner.');
    expect(card()).toHaveTextContent('Whisper');
    expect(card()).toHaveTextContent('5 min');
    expect(card()).toHaveTextContent('10 points each');
    expect(within(card()).getByRole('button', { name: 'Start' })).toBeEnabled();
    expect(within(card()).queryByRole('button', { name: 'Mark done' })).toBeNull();
  });

  it('says when starting fails, and why', async () => {
    showing(challenge());
    await userEvent.click(within(card()).getByRole('button', { name: 'Start' }));
    const alert = await within(card()).findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent("Failed to start today's challenge");
    expect(alert).toHaveTextContent('Could not reach Velvet');
  });

  it("offers Mark done once started, with the partner's state, from the keyboard", async () => {
    showing(challenge({ status: 'started', doneByPartner: true }));
    expect(card()).toHaveTextContent('You: Not done yet');
    expect(card()).toHaveTextContent('Your partner: Done');
    expect(card()).toHaveTextContent('Your partner has marked it done.');
    expect(within(card()).queryByRole('button', { name: 'Start' })).toBeNull();
    const mark = within(card()).getByRole('button', { name: 'Mark done' });
    mark.focus();
    await userEvent.keyboard('{Enter}');
    const alert = await within(card()).findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent("Failed to mark today's challenge done");
  });

  it('waits for the partner once this player has marked it done', () => {
    showing(challenge({ status: 'started', doneByMe: true }));
    expect(within(card()).getByRole('status')).toHaveTextContent(
      'Waiting for your partner to mark it done...',
    );
    expect(card()).toHaveTextContent('Your partner: Not done yet');
    expect(within(card()).queryByRole('button', { name: 'Mark done' })).toBeNull();
  });

  it('announces the points once both marked it done', () => {
    showing(challenge({ status: 'completed', doneByMe: true, doneByPartner: true }));
    expect(within(card()).getByRole('status')).toHaveTextContent(
      'Done together today. You each earned 10 points.',
    );
    expect(within(card()).queryByRole('button')).toBeNull();
  });

  it('says when it fails to load, with a Retry', async () => {
    renderWithProviders(<DailyChallengeCard coupleId={COUPLE_ID} />);
    expect(card()).toHaveAttribute('aria-busy', 'true');
    const alert = await within(card()).findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent("Failed to load today's challenge");
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
  });
});
