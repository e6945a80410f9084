import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADVENTURE_ERRORS, ADVENTURE_MESSAGES } from '@shared/domain/adventures';
import { renderWithProviders } from '../../../../tests/support/renderer/render';
import { COUPLE_ID, signInForTest } from '../../../../tests/support/renderer/session';
import { setApiBaseUrl } from '../../lib/http';
import { GeneratePanel } from './generate-panel';

const types = () => screen.getByRole('radiogroup', { name: /^Experience type/ });
const accessories = () => screen.getByRole('group', { name: /^Accessories/ });

// The server is unreachable in these tests.
beforeEach(() => {
  setApiBaseUrl('http://127.0.0.1:1');
  signInForTest(COUPLE_ID);
});
afterEach(() => setApiBaseUrl(''));

describe('GeneratePanel', () => {
  it('offers the six default types when the types cannot be read', async () => {
    renderWithProviders(<GeneratePanel coupleId={COUPLE_ID} onGenerated={vi.fn()} />);
    const romantic = await within(types()).findByRole(
      'radio',
      { name: 'Romantic' },
      { timeout: 5000 },
    );
    expect(romantic).not.toBeChecked();
    expect(
      within(types())
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['romantic', 'adventure', 'cultural', 'relaxation', 'learning', 'physical']);
  });

  it('offers twelve accessories, None standing alone', async () => {
    renderWithProviders(<GeneratePanel coupleId={COUPLE_ID} onGenerated={vi.fn()} />);
    const box = (name: string) => within(accessories()).getByRole('checkbox', { name });
    expect(within(accessories()).getAllByRole('checkbox')).toHaveLength(12);
    await userEvent.click(box('Candles'));
    await userEvent.click(box('Dice'));
    await userEvent.click(box('None'));
    expect(box('None')).toBeChecked();
    expect(box('Candles')).not.toBeChecked();
    expect(box('Dice')).not.toBeChecked();
    await userEvent.click(box('Wine'));
    expect(box('Wine')).toBeChecked();
    expect(box('None')).not.toBeChecked();
  });

  it('asks for a type first, then says when generating fails', async () => {
    const onGenerated = vi.fn();
    renderWithProviders(<GeneratePanel coupleId={COUPLE_ID} onGenerated={onGenerated} />);
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(screen.getByRole('alert')).toHaveTextContent(ADVENTURE_ERRORS.noType);

    await userEvent.click(
      await within(types()).findByRole('radio', { name: 'Cultural' }, { timeout: 5000 }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      ADVENTURE_MESSAGES.generateFailed,
    );
    expect(onGenerated).not.toHaveBeenCalled();
  });
});
