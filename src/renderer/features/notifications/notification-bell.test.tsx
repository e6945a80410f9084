import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../../tests/support/renderer/render';
import {
  aNotification,
  changesAsked,
  createMemoryNotifications,
  manyNotifications,
  untilAnswered,
  type MemoryNotifications,
} from '../../../../tests/support/renderer/memory-notifications';
import { signInForTest } from '../../../../tests/support/renderer/session';
import { list as listNotifications } from '@shared/api/routes/notifications';
import { invalidateRoutes } from '../../lib/route-query';
import { notificationsQueryKey } from './api';
import { NotificationBell } from './notification-bell';
import { pressTopBarButton } from '../../../../tests/support/renderer/top-bar';

/** The bell of a signed-in player, once the first read of `source` has shown. */
async function renderBell(source: MemoryNotifications, options: { answered?: boolean } = {}) {
  signInForTest();
  const view = renderRoutes(
    [{ path: '*', element: <NotificationBell /> }],
    '/dashboard',
    undefined,
    {
      notifications: source,
    },
  );
  if (options.answered ?? true) await untilAnswered(source);
  return view;
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
  ])('with %i unread shows the badge %s', async (unread, label, name) => {
    await renderBell(createMemoryNotifications(manyNotifications(Math.max(unread, 3), unread)));
    expect(bell()).toHaveAccessibleName(name);
    if (label === 'none') expect(badge()).not.toBeInTheDocument();
    else expect(badge()).toHaveTextContent(new RegExp(`^${label.replace('+', '\\+')}$`));
  });

  it('says when there are no notifications yet', async () => {
    await renderBell(createMemoryNotifications());
    const dropdown = await openBell();
    expect(await within(dropdown).findByText('No notifications yet')).toBeInTheDocument();
    expect(within(dropdown).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('shows that it is loading until the first answer', async () => {
    const source = createMemoryNotifications();
    source.hold();
    await renderBell(source, { answered: false });
    const dropdown = await openBell();
    expect(within(dropdown).getByRole('status')).toHaveTextContent('Loading notifications');
    expect(within(dropdown).queryByText('No notifications yet')).not.toBeInTheDocument();
    source.release();
  });

  it('shows what arrived once its query is invalidated, as a change event does', async () => {
    const source = createMemoryNotifications(manyNotifications(2, 1));
    const { queryClient } = await renderBell(source);
    expect(bell()).toHaveAccessibleName('Notifications, 1 unread');

    source.set([aNotification({ title: 'New dare', minutesAgo: 0 }), ...source.items]);
    await act(() => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    const dropdown = await openBell();
    expect(within(dropdown).getAllByRole('link')[0]).toHaveAccessibleName(/^New dare, unread /);
  });

  it('is read again by a write that lists the notifications route in what it invalidates', async () => {
    const source = createMemoryNotifications();
    const { queryClient } = await renderBell(source);

    source.set(manyNotifications(3));
    await act(() => invalidateRoutes(queryClient, [listNotifications]));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 3 unread'));
  });

  it('keeps the list it has when the server answers that nothing changed (304)', async () => {
    const source = createMemoryNotifications(manyNotifications(3, 2));
    const { queryClient } = await renderBell(source);

    await act(() => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }));
    await untilAnswered(source, 2);
    // The second read sent the first answer's ETag and was told nothing changed.
    expect(source.calls).toEqual(['read', 'read:"v1"']);
    expect(source.answers).toEqual(['list', 'unchanged']);
    expect(bell()).toHaveAccessibleName('Notifications, 2 unread');
    const dropdown = await openBell();
    expect(within(dropdown).getAllByRole('link', { name: /^Notification \d+/ })).toHaveLength(3);
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
    await renderBell(createMemoryNotifications([older, newer]));
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
    await renderBell(
      createMemoryNotifications([reminder, aNotification({ title: 'New dare', minutesAgo: 9 })]),
    );
    const dropdown = await openBell();
    const items = within(dropdown).getAllByRole('link');
    expect(items[0]).toHaveAccessibleName(/^Your dare expires soon · 3 times, unread/);
    expect(items[1]).not.toHaveTextContent('times');
  });

  it('marks a chosen notification read and goes to its actionUrl', async () => {
    const dare = aNotification({ title: 'New dare', actionUrl: '/dares' });
    const source = createMemoryNotifications([dare, aNotification({ minutesAgo: 30 })]);
    const { router } = await renderBell(source);
    const dropdown = await openBell();

    await userEvent.click(within(dropdown).getByRole('link', { name: /^New dare, unread / }));
    expect(changesAsked(source)).toEqual([`markRead:${dare.id}`]);
    expect(router.state.location.pathname).toBe('/dares');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bell()).toHaveAccessibleName('Notifications, 1 unread');
  });

  it('marks all as read', async () => {
    const source = createMemoryNotifications(manyNotifications(3, 2));
    await renderBell(source);
    expect(badge()).toHaveTextContent('2');
    const dropdown = await openBell();

    await userEvent.click(within(dropdown).getByRole('button', { name: 'Mark all as read' }));
    expect(changesAsked(source)).toEqual(['markAllRead']);
    expect(badge()).not.toBeInTheDocument();
    expect(bell()).toHaveAccessibleName('Notifications');
    expect(within(dropdown).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('puts the list back and says so when marking all as read fails', async () => {
    const source = createMemoryNotifications(manyNotifications(2));
    source.failChanges = true;
    await renderBell(source);
    const dropdown = await openBell();

    await userEvent.click(within(dropdown).getByRole('button', { name: 'Mark all as read' }));
    expect(
      await screen.findByText('Could not mark your notifications as read. Please try again.'),
    ).toBeInTheDocument();
    expect(badge()).toHaveTextContent('2');
  });

  it('goes to the full list from View all notifications', async () => {
    const { router } = await renderBell(createMemoryNotifications(manyNotifications(2)));
    const dropdown = await openBell();

    await userEvent.click(within(dropdown).getByRole('link', { name: 'View all notifications' }));
    expect(router.state.location.pathname).toBe('/notifications');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('works from the keyboard: arrows between items, Escape closes and returns focus', async () => {
    await renderBell(createMemoryNotifications(manyNotifications(3, 0)));
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
