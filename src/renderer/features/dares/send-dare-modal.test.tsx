import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DARE_ERRORS, DARE_MESSAGES } from '@shared/domain/dares';
import { renderWithProviders } from '../../../../tests/support/renderer/render';
import { COUPLE_ID, PARTNER_ID, signIn } from '../../../../tests/support/renderer/couple-session';
import { NETWORK_ERROR_MESSAGE, setApiBaseUrl } from '../../lib/http';
import { DARE_TEXTS } from './messages';
import { DifficultyField, SendDareModal } from './send-dare-modal';

const radio = (name: RegExp) => screen.getByRole('radio', { name });

// The server is unreachable in these tests.
beforeEach(() => {
  setApiBaseUrl('http://127.0.0.1:1');
  signIn(COUPLE_ID);
});
afterEach(() => setApiBaseUrl(''));

describe('DifficultyField', () => {
  it('offers the four difficulties with their points, and disables those above the level with the reason', () => {
    renderWithProviders(
      <DifficultyField level="Playful" value={null} onChange={vi.fn()} error={null} />,
    );
    const group = screen.getByRole('radiogroup', { name: /^Difficulty/ });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((choice) => choice.getAttribute('value')),
    ).toEqual(['romantic', 'naughty', 'hot', 'spicy']);
    expect(radio(/^Romantic · 1 point$/)).toBeEnabled();
    expect(radio(/^Naughty · 2 points$/)).toBeEnabled();
    expect(radio(/^Hot · 3 points$/)).toBeDisabled();
    expect(radio(/^Spicy · 4 points$/)).toBeDisabled();
    expect(radio(/^Hot · 3 points$/)).toHaveAccessibleDescription(
      'Hot dares open at the Adventurous level; your journey is at Playful.',
    );
    expect(group).toHaveTextContent(
      'Hot dares open at the Adventurous level; your journey is at Playful.',
    );
    expect(group).toHaveTextContent(
      'Spicy dares open at the Intense level; your journey is at Playful.',
    );
    expect(group).not.toHaveTextContent('Naughty dares open');
    expect(screen.getByText('Your journey is at Playful.')).toBeVisible();
  });

  it('opens every difficulty at Intense', () => {
    renderWithProviders(
      <DifficultyField level="Intense" value={null} onChange={vi.fn()} error={null} />,
    );
    for (const choice of screen.getAllByRole('radio')) expect(choice).toBeEnabled();
  });
});

describe('SendDareModal', () => {
  function renderModal() {
    const onSent = vi.fn();
    renderWithProviders(
      <SendDareModal
        opened
        onClose={vi.fn()}
        coupleId={COUPLE_ID}
        receiverId={PARTNER_ID}
        onSent={onSent}
      />,
    );
    return { dialog: screen.getByRole('dialog', { name: 'Send a Dare' }), onSent };
  }

  it('offers every difficulty when the level cannot be read, asks for one, and shows why sending failed', async () => {
    const { dialog, onSent } = renderModal();
    expect(within(dialog).getByLabelText('Loading your journey level')).toBeInTheDocument();
    expect(
      await within(dialog).findByText(
        /Your journey level could not be read/,
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    for (const choice of within(dialog).getAllByRole('radio')) expect(choice).toBeEnabled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Dare' }));
    expect(dialog).toHaveTextContent('Please choose a difficulty.');

    await userEvent.click(within(dialog).getByRole('radio', { name: /^Spicy/ }));
    expect(dialog).not.toHaveTextContent('Please choose a difficulty.');
    // The candidates cannot be fetched either: the sender is told, and may write their own.
    expect(
      await within(dialog).findByText(DARE_MESSAGES.optionsFailed, {}, { timeout: 5000 }),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Dare' }));
    expect(dialog).toHaveTextContent(DARE_TEXTS.chooseDare);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Write my own' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Dare' }));
    expect(dialog).toHaveTextContent(DARE_ERRORS.customEmpty);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Your own dare/ }),
      'Dance with me in the kitchen.',
    );
    expect(dialog).not.toHaveTextContent(DARE_ERRORS.customEmpty);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Dare' }));
    const alert = await within(dialog).findByText(
      DARE_MESSAGES.generateFailed,
      {},
      { timeout: 5000 },
    );
    expect(alert.closest('[role="alert"]')).toHaveTextContent(NETWORK_ERROR_MESSAGE);
    expect(onSent).not.toHaveBeenCalled();
  });
});
