import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DISPLAY_NAME_MAX_LENGTH } from '@shared/domain/accounts';
import { aPlayerRecord } from '../../../../tests/support/renderer/player-record';
import { renderWithProviders } from '../../../../tests/support/renderer/render';
import { signInForTest } from '../../../../tests/support/renderer/session';
import { setApiBaseUrl } from '../../lib/http';
import { ProfileForm } from './profile-form';

// The server is unreachable in these tests.
beforeEach(() => setApiBaseUrl('http://127.0.0.1:1'));
afterEach(() => setApiBaseUrl(''));

describe('ProfileForm', () => {
  it('says a nickname kept from before the limit is too long, and sends nothing', async () => {
    signInForTest();
    const onSaved = vi.fn();
    const nickname = 'n'.repeat(DISPLAY_NAME_MAX_LENGTH + 1);
    renderWithProviders(
      <ProfileForm player={aPlayerRecord({ nickname })} onSaved={onSaved} onCancel={() => {}} />,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Nickname is too long.')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('textbox', { name: 'Nickname (optional)' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.queryByText(/Failed to save profile/)).not.toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('sends a nickname within the limit, and says why the save failed', async () => {
    signInForTest();
    const nickname = 'n'.repeat(DISPLAY_NAME_MAX_LENGTH);
    renderWithProviders(
      <ProfileForm player={aPlayerRecord({ nickname })} onSaved={() => {}} onCancel={() => {}} />,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText(/^Failed to save profile: /, {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.queryByText('Nickname is too long.')).not.toBeInTheDocument();
  });

  it('shows a self-description to edit, and asks for one when it is emptied', async () => {
    signInForTest();
    const onSaved = vi.fn();
    renderWithProviders(
      <ProfileForm
        player={aPlayerRecord({ gender: 4, genderDescription: 'Agender' })}
        onSaved={onSaved}
        onCancel={() => {}}
      />,
    );

    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveValue('Prefer to self-describe');
    const words = screen.getByRole('textbox', { name: 'Your gender, in your words' });
    expect(words).toHaveValue('Agender');
    await userEvent.clear(words);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Please describe your gender, or choose another option.'),
    ).toHaveAttribute('role', 'alert');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('hides the description field for the other choices', () => {
    signInForTest();
    renderWithProviders(
      <ProfileForm player={aPlayerRecord({ gender: 3 })} onSaved={() => {}} onCancel={() => {}} />,
    );
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveValue('Non-binary');
    expect(
      screen.queryByRole('textbox', { name: 'Your gender, in your words' }),
    ).not.toBeInTheDocument();
  });
});
