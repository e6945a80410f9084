import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { aNotification, createMemoryFeed } from '../../../../tests/support/renderer/memory-feed';
import type { NotificationFeed } from '../../platform/types';
import { NotificationProvider, useNotifications } from './notification-provider';

const withFeed =
  (feed?: NotificationFeed) =>
  ({ children }: { children: ReactNode }) => (
    <NotificationProvider feed={feed}>{children}</NotificationProvider>
  );

afterEach(() => vi.restoreAllMocks());

describe('useNotifications', () => {
  it('throws outside NotificationProvider', () => {
    // React reports the render error too; keep the test output clean.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useNotifications())).toThrow(
      new Error('useNotifications must be used within NotificationProvider'),
    );
  });

  it('gives the feed’s notifications newest first, with the unread count', () => {
    const older = aNotification({ minutesAgo: 60, read: true });
    const newest = aNotification({ minutesAgo: 1 });
    const middle = aNotification({ minutesAgo: 10 });
    const feed = createMemoryFeed([older, newest, middle]);
    const { result } = renderHook(() => useNotifications(), { wrapper: withFeed(feed) });

    expect(result.current.notifications.map((n) => n.id)).toEqual([newest.id, middle.id, older.id]);
    expect(result.current.unreadCount).toBe(2);
    expect(result.current.loading).toBe(false);
  });

  it('follows the feed as it changes', () => {
    const feed = createMemoryFeed([], { loading: true });
    const { result } = renderHook(() => useNotifications(), { wrapper: withFeed(feed) });
    expect(result.current.loading).toBe(true);

    act(() => feed.set({ items: [aNotification(), aNotification()], loading: false }));
    expect(result.current.loading).toBe(false);
    expect(result.current.unreadCount).toBe(2);
  });

  it('passes the actions to the feed', async () => {
    const first = aNotification({ minutesAgo: 1 });
    const second = aNotification({ minutesAgo: 2 });
    const feed = createMemoryFeed([first, second]);
    const { result } = renderHook(() => useNotifications(), { wrapper: withFeed(feed) });

    await act(() => result.current.markAsRead(second.id));
    expect(result.current.unreadCount).toBe(1);
    await act(() => result.current.markAllAsRead());
    expect(result.current.unreadCount).toBe(0);
    await act(() => result.current.refresh());
    await act(() => result.current.clearAll());
    expect(result.current.notifications).toEqual([]);
    expect(feed.calls).toEqual([`markRead:${second.id}`, 'markAllRead', 'refresh', 'clear']);
  });

  it('uses the platform’s feed by default, empty with no stored token', () => {
    const { result } = renderHook(() => useNotifications(), { wrapper: withFeed() });
    expect(result.current.notifications).toEqual([]);
    expect(result.current.unreadCount).toBe(0);
    expect(result.current.loading).toBe(false);
  });
});
