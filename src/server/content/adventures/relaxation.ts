import { adventuresOf } from './adventure-template';

const adventure = adventuresOf('relaxation');

const MASSAGE = {
  categories: ['Massage & Relaxation'],
  tags: ['massage', 'relaxation', 'care'],
};
const CUDDLES = { categories: ['Affection & Touch'], tags: ['cuddling', 'touch', 'closeness'] };
const SENSUAL = { tags: ['sensual', 'sensory', 'massage'] };

/** Calm, unhurried plans to rest, unwind and reconnect. */
export const RELAXATION_ADVENTURES = [
  adventure('relaxation-home-spa', 'Vanilla', 60, {
    title: 'The spa is open',
    teaser: 'You have a booking tonight. Treatments are included.',
    preparation: 'Wear a robe or your softest clothes, and leave the day at the door.',
    steps: [
      'Warm the bathroom, lay out fresh towels and play calm music.',
      'Welcome {partner} with a warm drink and a small menu of treatments.',
      'Offer a face mask, a foot soak and ten minutes of shoulder rubbing.',
      {
        needs: MASSAGE,
        withActivity: 'End the treatment with "{activity}".',
        neutral: 'End the treatment with a long rest under a soft blanket.',
      },
    ],
    summary: '{lead} turned home into a spa for {partner}.',
  }),
  adventure('relaxation-blanket-fort', 'Vanilla', 45, {
    title: 'The cosiest place in the world',
    teaser: 'A very comfortable hideout is under construction. Bring nothing.',
    preparation: 'Put on your warmest socks.',
    steps: [
      'Build a nest of cushions and blankets in the living room.',
      'Stock it with warm drinks, a favourite snack and a calm playlist.',
      'Invite {partner} in and tell each other about the best part of your week.',
      {
        needs: CUDDLES,
        withActivity: 'Stay in there as long as you like, with "{activity}".',
        neutral: 'Stay in there as long as you like, curled up together.',
      },
    ],
    summary: '{lead} and {partner} spent the evening in a nest of cushions and blankets.',
  }),
  adventure('relaxation-breathing-together', 'Vanilla', 30, {
    title: 'In the same rhythm',
    teaser: 'Half an hour, nothing to do, nothing to prove.',
    preparation: 'Wear something loose and comfortable.',
    steps: [
      'Dim the lights and lie down side by side on something soft.',
      'Follow a short guided relaxation together, or simply count your breaths.',
      'Rest a hand on each other and slowly match your breathing.',
      {
        needs: { tags: ['relaxation', 'connection'] },
        withActivity: 'Stay in that calm for "{activity}".',
        neutral: 'Stay in that calm for a few minutes after the guidance ends.',
      },
    ],
    summary: '{lead} and {partner} slowed down together and breathed in the same rhythm.',
  }),
  adventure('relaxation-lazy-morning', 'Vanilla', 60, {
    title: 'The lazy morning',
    teaser: 'Tomorrow morning, nobody goes anywhere in a hurry.',
    preparation: 'Switch off your alarm tonight.',
    steps: [
      'Wake up without an alarm and stay in bed together.',
      'Bring back warm drinks and something simple to eat, and stay in bed.',
      'Read, doze or talk with no plan at all.',
      {
        needs: CUDDLES,
        withActivity: 'Before getting up, enjoy "{activity}".',
        neutral: 'Before getting up, stay wrapped up together a little longer.',
      },
    ],
    summary: '{lead} and {partner} gave themselves a morning with no hurry at all.',
  }),

  adventure('relaxation-massage-menu', 'Playful', 60, {
    title: 'The massage menu',
    teaser: 'A menu is on its way to you. Everything on it is complimentary.',
    preparation: 'Arrive in comfortable clothes and choose your treatments wisely.',
    steps: [
      'Write a menu of five massages with silly names and serious care.',
      'Let {partner} order two, and deliver them slowly.',
      'Ask what feels good and adjust as you go.',
      {
        needs: MASSAGE,
        withActivity: 'Add a secret item at the end: "{activity}".',
        neutral: 'Add a secret item at the end: a long, slow hug.',
      },
    ],
    summary: '{lead} offered {partner} a menu of massages, delivered with care.',
  }),
  adventure('relaxation-bath-time', 'Playful', 45, {
    title: 'Bubbles for two',
    teaser: 'The water is warm and the music is chosen. You only need to show up.',
    preparation: 'Put your hair up if it is long, and bring your favourite soft towel.',
    steps: [
      'Run a warm bath with bubbles or bath salts and dim the lights.',
      'Share it, or let {partner} soak while you sit close and talk.',
      "Take turns washing each other's shoulders and hair.",
      {
        needs: SENSUAL,
        withActivity: 'Afterwards, wrapped in towels, enjoy "{activity}".',
        neutral: 'Afterwards, wrap each other in warm towels.',
      },
    ],
    summary: '{lead} and {partner} shared a bath with bubbles, music and slow care.',
  }),
  adventure('relaxation-sleepy-stories', 'Playful', 40, {
    title: 'Bedtime stories',
    teaser: 'Tonight you are being put to bed. Properly.',
    preparation: 'Get ready for bed a little earlier than usual.',
    steps: [
      'Tuck {partner} in with a warm drink and the lights low.',
      'Tell a made-up bedtime story starring the two of you, as silly or tender as you like.',
      'Let {partner} add a twist every few minutes.',
      {
        needs: { tags: ['words', 'cuddling', 'bedtime'] },
        withActivity: 'End the story with "{activity}".',
        neutral: 'End the story with a happy ending and a goodnight kiss.',
      },
    ],
    summary: '{lead} told {partner} a bedtime story starring the two of them.',
  }),
  adventure('relaxation-rainy-day', 'Playful', 90, {
    title: 'Cancel everything',
    teaser: 'Your only appointment today is with a sofa, and with {lead}.',
    preparation: 'Put on pyjamas, even if it is the afternoon.',
    steps: [
      'Choose an afternoon with nothing on and declare it officially cancelled.',
      'Pick two comfort films and make a tray of snacks.',
      'Watch them tangled up on the sofa, pausing for whatever you like.',
      {
        needs: { tags: ['cuddling', 'teasing', 'kissing'] },
        withActivity: 'During the credits, enjoy "{activity}".',
        neutral: 'During the credits, stay tangled up a little longer.',
      },
    ],
    summary: '{lead} and {partner} cancelled the world for an afternoon on the sofa.',
  }),

  adventure('relaxation-oil-massage', 'Adventurous', 60, {
    title: 'Head to toe',
    teaser: 'An hour that is entirely about you. You will not need to lift a finger.',
    preparation: 'Take a warm shower beforehand, and wear only what feels comfortable.',
    steps: [
      'Warm the room, lay a towel on the bed and warm a massage oil in your hands.',
      'Ask {partner} what is welcome and how firm they like it.',
      'Massage slowly from head to toe, checking in as you go.',
      {
        needs: SENSUAL,
        withActivity: 'When you reach the end, add "{activity}".',
        neutral: 'When you reach the end, rest beside them in the quiet.',
      },
    ],
    summary: '{lead} gave {partner} a slow massage from head to toe.',
  }),
  adventure('relaxation-silent-evening', 'Adventurous', 45, {
    title: 'No words needed',
    teaser: 'Tonight you will say a great deal without speaking at all.',
    preparation: 'Agree beforehand on a simple sign that means "let\'s pause".',
    steps: [
      'Agree on a pause sign, then promise to stay silent for forty minutes.',
      'Communicate only through looks, gestures and touch.',
      'Make tea, sit close, listen to music, all in silence.',
      {
        needs: { tags: ['touch', 'sensual', 'connection'] },
        withActivity: 'Let "{activity}" speak for you.',
        neutral: 'Let your hands speak for you, gently.',
      },
      'Break the silence by telling each other what you heard without words.',
    ],
    summary: '{lead} and {partner} spent forty minutes together in silence, speaking by touch.',
  }),
  adventure('relaxation-slow-shower', 'Adventurous', 40, {
    title: 'Steam and quiet',
    teaser: 'Something warm is waiting. Come as you are.',
    preparation: 'Bring your favourite soap or shower gel.',
    steps: [
      'Prepare the bathroom with warm towels and low light.',
      "Shower together slowly, washing each other's back and hair.",
      'Take your time, with no goal but feeling good.',
      {
        needs: SENSUAL,
        withActivity: 'Afterwards, enjoy "{activity}".',
        neutral: 'Afterwards, dry each other off and rest together.',
      },
    ],
    summary: '{lead} and {partner} shared a slow, warm shower.',
  }),

  adventure('relaxation-sensual-retreat', 'Intense', 90, {
    title: 'The retreat',
    teaser: 'A retreat has been booked. Its programme is entirely about the two of you.',
    preparation: 'Clear the evening, rest beforehand, and come with nothing else on your mind.',
    steps: [
      'Prepare the bedroom as a retreat: soft light, warm oil, towels, calm music.',
      'Agree on what is welcome tonight and a word that pauses everything.',
      'Begin with a long massage, then let {partner} guide what comes next.',
      {
        needs: { tags: ['sensual', 'bold', 'massage'] },
        withActivity: 'Let the retreat include "{activity}".',
        neutral: 'Let the retreat be slow, close and unhurried.',
      },
      'Rest together afterwards, with water and a blanket within reach.',
    ],
    summary: '{lead} turned the bedroom into a sensual retreat for the two of them.',
  }),
  adventure('relaxation-touch-map', 'Intense', 60, {
    title: 'The map of you',
    teaser: 'Tonight someone wants to learn you by heart.',
    preparation: 'Wear something easy to take off, and think about where you love to be touched.',
    steps: [
      'Agree on a word that pauses anything, and that every touch can be declined.',
      'Take turns exploring each other slowly, asking "here?" before each new place.',
      'The one receiving answers honestly: more, less, or elsewhere.',
      {
        needs: { tags: ['sensual', 'touch', 'bold'] },
        withActivity: 'When you both know the map, enjoy "{activity}".',
        neutral: 'When you both know the map, enjoy the places you discovered.',
      },
    ],
    summary: '{lead} and {partner} mapped each other slowly, one welcomed touch at a time.',
  }),
  adventure('relaxation-long-night-in', 'Intense', 90, {
    title: 'All night long',
    teaser: 'There is no end time tonight. That is the whole plan.',
    preparation: 'Make sure tomorrow morning is free.',
    steps: [
      'Make the bedroom as comfortable as possible: fresh sheets, water, soft light.',
      'Start with a slow massage and unhurried conversation.',
      'Let the evening unfold at its own pace, checking in with each other as you go.',
      {
        needs: { tags: ['sensual', 'bold', 'kissing'] },
        withActivity: 'Somewhere along the way, enjoy "{activity}".',
        neutral: 'Somewhere along the way, stop simply to hold each other.',
      },
    ],
    summary: '{lead} and {partner} gave themselves a night in with no end time.',
  }),
];
