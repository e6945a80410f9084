import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import {
  aNotification,
  changesAsked,
  createMemoryNotifications,
  untilAnswered,
} from '../../../../tests/support/renderer/memory-notifications';
import {
  PARTNER_ID,
  playerTestToken,
  signInForTest,
} from '../../../../tests/support/renderer/session';
import { createQueryClient } from '../../lib/query-client';
import type { NotificationSource } from '../../platform/types';
import { NotificationProvider, useNotifications } from './notification-provider';

// The providers as the app nests them (src/renderer/app/provider.tsx), fresh for each test.
const withSource =
  (source?: NotificationSource) =>
  ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={createQueryClient()}>
      <JotaiProvider>
        <NotificationProvider source={source}>{children}</NotificationProvider>
      </JotaiProvider>
    </QueryClientProvider>
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

  it('gives the signed-in player’s notifications newest first, with the unread count', async () => {
    signInForTest();
    const older = aNotification({ minutesAgo: 60, read: true });
    const newest = aNotification({ minutesAgo: 1 });
    const middle = aNotification({ minutesAgo: 10 });
    const source = createMemoryNotifications([older, newest, middle]);
    const { result } = renderHook(() => useNotifications(), { wrapper: withSource(source) });
    expect(result.current.loading).toBe(true);

    await untilAnswered(source);
    expect(result.current.notifications.map((n) => n.id)).toEqual([newest.id, middle.id, older.id]);
    expect(result.current.unreadCount).toBe(2);
    expect(result.current.loading).toBe(false);
  });

  it('asks nothing while signed out, and shows nothing', async () => {
    const source = createMemoryNotifications([aNotification()]);
    const { result } = renderHook(() => useNotifications(), { wrapper: withSource(source) });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));

    expect(source.calls).toEqual([]);
    expect(result.current.notifications).toEqual([]);
    expect(result.current.loading).toBe(false);
  });

  it('never shows one player’s list to the next player signing in on this device', async () => {
    signInForTest();
    const source = createMemoryNotifications([aNotification(), aNotification()]);
    const { result } = renderHook(() => useNotifications(), { wrapper: withSource(source) });
    await untilAnswered(source);
    expect(result.current.unreadCount).toBe(2);

    // Another tab signs the partner in on this browser.
    source.hold();
    window.localStorage.setItem('token', playerTestToken(null, { sub: PARTNER_ID }));
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'token' })));
    await waitFor(() => expect(result.current.loading).toBe(true));
    expect(result.current.notifications).toEqual([]);
    // The partner's first read sends no ETag of Sam's list.
    expect(source.calls).toEqual(['read', 'read']);

    source.set([aNotification()]);
    source.release();
    await untilAnswered(source, 2);
    expect(result.current.unreadCount).toBe(1);
  });

  it('shows each change at once and reads the list again to confirm it', async () => {
    signInForTest();
    const first = aNotification({ minutesAgo: 1 });
    const second = aNotification({ minutesAgo: 2 });
    const source = createMemoryNotifications([first, second]);
    const { result } = renderHook(() => useNotifications(), { wrapper: withSource(source) });
    await untilAnswered(source);

    source.hold();
    // Held reads: what shows is the change itself, before any read confirms it.
    act(() => void result.current.markAsRead(second.id));
    await waitFor(() => expect(result.current.unreadCount).toBe(1));
    source.release();
    await untilAnswered(source, 2);
    expect(result.current.unreadCount).toBe(1);

    await act(() => result.current.markAllAsRead());
    await waitFor(() => expect(result.current.unreadCount).toBe(0));
    await act(() => result.current.clearAll());
    await waitFor(() => expect(result.current.notifications).toEqual([]));
    expect(changesAsked(source)).toEqual([`markRead:${second.id}`, 'markAllRead', 'clear']);
    // Each change was confirmed by a read of the server's list.
    expect(source.calls.filter((call) => call.startsWith('read'))).toHaveLength(4);
  });

  it('uses the platform’s notifications by default, empty with no stored token', () => {
    const { result } = renderHook(() => useNotifications(), { wrapper: withSource() });
    expect(result.current.notifications).toEqual([]);
    expect(result.current.unreadCount).toBe(0);
    expect(result.current.loading).toBe(false);
  });
});
