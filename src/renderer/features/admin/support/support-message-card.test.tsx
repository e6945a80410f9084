import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminSupportMessage } from '@shared/api/support';
import { renderWithProviders } from '../../../../../tests/support/renderer/render';
import { SupportMessageCard } from './support-message-card';

const open: AdminSupportMessage = {
  id: '0b9f1c2e-3d4a-4b5c-8d6e-7f8a9b0c1d2e',
  name: 'Jordan Vale',
  email: 'jordan@example.com',
  subject: 'Where are our results?',
  message: 'We both finished.\nNothing shows.',
  playerId: null,
  createdAt: '2025-10-02T09:30:00.000Z',
  handledAt: null,
  handledByName: null,
};

describe('SupportMessageCard', () => {
  it('shows who wrote, what they said, and a reply link', () => {
    renderWithProviders(
      <SupportMessageCard message={open} canMarkHandled marking={false} onMarkHandled={vi.fn()} />,
    );
    expect(screen.getByRole('heading', { name: 'Where are our results?' })).toBeInTheDocument();
    expect(screen.getByText(/From Jordan Vale <jordan@example\.com>/)).toBeInTheDocument();
    expect(screen.getByText(/Nothing shows\./)).toBeInTheDocument();
    expect(screen.getByText('Open')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
      'href',
      'mailto:jordan@example.com?subject=Re%3A%20Where%20are%20our%20results%3F',
    );
  });

  it('offers Mark handled to an Admin, and calls it', async () => {
    const onMarkHandled = vi.fn();
    renderWithProviders(
      <SupportMessageCard
        message={open}
        canMarkHandled
        marking={false}
        onMarkHandled={onMarkHandled}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mark handled' }));
    expect(onMarkHandled).toHaveBeenCalledOnce();
  });

  it('offers nothing to mark to a User', () => {
    renderWithProviders(
      <SupportMessageCard
        message={open}
        canMarkHandled={false}
        marking={false}
        onMarkHandled={vi.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Mark handled' })).toBeNull();
  });

  it('says who handled it and when, with nothing left to mark', () => {
    const handled = {
      ...open,
      handledAt: '2025-10-02T11:00:00.000Z',
      handledByName: 'Avery Admin',
    };
    renderWithProviders(
      <SupportMessageCard
        message={handled}
        canMarkHandled
        marking={false}
        onMarkHandled={vi.fn()}
      />,
    );
    expect(screen.getByText('Handled')).toBeInTheDocument();
    expect(
      screen.getByText(`Handled by Avery Admin on ${new Date(handled.handledAt).toLocaleString()}`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark handled' })).toBeNull();
  });
});
