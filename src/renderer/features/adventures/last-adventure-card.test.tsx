import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../tests/support/renderer/render';
import { COUPLE_ID, signInForTest } from '../../../../tests/support/renderer/session';
import { setApiBaseUrl } from '../../lib/http';
import { LastAdventureCard, LastAdventureView, type LastAdventure } from './last-adventure-card';

const loaded = (data: LastAdventure) =>
  ({ status: 'success', data, error: null, retry: () => {} }) as const;
const card = () => screen.getByRole('region', { name: 'Last Adventure' });

// The server is unreachable in these tests.
beforeEach(() => {
  setApiBaseUrl('http://127.0.0.1:1');
  signInForTest(COUPLE_ID);
});
afterEach(() => setApiBaseUrl(''));

describe('LastAdventureCard', () => {
  it('shows the last adventure with View Adventure', () => {
    renderWithProviders(
      <LastAdventureView
        last={loaded({
          id: '6f1e2d3c-4b5a-4697-8a8b-9c0d1e2f3a4b',
          title: 'Stargazing with cocoa',
          status: 'planned',
        })}
      />,
    );
    expect(card()).toHaveTextContent('Stargazing with cocoa');
    expect(within(card()).getByRole('link', { name: 'View Adventure' })).toHaveAttribute(
      'href',
      '/adventures?tab=planned',
    );
    expect(within(card()).queryByRole('link', { name: 'Generate Adventure' })).toBeNull();
  });

  it('offers Generate Adventure when there is none', () => {
    renderWithProviders(<LastAdventureView last={loaded(null)} />);
    expect(within(card()).getByRole('link', { name: 'Generate Adventure' })).toHaveAttribute(
      'href',
      '/adventures?tab=generate',
    );
    expect(within(card()).queryByRole('link', { name: 'View Adventure' })).toBeNull();
  });

  it('says when it fails to load, with a Retry', async () => {
    renderWithProviders(<LastAdventureCard coupleId={COUPLE_ID} />);
    expect(card()).toHaveAttribute('aria-busy', 'true');
    const alert = await within(card()).findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Failed to load your last adventure');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
  });
});
