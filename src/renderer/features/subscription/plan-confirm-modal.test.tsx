import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../tests/support/renderer/render';
import type { PlanChange } from './plan-change';
import { PlanConfirmModal } from './plan-confirm-modal';

const change: PlanChange = {
  tier: 'Basic',
  title: 'Switch to Basic?',
  price: '$10 per month',
  changes: [
    'Your couple moves from Free Trial to Basic.',
    'No charge: payment integration is coming soon.',
  ],
};

function renderModal(props: Partial<Parameters<typeof PlanConfirmModal>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  renderWithProviders(
    <PlanConfirmModal
      change={change}
      working={false}
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onConfirm, onCancel };
}

describe('PlanConfirmModal', () => {
  it('names the plan and its price, and lists what changes', async () => {
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Switch to Basic?' });
    expect(dialog).toHaveTextContent('$10 per month');
    const items = within(within(dialog).getByRole('list', { name: 'What changes' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual(change.changes);
  });

  it('confirms with Confirm, and cancels with Cancel or Escape', async () => {
    const { onConfirm, onCancel } = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Switch to Basic?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('holds still while the change is made', async () => {
    const { onCancel } = renderModal({ working: true });
    const dialog = await screen.findByRole('dialog', { name: 'Switch to Basic?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('is closed without a change to ask about', () => {
    renderModal({ change: null });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
