import type { CoachKind } from './coach-kind';

/** Is scheduling sex a good idea? */
export const schedulingSex: CoachKind = {
  key: 'scheduling-sex',
  subject: 'planning time for intimacy',
  tone: 'practical',
  topics: ['romance'],
  suggests: ['scheduled-intimacy', 'all-day-anticipation'],
  patterns: [
    'schedul* sex',
    'schedul* intima*',
    'plan sex',
    'planning sex',
    'planned sex',
    'sex in the calendar',
    'put * in the calendar',
    'date night for sex',
    'make time for sex',
    'no time for sex',
    'find time for sex',
    'make time for intimacy',
    'no time for intimacy',
    'spontaneous',
    'schedule*',
  ],
  answers: [
    'Scheduling sounds unromantic, but for busy couples it often brings desire back: it protects time, removes the "will we, won\'t we" and gives you something to look forward to. Treat it as a date for closeness rather than a duty, where cuddling and talking count too. You can always change your minds on the night.',
    'Pick a time when you both tend to have energy, which is rarely late on a weeknight. Build a little anticipation during the day with a message or a look, and keep the first part of the evening for unwinding together. The plan is just the frame; what happens inside it can stay playful and open.',
    'If spontaneity matters to one of you, try a mix: one planned evening a week, and any spontaneous moments on top are a bonus. Agree that either of you can move the date if you are unwell or exhausted, without guilt. Over time you will see which rhythm suits you best.',
  ],
};
