import { act, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { Notification } from '../../../src/renderer/features/notifications/notification-provider';
import type { NotificationSource } from '../../../src/renderer/platform/types';

export interface MemoryNotifications extends NotificationSource {
  /** The server's list: what the next read answers. */
  items: Notification[];
  /** Replaces the server's list, as the partner doing something would; a new ETag with it. */
  set(items: Notification[]): void;
  /**
   * What was asked, in order: 'read' (no ETag sent), 'read:<etag>', 'markRead:<id>',
   * 'markAllRead', 'clear'.
   */
  readonly calls: string[];
  /** How each read was answered, in order: 'list' or 'unchanged' (a 304). */
  readonly answers: string[];
  /** Makes the next changes fail, as a server refusing them would. */
  failChanges: boolean;
  /** Holds every read until `release()`, as a slow server would. */
  hold(): void;
  release(): void;
}

/**
 * The notifications of a server kept in memory, for tests and previews: a list with an ETag
 * that changes with it (a read sending the current one is answered "unchanged", as a 304 is),
 * and changes that apply to it or fail as told.
 */
export function createMemoryNotifications(items: Notification[] = []): MemoryNotifications {
  let version = 1;
  let held: Promise<void> | null = null;
  let releaseHeld = () => {};
  const etag = () => `"v${version}"`;

  const source: MemoryNotifications = {
    items,
    calls: [],
    answers: [],
    failChanges: false,
    set(next) {
      source.items = next;
      version += 1;
    },
    hold() {
      held = new Promise((resolve) => (releaseHeld = resolve));
    },
    release() {
      held = null;
      releaseHeld();
    },
    async read(sent) {
      source.calls.push(sent ? `read:${sent}` : 'read');
      if (held) await held;
      const unchanged = sent === etag();
      source.answers.push(unchanged ? 'unchanged' : 'list');
      return unchanged
        ? { kind: 'unchanged' }
        : { kind: 'list', items: source.items, etag: etag() };
    },
    markRead: (id) =>
      change(`markRead:${id}`, (list) => list.map((n) => (n.id === id ? { ...n, read: true } : n))),
    markAllRead: () => change('markAllRead', (list) => list.map((n) => ({ ...n, read: true }))),
    clear: () => change('clear', () => []),
  };

  async function change(call: string, apply: (list: Notification[]) => Notification[]) {
    source.calls.push(call);
    await Promise.resolve();
    if (source.failChanges) throw new Error(`${call} failed`);
    source.set(apply(source.items));
  }

  return source;
}

/** The changes asked of the source, reads left out. */
export const changesAsked = (source: MemoryNotifications) =>
  source.calls.filter((call) => !call.startsWith('read'));

/** Waits until the source answered `count` reads and the screens were told. */
export async function untilAnswered(source: MemoryNotifications, count = 1) {
  await waitFor(() => expect(source.answers.length).toBeGreaterThanOrEqual(count));
  // TanStack Query tells the screens a moment after the answer.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

let sequence = 0;

/** A notification created `minutesAgo` minutes ago; unread unless said otherwise. */
export function aNotification(
  overrides: Partial<Notification> & { minutesAgo?: number } = {},
): Notification {
  const { minutesAgo = 5, ...rest } = overrides;
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    type: 'dare',
    icon: '🔥',
    title: `Notification ${sequence}`,
    description: `Something happened (${sequence}).`,
    createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    read: false,
    actionUrl: '/dares',
    ...rest,
  };
}

/** `count` notifications, `unread` of them unread, newest first. */
export function manyNotifications(count: number, unread = count): Notification[] {
  return Array.from({ length: count }, (_, index) =>
    aNotification({ minutesAgo: index + 1, read: index >= unread }),
  );
}
