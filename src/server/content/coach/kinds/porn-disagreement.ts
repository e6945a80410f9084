import type { CoachKind } from './coach-kind';

/** We disagree about porn, how do we talk about it? */
export const pornDisagreement: CoachKind = {
  key: 'porn-disagreement',
  subject: 'porn',
  tone: 'gentle',
  topics: ['trust', 'communication'],
  suggests: ['sensual-fiction', 'sensual-film'],
  patterns: [
    'porn*',
    'adult film*',
    'adult video*',
    'watching videos',
    'watches videos',
    'erotica',
  ],
  answers: [
    'Couples often feel very differently about porn, and both views are worth hearing. Talk about what it means to each of you: for one it may be a private habit with no bearing on the relationship, for the other it may feel like comparison or distance. Understanding the feeling helps you find an agreement you can both live with.',
    'Try to talk without blame, starting with "I feel..." rather than "You always...". Useful questions are what bothers you specifically, what would help you feel secure, and what your partner values about it. Some couples agree on limits, some watch something together, and some decide it stays out; all can work if you both chose it.',
    'If porn is affecting your own sex life, your expectations or your self-esteem, say so, because that is important information rather than an accusation. If one of you feels it has become hard to control, a therapist can help without judgement. What matters most is that both of you feel respected and wanted.',
  ],
};
