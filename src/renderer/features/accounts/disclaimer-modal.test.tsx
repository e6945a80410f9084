import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../tests/support/renderer/render';
import { DisclaimerModal } from './disclaimer-modal';

describe('DisclaimerModal', () => {
  it('will not go on until the disclaimer is ticked', async () => {
    const user = userEvent.setup({ delay: null });
    const onAgreed = vi.fn(async () => {});
    renderWithProviders(
      <DisclaimerModal opened email="sam@example.com" onAgreed={onAgreed} onCancel={vi.fn()} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Disclaimer' });
    expect(within(dialog).getByText(/adults aged 18 and over only/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'I Agree' }));

    expect(
      await within(dialog).findByText('You must agree to the disclaimer to continue'),
    ).toHaveAttribute('role', 'alert');
    expect(onAgreed).not.toHaveBeenCalled();

    await user.click(
      within(dialog).getByRole('checkbox', { name: 'I have read and agree to the disclaimer' }),
    );
    expect(
      within(dialog).queryByText('You must agree to the disclaimer to continue'),
    ).not.toBeInTheDocument();
  });

  it('cancels', async () => {
    const user = userEvent.setup({ delay: null });
    const onCancel = vi.fn();
    renderWithProviders(
      <DisclaimerModal opened email="sam@example.com" onAgreed={vi.fn()} onCancel={onCancel} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Disclaimer' });

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(onCancel).toHaveBeenCalledOnce();
  });
});
