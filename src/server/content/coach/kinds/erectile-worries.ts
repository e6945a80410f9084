import type { CoachKind } from './coach-kind';

/** My partner has trouble keeping an erection, what can we do? */
export const erectileWorries: CoachKind = {
  key: 'erectile-worries',
  subject: 'erection worries',
  tone: 'gentle',
  topics: ['trust'],
  suggests: ['slow-kissing', 'back-massage'],
  patterns: [
    'erect*',
    'get hard',
    'stay hard',
    'staying hard',
    'keep it up',
    'losing it',
    'go soft',
    'goes soft',
    'impoten*',
    'viagra',
    'ed',
    'performance anxiety',
    'can t perform',
    'cannot perform',
  ],
  answers: [
    "Erection troubles are very common, at any age, and they are nobody's fault. It is worth seeing a doctor, because they can point to things like heart health, medication, stress or hormones, and there are effective treatments. Meanwhile, take the pressure off: sex can be wonderful without an erection, with touch, kissing, hands, mouths and toys.",
    'Anxiety feeds the problem, so reassurance matters: "I love being close to you, whatever happens" does more than any trick. Focus on pleasure and sensation rather than on performance, and feel free to pause and come back to things. A doctor\'s check is a sensible, ordinary step, not an embarrassing one.',
    'Talk about it outside the bedroom, kindly and plainly, so it does not become the elephant in the room. Sleep, alcohol, stress and fitness all play a part, and a doctor can help rule out anything that needs treating. Many couples find that widening what counts as sex makes the worry shrink.',
  ],
};
