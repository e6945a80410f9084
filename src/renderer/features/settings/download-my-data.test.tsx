import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../tests/support/renderer/render';
import { signInForTest as signIn } from '../../../../tests/support/renderer/session';
import { setApiBaseUrl } from '../../lib/http';
import { DownloadMyData } from './download-my-data';

beforeEach(() => setApiBaseUrl('http://127.0.0.1:1'));
afterEach(() => setApiBaseUrl(''));

describe('DownloadMyData', () => {
  it("says what the file holds, never the partner's answers", () => {
    signIn();
    renderWithProviders(<DownloadMyData />);
    expect(screen.getByText(/Your partner's answers are never in it\./)).toBeVisible();
  });

  it('says so when the server cannot be reached', async () => {
    signIn();
    renderWithProviders(<DownloadMyData />);
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Could not reach Velvet. Check your connection and try again.',
    );
  });
});
