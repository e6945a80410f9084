import type { CoachKind } from './coach-kind';

/** How do we keep things fresh after ten years together? */
export const longTermFresh: CoachKind = {
  key: 'long-term-fresh',
  subject: 'keeping things fresh',
  tone: 'practical',
  topics: ['adventure', 'romance'],
  suggests: ['new-room', 'weekend-getaway', 'first-date-again', 'unexpected-time'],
  patterns: [
    'keep things fresh',
    'keep it fresh',
    'keep the spark',
    'spark',
    'long relationship',
    'long term relationship',
    'years together',
    'been together for',
    'married for',
    'same old',
    'routine',
    'rut',
    'stale',
    'predictable',
    'exciting again',
    'keep things exciting',
    'passion',
  ],
  answers: [
    'Long relationships build comfort, and comfort can quietly turn into routine. Small changes often bring the spark back more than big ones: a different time of day, a new room, a slower pace, or one of you leading who usually does not. Talk about what you miss from the early days, and what you would like that you have never tried.',
    'Novelty and anticipation are the two strongest ingredients. Plan something together a few days ahead, flirt about it in the meantime, and let the waiting be part of the pleasure. Time away from your usual roles, as parents, colleagues or flatmates, helps you see each other as partners again.',
    'Stay curious about each other; people change over years, and so do their desires. Ask "is there something you have been wanting lately?" and really listen. A shared "someday list", with an item picked every month or so, keeps freshness going without pressure.',
  ],
};
