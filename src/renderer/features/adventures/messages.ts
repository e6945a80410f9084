import type { ExperienceStatus } from '@shared/domain/adventures';

/** The adventures screen's own texts, beside the spec's in @shared/domain/adventures. */
export const ADVENTURE_TEXTS = {
  waitingForPartner: "Waiting for your partner's response",
  partnerAccepted: 'Your partner accepted. Mark it completed once you have had your adventure.',
  youAccepted: 'You accepted. Here is how to get ready.',
  partnerDeclined: 'Your partner declined this adventure.',
  partnerPostponed: 'Your partner said not tonight. It comes back to them tomorrow.',
  youPostponed: 'You said not tonight. This adventure comes back to you tomorrow.',
  youDeclined: 'You declined this adventure.',
  noReflectionYet: 'Your partner has not written a reflection yet.',
  teaserSent: 'Teaser sent to your partner.',
  surveysNeeded: 'Both of you need to finish the survey before you can generate an adventure.',
  notConnected: 'You must be connected with a partner to plan adventures',
  lastFailed: 'Failed to load your last adventure',
  noAdventureYet: 'No adventures yet. Generate one and surprise your partner.',
} as const;

/** What each status tab says when it has nothing to list. */
export const EMPTY_TEXTS: Record<ExperienceStatus, string> = {
  draft: 'No drafts. Generate an adventure to start one.',
  planned: 'Nothing planned yet.',
  completed: 'No completed adventures yet.',
  declined: 'No declined adventures.',
};

/** The announcement once an adventure is marked completed. */
export const pointsAwardedText = (points: number) =>
  `Adventure completed! You both earned ${points} ${points === 1 ? 'point' : 'points'}.`;
