import type { CoachKind } from './coach-kind';

/** What is responsive desire? */
export const responsiveDesire: CoachKind = {
  key: 'responsive-desire',
  subject: 'responsive desire',
  tone: 'practical',
  topics: ['communication'],
  suggests: ['slow-kissing', 'back-massage'],
  patterns: [
    'responsive desire',
    'spontaneous desire',
    'only in the mood once',
    'get in the mood once',
    'once we start',
    'once we get going',
    'never feel like starting',
    'don t feel desire',
    'do not feel desire',
    'never crave',
    'don t crave',
    'enjoy it once',
    'enjoy it when we do',
    'desire works',
  ],
  answers: [
    'Many people, especially in long relationships, have responsive desire: wanting shows up after things get going, not before. It is completely normal, not a lack of attraction. It means the start matters: warmth, touch and time let desire catch up, while waiting to feel like it first can mean waiting a long time.',
    'Spontaneous desire pops up out of nowhere; responsive desire answers to closeness, touch and the right setting. Most people have some of both, and the mix changes over life. If one of you is more responsive, agree that starting with a cuddle or a massage, with no obligation to go further, is a welcome invitation.',
    'Knowing about responsive desire takes a lot of pressure off: not feeling like it at the start says nothing bad about the relationship. Talk about what helps the responsive partner warm up, whether that is time to unwind, a shower, kissing or feeling appreciated during the day. And keep an easy, kind way to stop if desire does not come that night.',
  ],
};
