import { adventuresOf } from './adventure-template';

const adventure = adventuresOf('adventure');

const NOVELTY = { categories: ['Adventure & Novelty'], tags: ['novelty', 'adventure', 'surprise'] };
const PLAY = { categories: ['Playful Teasing'], tags: ['games', 'playful', 'teasing'] };
const BOLD = { tags: ['bold', 'sensual', 'fantasy', 'novelty'] };

/** Plans with novelty and a little daring: a first, a surprise, somewhere new. */
export const ADVENTURE_ADVENTURES = [
  adventure('adventure-mystery-box', 'Vanilla', 45, {
    title: 'The mystery box',
    teaser: 'A box is waiting for you. What is inside decides the evening.',
    preparation: 'Keep the evening free and come with an appetite for surprises.',
    steps: [
      'Fill a box with five small envelopes, each holding one thing to do together at home.',
      'Let {partner} open one envelope at a time, in any order.',
      'Do each one before opening the next: a song to sing, a question to answer, a dish to share.',
      {
        needs: NOVELTY,
        withActivity: 'Make the last envelope "{activity}".',
        neutral: 'Make the last envelope a promise of a surprise for next month.',
      },
    ],
    summary: '{partner} opened a box of envelopes from {lead}, each a small surprise.',
  }),
  adventure('adventure-world-at-home', 'Vanilla', 60, {
    title: 'Around the world in one room',
    teaser: 'Pack nothing. You are travelling tonight anyway.',
    preparation: 'Think of a country you have always wanted to visit, and keep it to yourself.',
    steps: [
      'Choose a country neither of you has visited and prepare a small taste of it at home.',
      'Play its music and learn three words of its language together.',
      'Ask {partner} for the country they secretly dream of, and plan that trip on paper.',
      {
        needs: { tags: ['travel', 'dates'] },
        withActivity: 'Promise each other "{activity}" before the year is out.',
        neutral: 'Promise each other one real step towards that trip.',
      },
    ],
    summary: '{lead} and {partner} travelled the world from home and planned a real trip.',
  }),
  adventure('adventure-firsts-night', 'Vanilla', 50, {
    title: 'A night of firsts',
    teaser: 'Tonight, everything you do, you will do for the first time.',
    preparation: 'Bring curiosity and a willingness to be bad at something new.',
    steps: [
      'Choose three small things neither of you has ever done at home: a recipe, a song, a craft.',
      'Try each one together, laughing at how it goes.',
      'Rate each first out of ten, and defend your scores.',
      {
        needs: NOVELTY,
        withActivity: 'Add one more first, if you both want it: "{activity}".',
        neutral: 'Write down the next first you would both like to try.',
      },
    ],
    summary: '{lead} and {partner} tried three things neither had done before.',
  }),
  adventure('adventure-dice-date', 'Vanilla', 45, {
    title: 'Let the dice decide',
    teaser: 'You will not plan a thing tonight. Chance will.',
    preparation: 'Keep an open mind and a free evening.',
    steps: [
      'Write six ideas for a cosy evening in, numbered one to six.',
      'Let {partner} roll a die, or draw a number from a hat if you have no die.',
      'Do what the number says, then roll again for the second half of the evening.',
      {
        needs: PLAY,
        withActivity: 'On a double six, the winner claims "{activity}".',
        neutral: 'On a double six, the winner chooses the dessert.',
      },
    ],
    summary: '{lead} and {partner} let a die choose how to spend their evening.',
  }),

  adventure('adventure-mystery-night-out', 'Playful', 75, {
    title: 'The mystery night out',
    teaser: 'You will be told where you are going only once you arrive.',
    preparation: 'Dress for an evening out, comfortable enough to move, and bring a jacket.',
    steps: [
      'Plan an evening somewhere neither of you has been: a new neighbourhood, a café, a gig.',
      'Give {partner} one clue every half hour until you arrive.',
      'Once there, challenge each other to one small dare that fits the place.',
      {
        needs: NOVELTY,
        withActivity: 'On the way home, plan "{activity}" together.',
        neutral: 'On the way home, each pick the next place to discover.',
      },
    ],
    summary: '{lead} took {partner} on a mystery night somewhere new to both.',
  }),
  adventure('adventure-treasure-hunt', 'Playful', 60, {
    title: 'Treasure hunt',
    teaser: 'There is a prize, and only you can find it. The first clue will find you.',
    preparation: 'Wear comfortable clothes and be ready to search every corner.',
    steps: [
      'Hide six clues around your home, each a riddle about your time together.',
      'Leave the first clue where {partner} will find it after work.',
      'The last clue leads to the prize: a small gift and you.',
      {
        needs: PLAY,
        withActivity: 'The prize comes with "{activity}".',
        neutral: 'The prize comes with a kiss for every riddle solved.',
      },
    ],
    summary: '{partner} solved a treasure hunt of riddles that {lead} had hidden at home.',
  }),
  adventure('adventure-new-room', 'Playful', 45, {
    title: 'Somewhere else entirely',
    teaser: 'Tonight happens in a place in your home you would never guess.',
    preparation: 'Bring a cushion and your sense of humour.',
    steps: [
      'Choose a room you never spend evenings in and transform it: soft light, blankets, music.',
      'Lead {partner} there with their eyes closed and reveal it.',
      'Spend the evening there, playing a game or simply talking.',
      {
        needs: { tags: ['novelty', 'teasing', 'games'] },
        withActivity: 'Let the new room be where you try "{activity}".',
        neutral: 'Decide together whether the new spot deserves a second evening.',
      },
    ],
    summary: '{lead} turned an unexpected corner of home into a hideaway for {partner}.',
  }),
  adventure('adventure-yes-evening', 'Playful', 60, {
    title: 'The evening of yes',
    teaser: 'For one evening, you get to say yes to everything, or no to anything.',
    preparation: 'Think of three small things you would love to be asked to do.',
    steps: [
      'Agree together that any suggestion may be answered with a cheerful no.',
      'Take turns proposing playful things to do in the next ten minutes.',
      'Say yes to as many as you both genuinely like.',
      {
        needs: PLAY,
        withActivity: 'Slip "{activity}" in among the suggestions.',
        neutral: 'Keep count of the yeses and celebrate the total.',
      },
    ],
    summary: "{lead} and {partner} spent an evening saying yes to each other's playful ideas.",
  }),

  adventure('adventure-new-names', 'Adventurous', 75, {
    title: 'Two people who just met',
    teaser: 'Someone new would like to meet you. Be on time.',
    preparation: 'Choose an outfit you rarely wear and a name you have never used.',
    steps: [
      'Agree on a place to meet and a signal that ends the game at once.',
      'Arrive separately and meet as if for the first time: a little role play, with invented names and stories.',
      'Flirt, ask questions and see how long you can stay in your new roles.',
      {
        needs: { tags: ['roleplay', 'fantasy', 'bold'] },
        withActivity: 'Let the evening end with "{activity}".',
        neutral: 'At home, drop the roles and compare notes on your new selves.',
      },
    ],
    summary: '{lead} and {partner} met again as two people who had never seen each other.',
  }),
  adventure('adventure-secret-hideaway', 'Adventurous', 90, {
    title: 'The hideaway',
    teaser: 'A secret place, just for two. Directions will follow.',
    preparation: 'Pack a warm layer, a favourite snack and something to sit on.',
    steps: [
      'Find a private spot outdoors that you have never been to together, safe and out of sight.',
      'Bring a blanket, a warm drink and a playlist.',
      'Spend the first half hour talking about what you would do if no one ever found you.',
      {
        needs: { tags: ['outdoors', 'bold', 'novelty'] },
        withActivity: 'If the place and the mood allow, enjoy "{activity}".',
        neutral: 'Stay close and enjoy having the place to yourselves.',
      },
    ],
    summary: '{lead} took {partner} to a secret hideaway for two.',
  }),
  adventure('adventure-unexpected-time', 'Adventurous', 45, {
    title: 'The middle of the day',
    teaser: 'Check your calendar: an important meeting with {lead} has been booked.',
    preparation: 'Keep the hour free and tell no one why.',
    steps: [
      'Book an hour in the middle of a weekday when you are both free.',
      'Send {partner} a formal invitation to the meeting, with an agenda of one word: us.',
      'Spend the hour together at home, away from anything else.',
      {
        needs: BOLD,
        withActivity: 'The agenda\'s only item: "{activity}".',
        neutral: "The agenda's only item: each other.",
      },
    ],
    summary: '{lead} booked {partner} for a secret hour in the middle of the day.',
  }),

  adventure('adventure-wish-list', 'Intense', 75, {
    title: 'The wish list',
    teaser: "Something you both have wondered about is on tonight's list.",
    preparation: 'Come with one idea you have been curious about, and the freedom to say no.',
    steps: [
      'Write separate lists of three things you are curious to try, then compare them.',
      'Circle only what appears on both lists or what both of you happily agree to.',
      'Agree on a word that pauses everything at once.',
      {
        needs: BOLD,
        withActivity: 'If it is circled, begin with "{activity}".',
        neutral: 'Choose one circled idea and try it slowly, checking in as you go.',
      },
      'Talk afterwards about what to keep on the list.',
    ],
    summary: '{lead} and {partner} compared wish lists and tried something both wanted.',
  }),
  adventure('adventure-getaway-night', 'Intense', 90, {
    title: 'One night away',
    teaser: 'Pack a bag. Where it goes is not your concern.',
    preparation: 'Pack for one night: something comfortable, something special, and nothing else.',
    steps: [
      'Book one night somewhere new to you both, or borrow a space that feels like elsewhere.',
      'Drive or travel there with a playlist made for {partner}.',
      'Leave every plan behind except one: time together with no interruptions.',
      {
        needs: { tags: ['travel', 'bold', 'sensual'] },
        withActivity: 'Once the door closes, make time for "{activity}".',
        neutral: 'Once the door closes, make the night entirely about each other.',
      },
    ],
    summary: '{lead} whisked {partner} away for one night somewhere new.',
  }),
  adventure('adventure-hand-over-control', 'Intense', 60, {
    title: 'Your evening, your rules',
    teaser: 'For one evening you make every choice. Or perhaps you make none.',
    preparation: 'Decide whether you want to lead or be led, and be ready to say so.',
    steps: [
      'Ask {partner} whether they would rather lead tonight or be led, and agree on limits and a pause word.',
      'Whoever leads chooses the music, the pace and what happens next.',
      'Check in every ten minutes with a simple green, yellow or red.',
      {
        needs: { tags: ['consent', 'roleplay', 'bold'] },
        withActivity: 'Let "{activity}" shape the evening.',
        neutral: 'Let the one leading decide everything, within what you agreed.',
      },
      'Swap for a few minutes at the end, then talk about it.',
    ],
    summary: '{lead} and {partner} handed over the choices for an evening, within agreed limits.',
  }),
];
