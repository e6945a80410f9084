import { DARE_LABELS, type DareDifficulty } from '@shared/domain/dares';
import type { NotificationDraft } from '../notifications';

const DARES = '/dares';

const points = (n: number) => `${n} point${n === 1 ? '' : 's'}`;

/**
 * What each step tells the other partner (type dare). None carries the dare's text: the
 * receiver reads it only by revealing it, and a notification may also leave as an email.
 */
export const dareNotices = {
  sent: (senderName: string, difficulty: DareDifficulty): NotificationDraft => ({
    type: 'dare',
    icon: '🎲',
    title: `${senderName} sent you a ${DARE_LABELS[difficulty]} dare`,
    description: 'Reveal it on the Dares screen when you are ready, then accept or decline it.',
    actionUrl: DARES,
  }),
  accepted: (receiverName: string, expiryHours: number): NotificationDraft => ({
    type: 'dare',
    icon: '🔥',
    title: `${receiverName} accepted your dare`,
    description: `They have ${expiryHours} hour${expiryHours === 1 ? '' : 's'} to complete it.`,
    actionUrl: DARES,
  }),
  declined: (receiverName: string): NotificationDraft => ({
    type: 'dare',
    icon: '🌙',
    title: `${receiverName} declined your dare`,
    description: 'Your partner passed on this one. Why not send another?',
    actionUrl: DARES,
  }),
  completed: (receiverName: string): NotificationDraft => ({
    type: 'dare',
    icon: '✅',
    title: `${receiverName} completed your dare`,
    description: 'Did they do it? Verify it to award their points.',
    actionUrl: DARES,
  }),
  verified: (senderName: string, earned: number): NotificationDraft => ({
    type: 'dare',
    icon: '🏆',
    title: `${senderName} verified your dare`,
    description: `You earned ${points(earned)}.`,
    actionUrl: DARES,
  }),
  notVerified: (senderName: string, expired: boolean): NotificationDraft => ({
    type: 'dare',
    icon: '↩️',
    title: `${senderName} did not verify your dare`,
    description: expired
      ? 'Its time is up, so it has expired.'
      : 'It is back in your hands: complete it again before it expires.',
    actionUrl: DARES,
  }),
  expiresSoon: (senderName: string, difficulty: DareDifficulty): NotificationDraft => ({
    type: 'dare',
    icon: '⏰',
    title: 'Your dare expires soon',
    description: `Complete the ${DARE_LABELS[difficulty]} dare from ${senderName} before time runs out.`,
    actionUrl: DARES,
  }),
};
