import type { CoachKind } from './coach-kind';

/** How do I suggest using a toy together? */
export const bringingUpToys: CoachKind = {
  key: 'bringing-up-toys',
  subject: 'bringing a toy into things',
  tone: 'practical',
  topics: ['toys'],
  suggests: ['shopping-together', 'couples-toy'],
  patterns: [
    'suggest a toy',
    'suggest toys',
    'suggest using a toy',
    'introduce a toy',
    'introduce toys',
    'introducing a toy',
    'bring up toys',
    'bring up a toy',
    'bring up using a toy',
    'bring a toy',
    'bringing a toy',
    'use a toy together',
    'using a toy together',
    'ask about toys',
    'ask about a toy',
    'partner think a toy',
    'threatened by a toy',
    'toy means',
    'toy replace',
  ],
  answers: [
    'Bring it up as something you would like to explore together, not as a fix for something missing: "I have been curious about trying a toy with you, how would you feel about that?" Say it at a calm moment, not mid-sex. If your partner worries about being replaced, reassure them plainly that a toy is an extra, and that they are the one you want.',
    'A light way in is to browse together: send a link to a shop with "would this be fun?" or look at one side by side on the sofa. It lets your partner react at their own pace, and laughing at the stranger items takes the edge off. Whatever they say, thank them for being honest.',
    'Share why you are curious, whether it is more sensation, more play or simply something new, and ask what they think. Some people need a day or two before they have an answer, so leave room for that. If it is a no for now, it is still useful to know, and you can ask what might feel more comfortable.',
  ],
};
