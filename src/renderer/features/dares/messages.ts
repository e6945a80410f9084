import type { DareDifficulty } from '@shared/domain/dares';
import { DARE_LABELS, DARE_POINTS } from '@shared/domain/dares';

/** The tabs of /dares; All Dares when the address names none. */
export const DARE_TABS = ['all', 'sent', 'received'] as const;
export type DaresTab = (typeof DARE_TABS)[number];

/** The dares screen's own texts, beside the spec's in @shared/domain/dares. */
export const DARE_TEXTS = {
  notConnected: 'You must be connected with a partner to send dares',
  intro:
    'Dare your partner: they reveal it, accept it and do it before its countdown runs out, and earn its points once you verify it.',
  hidden: 'The dare stays hidden until you reveal it.',
  chooseDifficulty: 'Please choose a difficulty.',
  chooseLabel: 'Your dare',
  chooseHint: 'Pick one of these, or write your own.',
  chooseDare: 'Please pick a dare or write your own.',
  loadingOptions: 'Loading dares to choose from',
  showOthers: 'Show three others',
  retryOptions: 'Try again',
  optionsShown: (count: number) =>
    count === 1 ? 'One dare to choose from.' : `${count} dares to choose from.`,
  ownWords: 'Write my own',
  ownWordsField: 'Your own dare',
  ownWordsHint: "Velvet checks it against both of your boundaries before it's sent.",
  levelUnknown:
    'Your journey level could not be read, so every difficulty is offered: Velvet checks it when you send.',
  noJourney:
    'Your journey has not started yet, so romantic dares are open. Start it from your dashboard to open bolder ones.',
  sent: 'Dare sent! Your partner can reveal it now.',
  accepted: 'Dare accepted. The clock is running.',
  declined: 'You declined the dare.',
  completed: 'Marked complete. Your partner verifies it next.',
  sentBack: 'Not yet: the dare goes back to your partner while time remains.',
  youDeclined: 'You declined this dare.',
  expired: 'This dare expired before it was done.',
  statsFailed: 'Failed to load dare stats',
  statsNoneYet:
    'No dares yet. Send your partner a first one, sweet or a little bolder: they read it before they say yes, and no is always an answer.',
} as const;

/** What each tab says when it has nothing to list. */
export const EMPTY_TEXTS: Record<DaresTab, string> = {
  all: 'No dares yet. Send one to your partner.',
  sent: 'You have not sent a dare yet.',
  received: 'No dares for you yet.',
};

export const pointsText = (points: number) => `${points} ${points === 1 ? 'point' : 'points'}`;

/** A difficulty with what it is worth: "Hot · 3 points". */
export const difficultyText = (difficulty: DareDifficulty) =>
  `${DARE_LABELS[difficulty]} · ${pointsText(DARE_POINTS[difficulty])}`;

export const waitingToAnswer = (receiver: string) => `Waiting for ${receiver} to answer.`;
export const waitingToComplete = (receiver: string) => `Waiting for ${receiver} to do it.`;
export const waitingToVerify = (sender: string) => `Waiting for ${sender} to verify`;
export const markedComplete = (receiver: string) =>
  `${receiver} marked it complete. Did they do it?`;
export const partnerDeclined = (receiver: string) => `${receiver} declined this dare.`;

/** What a verified dare earned, as its receiver or its sender reads it. */
export const pointsEarned = (points: number, receiver: string | null) =>
  receiver === null
    ? `You earned ${pointsText(points)}.`
    : `${receiver} earned ${pointsText(points)}.`;

/** The announcement once the sender verifies a dare. */
export const verifiedText = (points: number, receiver: string) =>
  `Dare verified! ${receiver} earned ${pointsText(points)}.`;
