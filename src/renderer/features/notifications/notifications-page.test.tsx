import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../../tests/support/renderer/render';
import {
  aNotification,
  changesAsked,
  createMemoryNotifications,
  untilAnswered,
  type MemoryNotifications,
} from '../../../../tests/support/renderer/memory-notifications';
import { signInForTest } from '../../../../tests/support/renderer/session';
import { NotificationsPage } from './notifications-page';

/** The page of a signed-in player, once the first read of `source` has shown. */
async function renderPage(source: MemoryNotifications, options: { answered?: boolean } = {}) {
  signInForTest();
  const view = renderRoutes(
    [{ path: '*', element: <NotificationsPage /> }],
    '/notifications',
    undefined,
    { notifications: source },
  );
  if (options.answered ?? true) await untilAnswered(source);
  return view;
}

const dare = () =>
  aNotification({ title: 'New dare', description: 'A dare is waiting.', minutesAgo: 5 });
const milestone = () =>
  aNotification({
    title: 'Milestone reached',
    type: 'milestone',
    actionUrl: '/dashboard',
    minutesAgo: 90,
  });
const message = () =>
  aNotification({ title: 'Old message', type: 'message', read: true, minutesAgo: 3000 });

const list = () => screen.getByRole('list', { name: /notifications$/ });
const titles = () =>
  within(list())
    .getAllByRole('link')
    .map((link) => link.querySelector('[data-notification-title]')?.textContent);

describe('NotificationsPage', () => {
  it('says when there are no notifications yet', async () => {
    await renderPage(createMemoryNotifications());
    expect(screen.getByText('No notifications yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Clear all' })).toBeDisabled();
  });

  it('lists everything newest first, each linking to its actionUrl', async () => {
    await renderPage(createMemoryNotifications([message(), dare(), milestone()]));
    expect(titles()).toEqual(['New dare, unread', 'Milestone reached, unread', 'Old message']);
    expect(
      within(list()).getByRole('link', { name: /^Milestone reached, unread / }),
    ).toHaveAttribute('href', '/dashboard');
    expect(within(list()).getByRole('link', { name: /^New dare, unread / })).toHaveTextContent(
      '5 min ago',
    );
  });

  it('filters All and Unread, with counts', async () => {
    await renderPage(createMemoryNotifications([dare(), milestone(), message()]));
    const all = screen.getByRole('radio', { name: 'All (3)' });
    expect(all).toBeChecked();

    await userEvent.click(screen.getByRole('radio', { name: 'Unread (2)' }));
    expect(titles()).toEqual(['New dare, unread', 'Milestone reached, unread']);

    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(screen.getByRole('radio', { name: 'Unread (0)' })).toBeChecked();
    expect(screen.getByText('No unread notifications')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'All (3)' }));
    expect(titles()).toEqual(['New dare', 'Milestone reached', 'Old message']);
  });

  it('marks one as read from its own button, offered only while unread', async () => {
    const first = dare();
    const source = createMemoryNotifications([first, message()]);
    await renderPage(source);
    expect(screen.getAllByRole('button', { name: /^Mark as read/ })).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Mark as read: New dare' }));
    expect(changesAsked(source)).toEqual([`markRead:${first.id}`]);
    expect(screen.queryByRole('button', { name: /^Mark as read/ })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Unread (0)' })).toBeInTheDocument();
  });

  it('marks a notification read when it is followed', async () => {
    const first = milestone();
    const source = createMemoryNotifications([first]);
    const { router } = await renderPage(source);

    await userEvent.click(screen.getByRole('link', { name: /^Milestone reached, unread / }));
    expect(changesAsked(source)).toEqual([`markRead:${first.id}`]);
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('clears all only after a confirmation', async () => {
    const source = createMemoryNotifications([dare(), message()]);
    await renderPage(source);

    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    let confirm = await screen.findByRole('dialog', { name: 'Clear all notifications?' });
    expect(confirm).toHaveTextContent('This removes all 2 of your notifications for good.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changesAsked(source)).toEqual([]);
    expect(titles()).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    confirm = await screen.findByRole('dialog', { name: 'Clear all notifications?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changesAsked(source)).toEqual(['clear']);
    expect(screen.getByText('No notifications yet')).toBeInTheDocument();
  });

  it('keeps the list and says so when clearing fails', async () => {
    const source = createMemoryNotifications([dare()]);
    source.failChanges = true;
    await renderPage(source);

    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    const confirm = await screen.findByRole('dialog', { name: 'Clear all notifications?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Clear all' }));
    expect(
      await screen.findByText('Could not clear your notifications. Please try again.'),
    ).toBeInTheDocument();
    expect(titles()).toEqual(['New dare, unread']);
  });

  it('shows that it is loading until the first answer', async () => {
    const source = createMemoryNotifications([dare()]);
    source.hold();
    await renderPage(source, { answered: false });
    expect(screen.getByRole('status')).toHaveTextContent('Loading notifications');
    expect(screen.queryByText('No notifications yet')).not.toBeInTheDocument();

    source.release();
    expect(await screen.findByRole('link', { name: /^New dare, unread / })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
