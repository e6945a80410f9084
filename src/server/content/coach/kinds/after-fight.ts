import type { CoachKind } from './coach-kind';

/** How do we reconnect after a fight? */
export const afterFight: CoachKind = {
  key: 'after-fight',
  subject: 'reconnecting after a fight',
  tone: 'gentle',
  topics: ['trust'],
  suggests: ['long-hugs', 'daily-check-in'],
  patterns: [
    'after a fight',
    'after an argument',
    'after we argue',
    'after we fight',
    'after arguing',
    'after fighting',
    'make up',
    'making up',
    'reconnect*',
    'we had a fight',
    'we had an argument',
    'big fight',
    'still upset',
    'make up sex',
    'make-up sex',
    'repair',
    'big argument',
    'an argument',
    'tense between us',
    'after * argument',
  ],
  answers: [
    "After a fight, repair matters more than who was right. Wait until you are both calm, then each say one thing you understood about the other's side and one thing you could have done better. A sincere sorry, and a hug if both of you want one, often does more than a long discussion.",
    'Some people want to talk things through straight away, others need a few hours; agree on how you each like to make up so the waiting does not feel like punishment. Touch can help, but only when both of you feel ready. Sex is not a way to skip the repair, though closeness after a real reconciliation can feel lovely.',
    'Take the topic of the fight and the hurt apart: you can agree to come back to the issue later while still saying "I love you, and I do not like being at odds." Small gestures, like a cup of tea made or a kind message, signal that you are on the same team again. If the same fight keeps repeating, a counsellor can help you break the loop.',
  ],
};
