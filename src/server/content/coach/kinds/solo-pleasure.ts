import type { CoachKind } from './coach-kind';

/** Is it normal that my partner masturbates when we have a good sex life? */
export const soloPleasure: CoachKind = {
  key: 'solo-pleasure',
  subject: 'solo pleasure in a relationship',
  tone: 'gentle',
  topics: ['trust'],
  suggests: ['guiding-words'],
  patterns: [
    'masturbat*',
    'touch myself',
    'touches * self',
    'touching myself',
    'solo sex',
    'solo pleasure',
    'pleasure myself',
    'by myself',
    'on my own',
  ],
  answers: [
    'Masturbation in a relationship is very common and usually says nothing about how much someone desires their partner. For many people it is a way to relax, to sleep or simply to enjoy their body. If it bothers you, talk about what it brings up for you, such as feeling left out or compared, rather than about the act itself.',
    'Solo pleasure can even help your sex life together: knowing your own body makes it easier to say what you like. Some couples enjoy sharing it, with one watching or both at the same time, which can be very intimate. Others prefer it private, and that is fine too.',
    'If one of you feels that solo sex is replacing time together, say so kindly, as a wish for more closeness rather than a ban. Ask what gets in the way of being intimate together. A relaxed, honest talk usually shows it is not a competition.',
  ],
};
