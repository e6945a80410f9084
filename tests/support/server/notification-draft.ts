import { randomUUID } from 'node:crypto';
import { FieldCipher } from '../../../src/server/crypto/field-cipher';
import type { Mailer } from '../../../src/server/mail/mailer';
import {
  openNoticeTexts,
  sealNoticeTexts,
} from '../../../src/server/modules/notifications/notice-texts';
import {
  createNotifier,
  type NotificationDraft,
} from '../../../src/server/modules/notifications/notifier';
import { TEST_KEYRING } from './test-app';

/** A notification as a module would draft it, told apart from others by its title. */
export const notificationDraft = (title: string): NotificationDraft => ({
  type: 'message',
  icon: '💌',
  title,
  description: `${title}, described`,
  actionUrl: '/dashboard',
});

/** The test app's cipher: what it seals, the app opens. */
const testCipher = new FieldCipher(TEST_KEYRING);

/** A notifier as the test app builds one, for notices no route sends. */
export const testNotifier = (mailer: Mailer) =>
  createNotifier({ mailer, publicUrl: 'http://velvet.test', cipher: testCipher });

/**
 * A notification row for `playerId` as the notifier stores it (texts sealed for its id), for
 * tests that write the table on a connection of their own.
 */
export function storedNotification(playerId: string, draft: NotificationDraft) {
  const id = randomUUID();
  return { id, playerId, ...draft, ...sealNoticeTexts(testCipher, id, draft) };
}

/** A stored notification's texts, opened as the app opens them. */
export const openedNotification = (row: { id: string; title: string; description: string }) =>
  openNoticeTexts(testCipher, row);
