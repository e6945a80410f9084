import type { CoachKind } from './coach-kind';

/** What is a good safe word? */
export const safeWords: CoachKind = {
  key: 'safe-words',
  subject: 'a safe word',
  tone: 'practical',
  topics: ['trust'],
  suggests: ['safe-word', 'traffic-lights'],
  patterns: [
    'safe word*',
    'safeword*',
    'pause word*',
    'stop word*',
    'code word*',
    'word to stop',
    'signal to stop',
    'traffic light*',
    'red yellow green',
    'red amber green',
  ],
  answers: [
    'A safe word is a word you would never say by accident in the moment, like "pineapple" or "red", that means stop, straight away, no questions asked. Agree on it beforehand, and promise each other that using it is always fine and never a spoiler. After a stop, check in with each other before deciding what comes next.',
    'Many couples use traffic lights: "green" for keep going, "yellow" for slow down or check in, "red" for stop. It makes it easy to adjust without ending everything. If one of you will have a gag, or words might be hard, agree on a signal too, like dropping something held in the hand or tapping three times.',
    'Even for gentle play a safe word is useful, because it makes a real stop unmistakable when "no" might be part of a game. Practise saying it once, out loud, so it feels normal. The most important part is the response: stop at once, ask what is needed, and thank your partner for using it.',
  ],
};
