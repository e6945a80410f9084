import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@shared/api/notifications';
import { FakeNotification, resetFakeElectron } from '../../tests/support/electron';
import { showNativeNotification } from './native-notifications';

beforeEach(() => resetFakeElectron());

const item = (actionUrl: string): Notification => ({
  id: '00000000-0000-4000-8000-000000000001',
  type: 'dare',
  icon: '🔥',
  title: 'A new dare',
  description: 'Blake sent you a dare.',
  createdAt: '2025-01-01T00:00:00.000Z',
  read: false,
  actionUrl,
});

const show = (actionUrl: string, onClick = vi.fn()) => ({
  onClick,
  notification: showNativeNotification(
    FakeNotification as never,
    item(actionUrl),
    onClick,
  ) as unknown as FakeNotification | null,
});

describe('native notifications', () => {
  it('show the notification’s title and description', () => {
    const { notification } = show('/dares');
    expect(FakeNotification.shown).toEqual([notification]);
    expect(notification?.title).toBe('A new dare');
    expect(notification?.body).toBe('Blake sent you a dare.');
  });

  it('give the in-app path when clicked', () => {
    const { notification, onClick } = show('/dares/123?from=notification');
    expect(onClick).not.toHaveBeenCalled();
    notification?.click();
    expect(onClick).toHaveBeenCalledWith('/dares/123?from=notification');
  });

  it.each(['https://evil.example/', '//evil.example/dares', 'dares', '/\\evil.example', ''])(
    'give null when clicked for an actionUrl that is not an in-app path (%s)',
    (actionUrl) => {
      const { notification, onClick } = show(actionUrl);
      notification?.click();
      expect(onClick).toHaveBeenCalledWith(null);
    },
  );

  it('show nothing where the desktop has no notifications', () => {
    FakeNotification.supported = false;
    expect(show('/dares').notification).toBeNull();
    expect(FakeNotification.shown).toEqual([]);
  });
});
