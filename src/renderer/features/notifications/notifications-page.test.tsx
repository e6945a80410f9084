import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../../tests/support/renderer/render';
import { NotificationProvider } from './notification-provider';
import {
  aNotification,
  createMemoryFeed,
  type MemoryFeed,
} from '../../../../tests/support/renderer/memory-feed';
import { NotificationsPage } from './notifications-page';

function renderPage(feed: MemoryFeed) {
  return renderRoutes(
    [
      {
        path: '*',
        element: (
          <NotificationProvider feed={feed}>
            <NotificationsPage />
          </NotificationProvider>
        ),
      },
    ],
    '/notifications',
  );
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
  it('says when there are no notifications yet', () => {
    renderPage(createMemoryFeed());
    expect(screen.getByText('No notifications yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Clear all' })).toBeDisabled();
  });

  it('lists everything newest first, each linking to its actionUrl', () => {
    renderPage(createMemoryFeed([message(), dare(), milestone()]));
    expect(titles()).toEqual(['New dare, unread', 'Milestone reached, unread', 'Old message']);
    expect(
      within(list()).getByRole('link', { name: /^Milestone reached, unread / }),
    ).toHaveAttribute('href', '/dashboard');
    expect(within(list()).getByRole('link', { name: /^New dare, unread / })).toHaveTextContent(
      '5 min ago',
    );
  });

  it('filters All and Unread, with counts', async () => {
    renderPage(createMemoryFeed([dare(), milestone(), message()]));
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
    const feed = createMemoryFeed([first, message()]);
    renderPage(feed);
    expect(screen.getAllByRole('button', { name: /^Mark as read/ })).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Mark as read: New dare' }));
    expect(feed.calls).toEqual([`markRead:${first.id}`]);
    expect(screen.queryByRole('button', { name: /^Mark as read/ })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Unread (0)' })).toBeInTheDocument();
  });

  it('marks a notification read when it is followed', async () => {
    const first = milestone();
    const feed = createMemoryFeed([first]);
    const { router } = renderPage(feed);

    await userEvent.click(screen.getByRole('link', { name: /^Milestone reached, unread / }));
    expect(feed.calls).toEqual([`markRead:${first.id}`]);
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('clears all only after a confirmation', async () => {
    const feed = createMemoryFeed([dare(), message()]);
    renderPage(feed);

    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    let confirm = await screen.findByRole('dialog', { name: 'Clear all notifications?' });
    expect(confirm).toHaveTextContent('This removes all 2 of your notifications for good.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(feed.calls).toEqual([]);
    expect(titles()).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    confirm = await screen.findByRole('dialog', { name: 'Clear all notifications?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(feed.calls).toEqual(['clear']);
    expect(screen.getByText('No notifications yet')).toBeInTheDocument();
  });

  it('keeps the list and says so when clearing fails', async () => {
    const feed = createMemoryFeed([dare()]);
    feed.failChanges = true;
    renderPage(feed);

    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    const confirm = await screen.findByRole('dialog', { name: 'Clear all notifications?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Clear all' }));
    expect(
      await screen.findByText('Could not clear your notifications. Please try again.'),
    ).toBeInTheDocument();
    expect(titles()).toEqual(['New dare, unread']);
  });

  it('shows that it is loading until the first answer', () => {
    renderPage(createMemoryFeed([], { loading: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading notifications');
    expect(screen.queryByText('No notifications yet')).not.toBeInTheDocument();
  });
});
