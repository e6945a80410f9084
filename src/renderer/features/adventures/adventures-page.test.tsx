import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADVENTURE_MESSAGES } from '@shared/domain/adventures';
import { renderRoutes } from '../../../../tests/support/renderer/render';
import { COUPLE_ID, signInForTest } from '../../../../tests/support/renderer/session';
import { setApiBaseUrl } from '../../lib/http';
import { AdventuresPage } from './adventures-page';

const renderPage = (path = '/adventures') =>
  renderRoutes(
    [
      { path: '/adventures', element: <AdventuresPage /> },
      { path: '/account-profile', element: <p>Account Profile screen</p> },
    ],
    path,
  );

// The server is unreachable in these tests.
beforeEach(() => setApiBaseUrl('http://127.0.0.1:1'));
afterEach(() => setApiBaseUrl(''));

describe('AdventuresPage', () => {
  it('asks a player without a couple to connect with a partner', async () => {
    signInForTest();
    const { router } = renderPage();
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('You must be connected with a partner to plan adventures');
    expect(screen.queryByRole('tablist')).toBeNull();
    await userEvent.click(within(notice).getByRole('link', { name: 'Go to Account Profile' }));
    expect(router.state.location.pathname).toBe('/account-profile');
  });

  it('opens on Draft and says when the adventures fail to load, with a Retry', async () => {
    signInForTest(COUPLE_ID);
    renderPage();
    expect(
      within(screen.getByRole('tablist'))
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Draft', 'Planned', 'Completed', 'Declined', 'Generate Adventure']);
    expect(screen.getByRole('tab', { name: 'Draft' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Loading adventures…')).toBeInTheDocument();

    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent(ADVENTURE_MESSAGES.loadFailed);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(alert).not.toBeInTheDocument());
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      ADVENTURE_MESSAGES.loadFailed,
    );
  });

  it('moves between tabs with the arrow keys, keeping the tab in the address', async () => {
    signInForTest(COUPLE_ID);
    const { router } = renderPage();
    screen.getByRole('tab', { name: 'Draft' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Planned' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Planned' })).toHaveFocus();
    expect(router.state.location.search).toBe('?tab=planned');
  });

  it('opens the tab a link names, such as Generate Adventure', async () => {
    signInForTest(COUPLE_ID);
    renderPage('/adventures?tab=generate');
    expect(screen.getByRole('tab', { name: 'Generate Adventure' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = screen.getByRole('tabpanel', { name: 'Generate Adventure' });
    expect(within(panel).getByRole('radiogroup', { name: /^Experience type/ })).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Generate' })).toBeEnabled();
  });
});
