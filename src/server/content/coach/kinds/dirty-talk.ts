import type { CoachKind } from './coach-kind';

/** How do I start talking dirty without feeling silly? */
export const dirtyTalk: CoachKind = {
  key: 'dirty-talk',
  subject: 'talking dirty',
  tone: 'practical',
  topics: ['communication', 'playfulness'],
  suggests: ['bold-talk', 'flirty-texts', 'guiding-words'],
  patterns: [
    'dirty talk*',
    'talk dirty',
    'talking dirty',
    'sexy talk',
    'sexting',
    'sext*',
    'what to say in bed',
    'talk in bed',
    'talking in bed',
    'say during sex',
    'feel silly talking',
    'naughty talk',
    'bold talk',
    'say in bed',
    'turn my partner on',
    'turn * on',
  ],
  answers: [
    'Start with what you are already feeling and just say it: "I love this", "you look amazing", "do not stop". That is dirty talk already, and it is easy to build from there. Ask your partner which words they like and which put them off, because words land very differently for different people.',
    'If speaking feels awkward, try it by message first, a cheeky text in the afternoon about what you are looking forward to. Writing gives you time to find words, and hearing them read back is fun. Whisper rather than perform; a quiet, honest sentence tends to work better than a script.',
    'Telling your partner what you want, what you are doing or what you are thinking about them covers most of it. Agree on any words that are off-limits, and keep it light if one of you giggles. Like most things, it gets easier with practice and a partner who enjoys the effort.',
  ],
};
