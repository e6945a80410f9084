import type { CoachKind } from './coach-kind';

/** We have different kinks, how do we handle that? */
export const mismatchedKinks: CoachKind = {
  key: 'mismatched-kinks',
  subject: 'different kinks',
  tone: 'gentle',
  topics: ['fantasy', 'trust'],
  suggests: ['revisit-answers', 'sharing-fantasies'],
  patterns: [
    'kink*',
    'fetish*',
    'different kinks',
    'kink * not into',
    'not into * kink',
    'into something * not',
    'different turn ons',
    'different tastes in bed',
    'want different things in bed',
    'want different things sexually',
    'not into what',
  ],
  answers: [
    'Having different kinks is normal; very few couples match on everything. Start with curiosity rather than judgement: what is it about this that appeals, and is there a small part you feel fine about? A no remains a no, and the person with the kink should not feel ashamed of it either.',
    'Try yes, no and maybe lists side by side and look for the overlap first; there is usually more of it than you expect. Some couples enjoy a kink in a lighter form, through talk or fantasy, rather than acting it out fully. Whatever you agree, keep it something you both chose freely.',
    'If a kink matters a lot to one of you and is a firm no for the other, talk honestly about how you feel, without pressure or bargaining. A sex-positive therapist can help couples find their way through this. Meanwhile, put energy into the things you both love; that keeps the connection strong.',
  ],
};
