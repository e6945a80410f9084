import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../../tests/support/renderer/render';
import {
  aNotification,
  createMemoryFeed,
  manyNotifications,
  type MemoryFeed,
} from '../../../../tests/support/renderer/memory-feed';
import { NotificationProvider } from './notification-provider';
import { NotificationBell } from './notification-bell';
import { pressTopBarButton } from '../../../../tests/support/renderer/top-bar';

function renderBell(feed: MemoryFeed) {
  return renderRoutes(
    [
      {
        path: '*',
        element: (
          <NotificationProvider feed={feed}>
            <NotificationBell />
          </NotificationProvider>
        ),
      },
    ],
    '/dashboard',
  );
}

const bell = () => screen.getByRole('button', { name: /^Notifications/ });
const badge = () => screen.queryByTestId('notification-badge');

async function openBell() {
  pressTopBarButton(/^Notifications/);
  return screen.findByRole('dialog', { name: 'Notifications' });
}

describe('NotificationBell', () => {
  it.each([
    [0, 'none', 'Notifications'],
    [5, '5', 'Notifications, 5 unread'],
    [99, '99', 'Notifications, 99 unread'],
    [100, '99+', 'Notifications, 100 unread'],
  ])('with %i unread shows the badge %s', (unread, label, name) => {
    renderBell(createMemoryFeed(manyNotifications(Math.max(unread, 3), unread)));
    expect(bell()).toHaveAccessibleName(name);
    if (label === 'none') expect(badge()).not.toBeInTheDocument();
    else expect(badge()).toHaveTextContent(new RegExp(`^${label.replace('+', '\\+')}$`));
  });

  it('says when there are no notifications yet', async () => {
    renderBell(createMemoryFeed());
    const dropdown = await openBell();
    expect(within(dropdown).getByText('No notifications yet')).toBeInTheDocument();
    expect(within(dropdown).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('shows that it is loading until the first answer', async () => {
    const feed = createMemoryFeed([], { loading: true });
    renderBell(feed);
    const dropdown = await openBell();
    expect(within(dropdown).getByRole('status')).toHaveTextContent('Loading notifications');
    expect(within(dropdown).queryByText('No notifications yet')).not.toBeInTheDocument();
  });

  it('lists the notifications newest first, with how long ago and whether unread', async () => {
    const older = aNotification({
      title: 'Challenge complete',
      description: 'You both finished it.',
      minutesAgo: 180,
      read: true,
      type: 'challenge',
    });
    const newer = aNotification({
      title: 'New dare',
      description: 'Your partner sent you a dare.',
      minutesAgo: 5,
    });
    renderBell(createMemoryFeed([older, newer]));
    const dropdown = await openBell();

    const list = within(dropdown).getByRole('list', { name: 'Latest notifications' });
    const items = within(list).getAllByRole('link');
    // Each is named by all the text it shows, the unread state spoken after the title.
    expect(items[0]).toHaveAccessibleName(
      'New dare, unread Your partner sent you a dare. 5 min ago',
    );
    expect(items[1]).toHaveAccessibleName('Challenge complete You both finished it. 3 hours ago');
    expect(items[1]).toHaveTextContent('3 hours ago');
    expect(items[0]!.querySelector('[data-unread-dot]')).not.toBeNull();
    expect(items[1]!.querySelector('[data-unread-dot]')).toBeNull();
  });

  it('says how many notices a line stands for when it is more than one', async () => {
    const reminder = aNotification({ title: 'Your dare expires soon', count: 3 });
    renderBell(createMemoryFeed([reminder, aNotification({ title: 'New dare', minutesAgo: 9 })]));
    const dropdown = await openBell();
    const items = within(dropdown).getAllByRole('link');
    expect(items[0]).toHaveAccessibleName(/^Your dare expires soon · 3 times, unread/);
    expect(items[1]).not.toHaveTextContent('times');
  });

  it('marks a chosen notification read and goes to its actionUrl', async () => {
    const dare = aNotification({ title: 'New dare', actionUrl: '/dares' });
    const feed = createMemoryFeed([dare, aNotification({ minutesAgo: 30 })]);
    const { router } = renderBell(feed);
    const dropdown = await openBell();

    await userEvent.click(within(dropdown).getByRole('link', { name: /^New dare, unread / }));
    expect(feed.calls).toEqual([`markRead:${dare.id}`]);
    expect(router.state.location.pathname).toBe('/dares');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bell()).toHaveAccessibleName('Notifications, 1 unread');
  });

  it('marks all as read', async () => {
    const feed = createMemoryFeed(manyNotifications(3, 2));
    renderBell(feed);
    expect(badge()).toHaveTextContent('2');
    const dropdown = await openBell();

    await userEvent.click(within(dropdown).getByRole('button', { name: 'Mark all as read' }));
    expect(feed.calls).toEqual(['markAllRead']);
    expect(badge()).not.toBeInTheDocument();
    expect(bell()).toHaveAccessibleName('Notifications');
    expect(within(dropdown).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('puts the list back and says so when marking all as read fails', async () => {
    const feed = createMemoryFeed(manyNotifications(2));
    feed.failChanges = true;
    renderBell(feed);
    const dropdown = await openBell();

    await userEvent.click(within(dropdown).getByRole('button', { name: 'Mark all as read' }));
    expect(
      await screen.findByText('Could not mark your notifications as read. Please try again.'),
    ).toBeInTheDocument();
    expect(badge()).toHaveTextContent('2');
  });

  it('goes to the full list from View all notifications', async () => {
    const { router } = renderBell(createMemoryFeed(manyNotifications(2)));
    const dropdown = await openBell();

    await userEvent.click(within(dropdown).getByRole('link', { name: 'View all notifications' }));
    expect(router.state.location.pathname).toBe('/notifications');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('works from the keyboard: arrows between items, Escape closes and returns focus', async () => {
    renderBell(createMemoryFeed(manyNotifications(3, 0)));
    bell().focus();
    await userEvent.keyboard('{Enter}');
    const dropdown = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(bell()).toHaveAttribute('aria-expanded', 'true');

    const items = within(dropdown).getAllByRole('link', { name: /^Notification \d+ / });
    items[0]!.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(items[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(items[2]).toHaveFocus();
    await userEvent.tab();
    expect(within(dropdown).getByRole('link', { name: 'View all notifications' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bell()).toHaveAttribute('aria-expanded', 'false');
    expect(bell()).toHaveFocus();
  });
});
