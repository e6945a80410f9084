import type { CoachKind } from './coach-kind';

/** How do I start talking about our fantasies? */
export const sharingFantasies: CoachKind = {
  key: 'sharing-fantasies',
  subject: 'sharing a fantasy',
  tone: 'practical',
  topics: ['fantasy'],
  suggests: ['sharing-fantasies', 'story-together', 'sensual-fiction'],
  patterns: [
    'fantas*',
    'share a fantasy',
    'sharing fantasies',
    'tell my partner * fantasy',
    'my fantasy',
    'my fantasies',
    'what i fantasi*',
    'secret desire*',
    'turn on',
    'turns me on',
    'what i want in bed',
    'desires',
  ],
  answers: [
    'Start small and keep it a conversation, not a request: "I had a thought the other day that I found exciting, can I tell you?" Share a mild one first and see how it lands. Agree up front that a fantasy can stay a fantasy, and that hearing one does not mean either of you has to act on it.',
    'Taking turns helps: you each share one thing you find exciting, however small, and the listener only says thank you, no judgement and no plans yet. Writing them down first, or each picking a few from a list, makes it easier if saying them aloud feels awkward. Stay curious about what draws your partner to theirs.',
    'It can help to talk about the feeling behind the fantasy rather than the details: being wanted, being surprised, letting go of control. Those feelings often have simple, real-life versions you can both enjoy. Choose a relaxed moment, keep your voice warm and let your partner set the pace of their answer.',
  ],
};
