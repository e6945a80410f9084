import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INTENT_MESSAGES } from '@shared/domain/intent';
import { renderWithProviders } from '../../../../tests/support/renderer/render';
import { signInForTest } from '../../../../tests/support/renderer/session';
import { NETWORK_ERROR_MESSAGE, setApiBaseUrl } from '../../lib/http';
import { IntentPage } from './intent-page';

// The server is unreachable in these tests.
beforeEach(() => {
  setApiBaseUrl('http://127.0.0.1:1');
  signInForTest();
});
afterEach(() => setApiBaseUrl(''));

describe('IntentPage', () => {
  it('says the preferences are private, even without a couple', () => {
    renderWithProviders(<IntentPage />);
    expect(screen.getByText(/private to you: your partner never sees them/)).toBeVisible();
    expect(screen.getByText('Loading your preferences…')).toBeInTheDocument();
  });

  it('says what failed to load, each with a Retry', async () => {
    renderWithProviders(<IntentPage />);
    const options = await screen.findByRole(
      'alert',
      { name: INTENT_MESSAGES.optionsFailed },
      { timeout: 5000 },
    );
    expect(
      screen.getAllByRole('alert', { name: INTENT_MESSAGES.loadFailed(NETWORK_ERROR_MESSAGE) }),
    ).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Save Preferences' })).toBeNull();

    await userEvent.click(within(options).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(options).not.toBeInTheDocument());
    expect(
      await screen.findByRole('alert', { name: INTENT_MESSAGES.optionsFailed }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
