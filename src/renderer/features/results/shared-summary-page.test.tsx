import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../../tests/support/renderer/render';
import { setApiBaseUrl } from '../../lib/http';
import { SharedSummaryPage } from './shared-summary-page';
import { COUPLE_ID, signIn } from '../../../../tests/support/renderer/couple-session';

const renderSummary = () =>
  renderRoutes(
    [
      { path: '/summary', element: <SharedSummaryPage /> },
      { path: '/account-profile', element: <p>Account Profile screen</p> },
    ],
    '/summary',
  );

// The server is unreachable in these tests.
beforeEach(() => setApiBaseUrl('http://127.0.0.1:1'));
afterEach(() => setApiBaseUrl(''));

describe('SharedSummaryPage', () => {
  it('asks a player without a partner to connect first', async () => {
    signIn(null);
    const { router } = renderSummary();
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('You must be connected with a partner to view the summary');
    expect(screen.queryByRole('group', { name: 'Filter activities' })).toBeNull();
    await userEvent.click(within(notice).getByRole('link', { name: 'Go to Account Profile' }));
    expect(router.state.location.pathname).toBe('/account-profile');
  });

  it('says the summary failed to load when the server is unreachable, and retries', async () => {
    signIn(COUPLE_ID);
    renderSummary();
    const section = screen.getByRole('region', { name: 'Activities you both want to explore' });
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(within(section).getByRole('link', { name: 'See your couple results' })).toHaveAttribute(
      'href',
      `/coupleResults?coupleId=${COUPLE_ID}`,
    );

    const alert = await within(section).findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Failed to load activities summary');
    expect(section).toHaveAttribute('aria-busy', 'false');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(alert).not.toBeInTheDocument());
    expect(await within(section).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Failed to load activities summary',
    );
  });
});
