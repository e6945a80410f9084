import type { CoachKind } from './coach-kind';

/** How do we try light bondage safely? */
export const bondageBasics: CoachKind = {
  key: 'bondage-basics',
  subject: 'light bondage',
  tone: 'practical',
  topics: ['fantasy', 'trust'],
  suggests: ['soft-restraints', 'blindfold', 'taking-the-lead'],
  patterns: [
    'bondage',
    'tie me up',
    'tie * up',
    'tied up',
    'being tied',
    'restrain*',
    'handcuff*',
    'cuffs',
    'rope',
    'ropes',
    'bdsm',
    'dominan*',
    'submissi*',
    'dom',
    'sub',
    'power play',
    'kinky',
  ],
  answers: [
    'Start light and simple: soft cuffs with a quick release, or a loosely held scarf, and never anything around the neck. Agree on a safe word first, check circulation by feeling for cold or tingling hands, and keep something to cut or undo restraints within reach. The one who is restrained should never be left alone.',
    'Talk through it beforehand: what each of you wants to feel, what is off-limits, and how you will check in. Trying it first with hands held gently above the head, without any ties at all, shows you whether the feeling of giving up control appeals. Aftercare, a cuddle and a chat afterwards matter here too.',
    'Go slowly and keep it short the first time, ten minutes is plenty. Avoid tying anything tightly, and skip knots that tighten when pulled; purpose-made cuffs are simpler and safer than improvised ties. Anything you try should stay fun for both of you, and stopping is always fine.',
  ],
};
