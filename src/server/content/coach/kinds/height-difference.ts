import type { CoachKind } from './coach-kind';

/** We have a big height difference, what positions work for us? */
export const heightDifference: CoachKind = {
  key: 'height-difference',
  subject: 'a height difference',
  tone: 'practical',
  topics: ['touch'],
  suggests: ['comfort-cushions'],
  patterns: [
    'height difference',
    'different heights',
    'much taller',
    'much shorter',
    'taller than',
    'shorter than',
    'tall and short',
    'size difference',
    'height gap',
    'height',
  ],
  answers: [
    'A height difference mostly matters standing up; lying down, it nearly disappears. Lying side by side, spooning, or the shorter partner on top all even things out. For anything standing, a step, a stair or the edge of a high bed does the work.',
    'Pillows are your best tool: one under the hips of whoever is lower brings you level without effort. Sitting positions, with the taller partner on a chair or the edge of the bed and the shorter one on their lap, line up faces nicely for kissing too. Experiment a little and keep a favourite cushion nearby.',
    'Kissing and cuddling can be easier with the taller one sitting or leaning back, which many couples find rather sweet. In bed, positions where you lie at different angles, rather than strictly face to face, let your bodies fit where they naturally meet. Playing with what works is part of getting to know each other.',
  ],
};
