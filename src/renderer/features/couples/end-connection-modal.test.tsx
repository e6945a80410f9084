import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../tests/support/renderer/render';
import { EndConnectionModal } from './end-connection-modal';
import { partnerNameOf } from './partner-panel';

function renderModal(props: Partial<Parameters<typeof EndConnectionModal>[0]> = {}) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <EndConnectionModal
      opened
      partnerName="Jordan"
      working={false}
      error={null}
      onConfirm={onConfirm}
      onClose={onClose}
      {...props}
    />,
  );
  return { onConfirm, onClose };
}

describe('EndConnectionModal', () => {
  it('explains what ending the connection keeps and removes', async () => {
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'End your connection?' });
    expect(dialog).toHaveTextContent('You are about to end your connection with Jordan.');
    expect(dialog).toHaveTextContent('Each of you keeps your own survey answers.');
    expect(dialog).toHaveTextContent(
      "The couple's shared data (results, summary, adventures and dares) is removed from both of your views.",
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'End Connection' })).toBeEnabled();
  });

  it('says what becomes of the plan when told, and nothing about it before', async () => {
    const line =
      'The Annual plan stays with Jordan, who chose it; a couple you form later starts with its own free trial.';
    renderModal({ planLine: line });
    expect(await screen.findByRole('dialog')).toHaveTextContent(line);
  });

  it('confirms with End Connection and backs out with Cancel', async () => {
    const { onConfirm, onClose } = renderModal();
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'End Connection' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows a failure and holds Cancel while ending', async () => {
    renderModal({ working: true, error: 'Failed to end the connection' });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to end the connection');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});

describe('partnerNameOf', () => {
  const couple = {
    id: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
    player1Id: '11111111-1111-4111-8111-111111111111',
    player2Id: '22222222-2222-4222-8222-222222222222',
    player1Name: 'Sam',
    player2Name: 'Jordan',
    createdAt: '2025-01-01T00:00:00.000Z',
  };

  it('names whichever partner is not the caller', () => {
    expect(partnerNameOf(couple, couple.player1Id)).toBe('Jordan');
    expect(partnerNameOf(couple, couple.player2Id)).toBe('Sam');
  });
});
