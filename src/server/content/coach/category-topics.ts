import type { CoachTopic } from './coach-topics';

/**
 * The survey's activity categories that the default grid does not already cover (Affection &
 * Touch, Communication & Words, Romance & Dates, Fantasy & Roleplay, Adventure & Novelty and
 * Playful Teasing are labels of the grid's own topics).
 */
export const CATEGORY_TOPICS: readonly CoachTopic[] = [
  {
    key: 'massage',
    phrase: 'massage and relaxation',
    labels: ['Massage & Relaxation'],
    categories: ['Massage & Relaxation'],
    tips: [
      'Warm the room and your hands first; slow, long strokes relax more than clever techniques.',
      'Let the one being massaged guide: "slower", "there", "a bit more" are all welcome words.',
      'Trade ten minutes each, with a timer, so nobody is left wondering when it is their turn.',
      'Soft music and a dimmed light turn a shoulder rub into a small ritual.',
      'Start with hands or feet: they hold a lot of tension and are an easy, relaxed place to begin.',
      'Breathe slowly together before you begin; it sets a calm pace for both of you.',
    ],
  },
  {
    key: 'kissing',
    phrase: 'kissing',
    labels: ['Kissing'],
    categories: ['Kissing'],
    tips: [
      'Slow down: a kiss that takes its time says more than a quick one.',
      'Kiss somewhere new, the neck, the wrist or the forehead, and ask what felt nicest.',
      'Try a six-second kiss every day when you say hello or goodbye; it becomes a lovely habit.',
      'Let one of you lead and the other follow, then swap.',
      'Close your eyes and kiss slowly without using your hands for a minute; it sharpens everything else.',
      'Surprise kisses in ordinary moments, while cooking or on the way out, keep the spark alive.',
    ],
  },
  {
    key: 'sensory',
    phrase: 'the senses',
    labels: ['Sensory Play'],
    categories: ['Sensory Play'],
    tips: [
      'Focus on one sense at a time: a playlist you made for each other, or scents you pick together.',
      'Explore textures together, like silk, fur or a soft brush, and say which you like.',
      'Taste testing with small bites of fruit or chocolate is playful and easy to start with.',
      'Dim the lights and let sound and touch take the lead for a while.',
      'Make a playlist for each other and listen to it together with eyes closed.',
      'Create a cosy corner with soft cushions and warm light; your surroundings set the mood.',
    ],
  },
  {
    key: 'toys',
    phrase: 'toys and accessories',
    labels: ['Toys & Accessories'],
    categories: ['Toys & Accessories'],
    tips: [
      'Browse a shop together, online or in person: pointing at things and giggling is a great conversation starter.',
      'Start simple and let each of you veto anything without having to explain.',
      'Treat a new accessory as a shared experiment: try it once, then talk about what you liked.',
      'Keep things clean and stored with care; feeling relaxed about it helps you both enjoy it.',
      'Talk about a new accessory before you use it: what it is for, what you are curious about, what is a no.',
      'There is no pressure to use anything: looking and laughing together already counts as exploring.',
    ],
  },
  {
    key: 'clothing',
    phrase: 'clothing and looks',
    labels: ['Clothing & Looks'],
    categories: ['Clothing & Looks'],
    tips: [
      'Choose an outfit for each other for a date night; the surprise is half the fun.',
      'Tell your partner what you find attractive about how they look: specific compliments stay with people.',
      'Dressing up can be playful rather than serious; a hat or a colour you never wear can be enough.',
      'Wear something that makes you feel confident; your partner will notice the confidence first.',
      'Plan a dress-up night where each of you reveals a look the other has never seen.',
      'Comfort matters too: soft fabrics and something that feels like you can be just as attractive.',
    ],
  },
  {
    key: 'rituals',
    phrase: 'your rituals together',
    labels: ['Intimacy Rituals'],
    categories: ['Intimacy Rituals'],
    tips: [
      'Pick one small daily ritual, like coffee in bed or a goodnight kiss without phones, and protect it.',
      'A weekly check-in of fifteen minutes keeps small things from becoming big ones.',
      'Mark the end of the working day with something only the two of you do.',
      'Rituals work best when they are easy: short, regular and something you both look forward to.',
      'Choose a small signal that means "I would like some time with you tonight", so asking feels easy.',
      'Celebrate little milestones together, like a good week or a finished project, with your own small tradition.',
    ],
  },
  {
    key: 'pleasure',
    phrase: 'touch and pleasure',
    labels: ['Touch & Pleasure'],
    categories: ['Touch & Pleasure'],
    tips: [
      'Show rather than tell: put your hand over your partner’s and guide it for a moment.',
      'Ask "slower or faster, softer or firmer?" once early on; it saves a lot of guessing.',
      'Lubricant makes almost everything more comfortable; keep some within reach.',
      'Take turns so one of you only receives for a while, with nothing to do but enjoy it.',
      'Say what felt good afterwards, while it is fresh, in plain words.',
      'Nerves are normal with anything new: agree that either of you can pause without a reason.',
    ],
  },
  {
    key: 'places-and-positions',
    phrase: 'new places and positions',
    labels: ['Places & Positions'],
    categories: ['Places & Positions'],
    tips: [
      'Pick one new position to try, not five; laughing through the first attempt is part of it.',
      'Pillows under hips or knees make many positions easier on backs and joints.',
      'A new room changes the mood more than a new move: the sofa, the rug, the shower.',
      'Agree that either of you can say "back to what we know" at any moment.',
      'Mornings and quickies are worth trying: a different time of day can feel brand new.',
      'Afterwards, each name one thing to keep and one to leave out next time.',
    ],
  },
  {
    key: 'power-play',
    phrase: 'power and intensity',
    labels: ['Power & Intensity'],
    categories: ['Power & Intensity'],
    tips: [
      'Agree a safe word before anything starts, and a signal for when speaking is hard.',
      'Talk about limits beforehand, when nobody is in the mood, so nothing has to be decided mid-scene.',
      'Start lighter than you think and build up over several evenings, not one.',
      'Whoever is in charge checks in often; being in control means paying the closest attention.',
      'Keep anything that ties quick to undo, and never leave a restrained partner alone.',
      'Make time afterwards to hold each other and talk about how it felt.',
    ],
  },
];
