import type { CoachKind } from './coach-kind';

/** Sex has become boring for us */
export const boredom: CoachKind = {
  key: 'boredom',
  subject: 'boredom in the bedroom',
  tone: 'practical',
  topics: ['adventure', 'playfulness'],
  suggests: ['something-new', 'love-dice', 'adult-board-game'],
  patterns: [
    'boring',
    'bored',
    'boredom',
    'dull',
    'monoton*',
    'same thing every time',
    'sex * boring',
    'bedroom * boring',
    'lost excitement',
    'not exciting',
    'bored in the bedroom',
    'bored in bed',
    'feel bored',
  ],
  answers: [
    'Feeling bored is common and does not mean you have fallen out of love; it usually means you have found a routine that works and stopped exploring. Bring it up as a wish for adventure together rather than a complaint: "I would love us to try some new things, what are you curious about?" Focus on the future, not on what was wrong.',
    'Change one thing at a time: the place, the time of day, who leads, the pace, or the build-up. Slowing down and extending the warm-up is one of the easiest ways to make familiar things feel new. Games, dice or card decks can add playfulness and take the pressure off deciding.',
    'Each of you could write down three things you might like to try, from small to bold, and compare lists to find the overlap. Start with what you both marked and leave the rest. Talking about desires is itself a way out of boredom, because it reminds you that you still have plenty to discover.',
  ],
};
