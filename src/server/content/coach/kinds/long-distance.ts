import type { CoachKind } from './coach-kind';

/** How do we stay intimate in a long-distance relationship? */
export const longDistance: CoachKind = {
  key: 'long-distance',
  subject: 'closeness at a distance',
  tone: 'practical',
  topics: ['romance', 'communication'],
  suggests: ['voice-notes', 'love-letters', 'flirty-texts', 'remote-toy'],
  patterns: [
    'long distance',
    'long-distance',
    'far apart',
    'live apart',
    'living apart',
    'different cities',
    'different countries',
    'away for work',
    'travels for work',
    'travelling for work',
    'traveling for work',
    'video call*',
    'phone sex',
    'miles apart',
    'apart for',
  ],
  answers: [
    'Distance makes small rituals matter: a good-morning message, a call at the same time each evening, a photo of your day. Talk about what closeness means for each of you, because one may want daily calls and the other an occasional long one. Plan your next visit together so there is always something to look forward to.',
    'Flirting at a distance can be fun: messages about what you miss, voice notes, or video calls that turn intimate if you both want them. Agree on privacy first, such as what is fine to send and what stays off the phone. Keep it playful and check in afterwards, just as you would in person.',
    'Shared experiences help bridge the gap: watch the same film at the same time, cook the same dinner on a call, or read the same book. Send something physical now and then, a letter or something that smells of home. And be honest about the hard days; missing each other is part of loving each other.',
  ],
};
