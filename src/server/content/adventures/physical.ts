import { adventuresOf } from './adventure-template';

const adventure = adventuresOf('physical');

const MOVING = { tags: ['music', 'playful', 'games'] };
const TOUCH = { categories: ['Affection & Touch', 'Massage & Relaxation'], tags: ['touch'] };
const BOLD = { tags: ['bold', 'sensual', 'teasing'] };

/** Active, playful plans that get the couple moving, with closeness woven through. */
export const PHYSICAL_ADVENTURES = [
  adventure('physical-kitchen-disco', 'Vanilla', 40, {
    title: 'Kitchen disco',
    teaser: 'Tonight the kitchen becomes something else entirely. Bring your moves.',
    preparation: 'Wear comfortable shoes, or none at all.',
    steps: [
      'Make a playlist of ten songs you cannot help moving to.',
      'Push the chairs aside and dance with {partner}, as silly as you like.',
      'Take turns choosing a move the other must copy.',
      {
        needs: MOVING,
        withActivity: 'Slow it down for the last song with "{activity}".',
        neutral: 'Slow it down for the last song and dance close.',
      },
    ],
    summary: '{lead} and {partner} danced through ten songs in the kitchen.',
  }),
  adventure('physical-stretch-together', 'Vanilla', 30, {
    title: 'Stretch and breathe',
    teaser: 'Half an hour to feel better in your body, side by side.',
    preparation: 'Wear something loose and bring a mat or a towel.',
    steps: [
      'Follow a gentle partner stretching or yoga session for beginners.',
      'Help each other into each stretch, only as far as feels good.',
      'Finish lying side by side, breathing slowly.',
      {
        needs: TOUCH,
        withActivity: 'End with "{activity}".',
        neutral: 'End with a long, quiet hug.',
      },
    ],
    summary: '{lead} and {partner} stretched and breathed together.',
  }),
  adventure('physical-living-room-games', 'Vanilla', 45, {
    title: 'Games night, active edition',
    teaser: 'A competition is planned. Trophies are at stake.',
    preparation: 'Wear something you can move in and warm up your competitive side.',
    steps: [
      'Set up three quick living-room games: balloon keepy-uppy, a balance challenge, a dance-off.',
      'Play best of three in each, keeping score on paper.',
      'Award a homemade trophy to the winner.',
      {
        needs: MOVING,
        withActivity: 'The loser owes the winner "{activity}".',
        neutral: 'The loser owes the winner breakfast.',
      },
    ],
    summary: '{lead} and {partner} played active games at home for a homemade trophy.',
  }),
  adventure('physical-workout-date', 'Vanilla', 45, {
    title: 'Partners in training',
    teaser: 'You are about to get a personal coach. A very attentive one.',
    preparation: 'Wear your sports clothes and bring a bottle of water.',
    steps: [
      'Plan a short partner workout at home: mirrored moves, high fives, gentle pace.',
      'Cheer each other on through every round.',
      'Cool down with slow stretches side by side.',
      {
        needs: TOUCH,
        withActivity: 'Finish with "{activity}".',
        neutral: 'Finish with a warm drink and a rest on the sofa.',
      },
    ],
    summary: '{lead} and {partner} trained together and cooled down side by side.',
  }),

  adventure('physical-dance-lesson-home', 'Playful', 60, {
    title: 'Learn the moves',
    teaser: 'You will be taught something tonight, and it involves your hips.',
    preparation: 'Wear something that twirls, or at least moves well.',
    steps: [
      "Choose a beginners' partner dance lesson online: salsa, swing or a simple waltz.",
      'Learn the basic step, then one turn.',
      'Put on a song and dance it through without stopping, however it goes.',
      {
        needs: { tags: ['music', 'teasing', 'romance'] },
        withActivity: 'For the encore, add "{activity}".',
        neutral: 'For the encore, dance with your eyes on each other the whole time.',
      },
    ],
    summary: '{lead} and {partner} learned a partner dance in the living room.',
  }),
  adventure('physical-pillow-battle', 'Playful', 30, {
    title: 'The great pillow battle',
    teaser: 'A challenge has been issued. The only thing allowed in your hands is a pillow.',
    preparation: 'Wear something comfortable and clear a space.',
    steps: [
      'Agree on the rules: soft pillows only, and "pause" stops everything at once.',
      'Battle for three rounds, laughing as much as possible.',
      'The winner of each round chooses a small prize.',
      {
        needs: { tags: ['playful', 'games', 'teasing'] },
        withActivity: 'The final prize: "{activity}".',
        neutral: 'The final prize: collapsing together on the sofa.',
      },
    ],
    summary: '{lead} and {partner} had a pillow battle full of laughter.',
  }),
  adventure('physical-walk-and-talk', 'Playful', 60, {
    title: 'The long way round',
    teaser: 'Put on your shoes. The route is a secret.',
    preparation: 'Wear comfortable shoes and something warm.',
    steps: [
      'Plan a walk somewhere pretty, with a stop halfway for a warm drink.',
      'Hold hands and take turns asking questions you have never asked.',
      'At the halfway stop, share one thing you are looking forward to together.',
      {
        needs: { tags: ['outdoors', 'romance', 'affection'] },
        withActivity: 'On the way back, enjoy "{activity}".',
        neutral: 'On the way back, walk a little slower.',
      },
    ],
    summary: '{lead} and {partner} took the long way round and talked the whole way.',
  }),
  adventure('physical-twister-and-more', 'Playful', 45, {
    title: 'Tangled up',
    teaser: 'Tonight, you may end up in some unusual positions. All of them hilarious.',
    preparation: 'Wear something stretchy and leave your dignity at the door.',
    steps: [
      'Play a game that tangles you up, such as Twister, or invent one with coloured paper.',
      'Add a rule: whoever falls tells the other a secret compliment.',
      'Play until neither of you can stop laughing.',
      {
        needs: BOLD,
        withActivity: 'Add a final round with "{activity}".',
        neutral: 'Add a final round where the loser gives a shoulder rub.',
      },
    ],
    summary: '{lead} and {partner} got tangled up in a game full of laughter.',
  }),

  adventure('physical-swim-date', 'Adventurous', 75, {
    title: 'Into the water',
    teaser: 'Pack something to swim in. Or perhaps not.',
    preparation: 'Pack swimwear, a towel and a warm layer for afterwards.',
    steps: [
      'Find a pool, a lake or a quiet place to swim that is safe for you both.',
      'Swim together, race once, then float side by side.',
      'Warm up afterwards with a hot drink and a towel around both of you.',
      {
        needs: { tags: ['outdoors', 'bold', 'adventure'] },
        withActivity: 'If the place is private and you both want to, try "{activity}".',
        neutral: 'Stay wrapped up together a little longer before heading home.',
      },
    ],
    summary: '{lead} and {partner} went swimming together and warmed up side by side.',
  }),
  adventure('physical-sensual-dance', 'Adventurous', 45, {
    title: 'Closer',
    teaser: 'A dance is planned. It is not the kind you do at weddings.',
    preparation: 'Wear something you like to move in, and feel good in.',
    steps: [
      'Choose three slow, sultry songs and dim the lights.',
      'Dance close, letting {partner} lead the first song and you the second.',
      'On the third, let the dance become whatever you both want.',
      {
        needs: BOLD,
        withActivity: 'Let it end with "{activity}".',
        neutral: 'Let it end wrapped up in each other.',
      },
    ],
    summary: '{lead} and {partner} danced close through three slow songs.',
  }),
  adventure('physical-partner-yoga', 'Adventurous', 60, {
    title: 'Balance',
    teaser: 'You will need to trust {lead} completely. Literally.',
    preparation: 'Wear stretchy clothes and bring a mat or a thick blanket.',
    steps: [
      "Follow a beginners' partner yoga session, with poses where you support each other.",
      'Go slowly and stop any pose that does not feel right.',
      'Hold the last pose together for a full minute.',
      {
        needs: { tags: ['touch', 'sensual', 'connection'] },
        withActivity: 'Finish with "{activity}".',
        neutral: 'Finish lying together, breathing slowly.',
      },
    ],
    summary: '{lead} and {partner} tried partner yoga and learned to balance on each other.',
  }),

  adventure('physical-strip-game', 'Intense', 45, {
    title: 'High stakes',
    teaser: 'A game is planned. The stakes are not money.',
    preparation: 'Wear several layers. You will understand why.',
    steps: [
      'Agree on the rules and that either of you can stop the game at any time.',
      'Play a simple card or dice game in which each lost round costs one layer.',
      'Keep the pace slow and the mood playful.',
      {
        needs: BOLD,
        withActivity: 'The overall winner chooses "{activity}".',
        neutral: 'The overall winner chooses how the evening continues.',
      },
    ],
    summary: '{lead} and {partner} played a high-stakes game where layers were the currency.',
  }),
  adventure('physical-slow-wrestle', 'Intense', 40, {
    title: 'Playful tussle',
    teaser: 'A playful contest is planned. Expect to lose, gladly.',
    preparation: 'Wear something comfortable, and clear the bed of anything in the way.',
    steps: [
      'Agree on the rules: gentle, playful, and "pause" ends it at once.',
      'Try to be the first to land three kisses on a chosen spot.',
      'Play best of five, laughing and catching your breath.',
      {
        needs: BOLD,
        withActivity: 'The winner claims "{activity}".',
        neutral: 'The winner claims whatever comes next, if the loser agrees.',
      },
    ],
    summary: '{lead} and {partner} had a playful contest that ended close together.',
  }),
  adventure('physical-shower-after-workout', 'Intense', 75, {
    title: 'Work out, then wind down',
    teaser: 'First you will move. Then you will be rewarded.',
    preparation: 'Wear your sports clothes and bring a change of something soft.',
    steps: [
      'Do a short, energetic workout together at home.',
      'Share a warm shower afterwards, taking care of each other.',
      'Wrap up in towels and check in about what you would like next.',
      {
        needs: { tags: ['sensual', 'bold', 'massage'] },
        withActivity: 'Let the reward be "{activity}".',
        neutral: 'Let the reward be a long, slow massage.',
      },
    ],
    summary: '{lead} and {partner} worked out together, then unwound close together.',
  }),
];
