import type { CoachKind } from './coach-kind';

/** How often do couples usually have sex? */
export const howOften: CoachKind = {
  broad: true,
  key: 'how-often',
  subject: 'how often you are intimate',
  tone: 'practical',
  topics: ['communication'],
  suggests: ['scheduled-intimacy', 'unexpected-time'],
  patterns: [
    'how often',
    'how many times',
    'normal amount',
    'often should',
    'once a week',
    'twice a week',
    'every day',
    'frequency',
    'average couple',
    'normal couple',
    'normal to have sex',
    'not having sex',
    'enough sex',
    'sex life * normal',
  ],
  answers: [
    'There is no right number. Surveys put many long-term couples somewhere around once a week, but the range is huge and it moves with work, health, children and age. The better question is whether the rhythm you have feels good to both of you, and if not, what would.',
    'Comparing with other couples rarely helps, because nobody\'s numbers include their context. Ask each other instead: "Do you feel close enough? Is there something you miss?" Often the answer is about connection, affection or feeling wanted as much as about sex itself.',
    'Quality matters more than count: a couple who are intimate less often but both look forward to it are usually happier than a couple hitting a target. If one of you wants more, talk about what would make it easier, like more time, less stress or more affection along the way, rather than about a number.',
  ],
};
