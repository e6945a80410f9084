import type { NotificationDraft } from '../notifications';

const ADVENTURES = '/adventures';

/** What each step tells the other partner (type experience); a draft is never announced. */
export const adventureNotices = {
  sent: (leadName: string, teaser: string): NotificationDraft => ({
    type: 'experience',
    icon: '🗺️',
    title: `New adventure from ${leadName}`,
    description: teaser,
    actionUrl: ADVENTURES,
  }),
  accepted: (partnerName: string): NotificationDraft => ({
    type: 'experience',
    icon: '💞',
    title: `${partnerName} accepted your adventure`,
    description: 'Your adventure is on. Time to prepare it!',
    actionUrl: ADVENTURES,
  }),
  declined: (partnerName: string): NotificationDraft => ({
    type: 'experience',
    icon: '🌙',
    title: `${partnerName} declined your adventure`,
    description: 'Your partner passed on this one. Why not plan another together?',
    actionUrl: ADVENTURES,
  }),
  postponed: (partnerName: string): NotificationDraft => ({
    type: 'experience',
    icon: '🌙',
    title: `${partnerName} said not tonight`,
    description: 'Your adventure comes back to them tomorrow. Nothing is declined.',
    actionUrl: ADVENTURES,
  }),
  completed: (leadName: string, title: string): NotificationDraft => ({
    type: 'experience',
    icon: '🎉',
    title: 'Adventure completed',
    description: `${leadName} marked "${title}" completed. Write your reflection on it.`,
    actionUrl: ADVENTURES,
  }),
  reflected: (partnerName: string): NotificationDraft => ({
    type: 'experience',
    icon: '✍️',
    title: `${partnerName} wrote a reflection`,
    description: "Read your partner's reflection on your adventure.",
    actionUrl: ADVENTURES,
  }),
};
