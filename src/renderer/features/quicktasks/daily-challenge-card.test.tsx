import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../tests/support/renderer/render';
import { COUPLE_ID, signInForTest } from '../../../../tests/support/renderer/session';
import { setApiBaseUrl } from '../../lib/http';
import { DailyChallengeCard, DailyChallengeView } from './daily-challenge-card';

const card = () => screen.getByRole('region', { name: 'Daily Challenge' });

beforeEach(() => {
  setApiBaseUrl('http://127.0.0.1:1');
  signInForTest(COUPLE_ID);
});
afterEach(() => setApiBaseUrl(''));

describe('DailyChallengeCard', () => {
  it("shows today's challenge", () => {
    renderWithProviders(
      <DailyChallengeView
        challenge={{
          status: 'success',
          error: null,
          retry: () => {},
          data: {
            date: '2025-03-04',
            title: 'Compliment hour',
            description: 'Whisper three compliments before dinner.',
            taskType: 'whisper',
            durationMinutes: 5,
          },
        }}
      />,
    );
    expect(card()).toHaveTextContent('Compliment hour');
    expect(card()).toHaveTextContent('Whisper three compliments before dinner.');
    expect(card()).toHaveTextContent('Whisper');
    expect(card()).toHaveTextContent('5 min');
  });

  it('says when it fails to load, with a Retry', async () => {
    renderWithProviders(<DailyChallengeCard coupleId={COUPLE_ID} />);
    expect(card()).toHaveAttribute('aria-busy', 'true');
    const alert = await within(card()).findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent("Failed to load today's challenge");
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
  });
});
