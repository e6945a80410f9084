import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { CoupleBadge } from '@shared/api/gamification';
import { BADGES } from '@shared/domain/adventures';
import { renderWithProviders } from '../../../../tests/support/renderer/render';
import { COUPLE_ID, signInForTest } from '../../../../tests/support/renderer/session';
import { setApiBaseUrl } from '../../lib/http';
import { BadgesPage, BadgesView } from './badges-page';

const badges = (earned: Record<string, string>): CoupleBadge[] =>
  BADGES.map(({ key, name, description }) => ({
    key,
    name,
    description,
    earnedAt: earned[key] ?? null,
  }));

const section = (name: string) => screen.getByRole('region', { name });
const itemNames = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('listitem')
    .map((item) => within(item).getByRole('heading').textContent);

// The server is unreachable in these tests.
beforeEach(() => setApiBaseUrl('http://127.0.0.1:1'));
afterEach(() => setApiBaseUrl(''));

describe('the badges page', () => {
  it('shows the earned badges with their day, then the rest as an invitation', () => {
    renderWithProviders(
      <BadgesView
        badges={badges({
          'first-adventure': '2026-03-04T18:00:00.000Z',
          'streak-3': '2026-03-06T18:00:00.000Z',
        })}
      />,
    );
    expect(screen.getByText(`You have earned 2 of ${BADGES.length} badges.`)).toBeVisible();
    const earned = section('Earned together');
    expect(itemNames(earned)).toEqual(['First Adventure', 'On a Roll']);
    expect(within(earned).getByText('Earned March 4, 2026')).toBeVisible();
    const toEarn = section('Still to earn');
    expect(itemNames(toEarn)).toHaveLength(BADGES.length - 2);
    expect(itemNames(toEarn)).not.toContain('First Adventure');
    expect(within(toEarn).getByText('Played seven days in a row.')).toBeVisible();
  });

  it('draws each badge as a hidden SVG, never as an emoji', () => {
    const { container } = renderWithProviders(<BadgesView badges={badges({})} />);
    expect(container.querySelectorAll('li svg')).toHaveLength(BADGES.length);
    for (const svg of container.querySelectorAll('li svg'))
      expect(svg.closest('[aria-hidden="true"]')).not.toBeNull();
    for (const badge of BADGES) expect(container.textContent).not.toContain(badge.icon);
  });

  it('invites a new couple to their first badge', () => {
    renderWithProviders(<BadgesView badges={badges({})} />);
    expect(
      within(section('Earned together')).getByText(
        'No badges yet. Your first comes with your first adventure together.',
      ),
    ).toBeVisible();
    expect(itemNames(section('Still to earn'))).toHaveLength(BADGES.length);
  });

  it('asks a player without a partner to invite one', () => {
    signInForTest(null);
    renderWithProviders(<BadgesPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Badges are earned together');
    expect(screen.getByRole('link', { name: 'Go to Account Profile' })).toBeVisible();
  });

  it('says when the badges cannot be loaded, with Retry', async () => {
    signInForTest(COUPLE_ID);
    renderWithProviders(<BadgesPage />);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Failed to load your badges');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
