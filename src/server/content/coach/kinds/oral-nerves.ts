import type { CoachKind } from './coach-kind';

/** I am nervous about giving oral sex */
export const oralNerves: CoachKind = {
  key: 'oral-nerves',
  subject: 'oral sex',
  tone: 'practical',
  topics: ['touch'],
  suggests: ['guiding-words', 'kisses-all-over'],
  patterns: [
    'oral',
    'oral sex',
    'going down',
    'go down on',
    'blow job*',
    'blowjob*',
    'giving head',
    'give head',
    'cunnilingus',
    'fellatio',
    'with my mouth',
    'taste down there',
  ],
  answers: [
    'Feeling nervous about oral sex is really common, on either side of it. Go slowly, start with kisses along the thighs and stomach, and ask your partner to guide you with words or a hand; everyone likes something different. There is no exam here, and your partner will enjoy your enthusiasm more than any technique.',
    'Talk beforehand about what each of you likes and anything you are self-conscious about, such as taste, smell or how you look. A shower together first can put both of you at ease. If something does not feel right for you, you can always say so; oral sex is something to enjoy, not an obligation.',
    'Comfort helps a lot: a pillow for your knees or neck, and the freedom to take breaks. Let your partner tell you "more", "softer" or "right there", and listen to their breathing. Protection such as a condom or a dental dam is worth using with newer partners or when you are unsure of each other\'s sexual health.',
  ],
};
