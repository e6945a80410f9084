import type { CoachKind } from './coach-kind';

/** Any advice for our first time together? */
export const firstTimeTogether: CoachKind = {
  key: 'first-time-together',
  subject: 'your first time together',
  tone: 'gentle',
  topics: ['trust'],
  suggests: ['slow-kissing', 'dim-lights'],
  patterns: [
    'first time together',
    'our first time',
    'first time with my partner',
    'first time with him',
    'first time with her',
    'first time with them',
    'first time having sex',
    'never had sex',
    'lose my virginity',
    'losing my virginity',
    'virgin*',
    'sleep together for the first time',
    'haven t slept together',
    'have not slept together',
    'new partner',
  ],
  answers: [
    'Nerves are normal and usually a sign that it matters. Talk a little beforehand, outside the moment: what you are looking forward to, anything you are unsure about, and contraception and protection. Then take it slowly, check in often with a simple "is this good?", and remember that either of you can pause or stop at any point.',
    'A first time rarely goes like a film, and that is fine: laughter, fumbling and stopping to adjust are part of getting to know each other. Plenty of time, privacy and a relaxed mood help more than any technique. Lubricant can make things more comfortable, and there is no need to get to a particular finish line.',
    'Go at the pace of whoever is less sure, and let kissing and touching be enjoyable in their own right rather than a warm-up to rush through. Say what feels good, and ask. Afterwards, a cuddle and a kind word, and maybe a talk the next day about what you both liked, make the next time easier.',
  ],
};
