import { describe, expect, it } from 'vitest';
import { DISCREET_NOTIFICATION, discreetNotification } from './discreet-mode';

describe('discreetNotification', () => {
  it('replaces what the notification says, and keeps where it leads and its state', () => {
    const real = {
      id: '11111111-1111-4111-8111-111111111111',
      type: 'dare' as const,
      icon: '🔥',
      title: 'New dare from Alex',
      description: 'Alex sent you a spicy dare.',
      createdAt: '2026-01-01T00:00:00.000Z',
      read: false,
      actionUrl: '/dares',
    };
    expect(discreetNotification(real)).toEqual({
      ...real,
      type: 'message',
      icon: '🔔',
      title: 'You have something new in Velvet',
      description: DISCREET_NOTIFICATION.description,
    });
    // The stored notification is not changed.
    expect(real.title).toBe('New dare from Alex');
  });
});
