import { adventuresOf } from './adventure-template';

const adventure = adventuresOf('romantic');

const CLOSENESS = {
  categories: ['Affection & Touch', 'Kissing'],
  tags: ['affection', 'cuddling', 'kissing'],
};
const WORDS = { categories: ['Communication & Words'], tags: ['words', 'appreciation'] };
const ROMANCE = { categories: ['Romance & Dates'], tags: ['romance', 'dates'] };
const SENSUAL = { tags: ['sensual', 'sensory', 'teasing'] };

/** Tender, heartfelt plans that celebrate the couple's connection. */
export const ROMANTIC_ADVENTURES = [
  adventure('romantic-letters-at-home', 'Vanilla', 45, {
    title: 'Letters across the table',
    teaser: 'Tonight, words matter more than usual. Come ready to listen.',
    preparation:
      'Bring a pen and think of one moment with {lead} that you have never quite put into words.',
    steps: [
      'Set two places side by side, with paper, pens and your favourite warm drink.',
      'Each of you writes a short letter to the other: a memory, a thank-you and a hope.',
      'Swap letters and read them in silence first, then aloud to each other.',
      {
        needs: WORDS,
        withActivity: 'Finish with something you both said yes to: "{activity}".',
        neutral: 'Finish by telling each other which line touched you most.',
      },
      'Keep both letters somewhere you will find them again.',
    ],
    summary: '{lead} and {partner} wrote each other letters and read them aloud.',
  }),
  adventure('romantic-slow-evening-in', 'Vanilla', 60, {
    title: 'The slow evening in',
    teaser: 'No plans, no rush, no screens. Just a very good evening.',
    preparation: 'Wear your softest clothes and leave your phone in another room.',
    steps: [
      'Tidy one corner of your home, dim the lights and put on quiet music.',
      'Make a simple meal or a favourite snack together, taking it slowly.',
      'Sit close and ask {partner} three questions you have never asked before.',
      {
        needs: CLOSENESS,
        withActivity: 'Spend the last part of the evening on "{activity}".',
        neutral: 'Spend the last part of the evening curled up together, talking or not.',
      },
    ],
    summary: '{lead} and {partner} spent an unhurried evening in, phones away.',
  }),
  adventure('romantic-memory-lane', 'Vanilla', 50, {
    title: 'Memory lane',
    teaser: 'A little time travel is planned. You will not need a ticket.',
    preparation: 'Think of your three favourite moments together; you will be asked about them.',
    steps: [
      'Gather a few things that remind you of your time together: notes, gifts, songs.',
      'Lay them out and let {partner} pick them up one by one while you tell their story.',
      'Take turns naming your three favourite moments together.',
      {
        needs: ROMANCE,
        withActivity: 'Plan, out loud, when you will next enjoy "{activity}".',
        neutral: 'Plan, out loud, one new moment you would love to add to the list.',
      },
    ],
    summary: '{lead} and {partner} retraced their favourite moments together.',
  }),
  adventure('romantic-breakfast-for-two', 'Vanilla', 40, {
    title: 'A very slow breakfast',
    teaser: 'Tomorrow morning starts differently. Do not set an alarm.',
    preparation: 'Keep the morning free and stay in bed when you wake up.',
    steps: [
      'Wake a little earlier and make {partner} a favourite breakfast, simply done.',
      'Bring it to bed on a tray with a small handwritten note.',
      'Eat together without hurrying, talking about the week ahead.',
      {
        needs: CLOSENESS,
        withActivity: 'Before anyone gets up, make time for "{activity}".',
        neutral: 'Before anyone gets up, stay close for a few minutes more.',
      },
    ],
    summary: '{lead} brought {partner} breakfast in bed and a slow start to the day.',
  }),

  adventure('romantic-love-note-trail', 'Playful', 45, {
    title: 'The love note trail',
    teaser: 'Something has been hidden around your home. Keep your eyes open.',
    preparation: 'Come home at the usual time, and look carefully at everything.',
    steps: [
      'Write six short notes, each a compliment and a clue to the next one.',
      'Hide them around your home, starting where {partner} always looks first.',
      'The last note leads to you, with a small gift or a favourite treat.',
      {
        needs: WORDS,
        withActivity: 'Reward the finder with "{activity}".',
        neutral: 'Reward the finder with a long hug and the story behind each note.',
      },
    ],
    summary: '{partner} followed a trail of love notes that {lead} had hidden at home.',
  }),
  adventure('romantic-living-room-ball', 'Playful', 45, {
    title: 'A ball for two',
    teaser: 'Dress code: a little more elegant than usual. The venue is a secret.',
    preparation: 'Dress up a little, in something that makes you feel good.',
    steps: [
      'Clear a space at home, dim the lights and make a playlist of songs from your years together.',
      'Welcome {partner} with a bow and a formal invitation to dance.',
      'Dance to every song, swapping who leads at each one.',
      {
        needs: { tags: ['music', 'romance'], categories: ['Clothing & Looks'] },
        withActivity: 'For the last song, bring in "{activity}".',
        neutral: 'For the last song, dance as slowly as you can.',
      },
    ],
    summary: '{lead} and {partner} held a private ball at home and danced to their songs.',
  }),
  adventure('romantic-compliment-jar', 'Playful', 40, {
    title: 'Forty reasons',
    teaser: 'You are about to hear a lot of nice things. Try not to blush too much.',
    preparation: 'Bring your favourite mug and an open mind.',
    steps: [
      'Write forty small reasons you love {partner}, each on a slip of paper, and fold them into a jar.',
      'Make two warm drinks and sit facing each other.',
      '{partner} draws slips one at a time; read each aloud and add the story behind it.',
      {
        needs: { ...WORDS, categories: ['Communication & Words', 'Playful Teasing'] },
        withActivity: 'Every tenth slip earns a moment of "{activity}".',
        neutral: 'Every tenth slip earns a kiss.',
      },
      'Leave the jar where {partner} can draw one on a hard day.',
    ],
    summary: '{lead} gave {partner} a jar of forty reasons, read aloud one by one.',
  }),
  adventure('romantic-soft-mood', 'Playful', 60, {
    title: 'Setting the mood',
    teaser: 'Tonight has been designed with your senses in mind.',
    preparation: 'Take a slow shower beforehand and wear something soft.',
    steps: [
      'Prepare a room with low light, a soft throw, a pleasant scent and calm music.',
      'Greet {partner} at the door and lead them in slowly.',
      'Take turns choosing the next song and telling why it reminds you of the other.',
      {
        needs: SENSUAL,
        withActivity: 'When it feels right, bring in "{activity}".',
        neutral: 'When it feels right, simply hold each other and let the music play.',
      },
    ],
    summary: '{lead} set the mood at home for a sensory evening with {partner}.',
  }),

  adventure('romantic-vow-renewal', 'Adventurous', 60, {
    title: 'Private promises',
    teaser: 'A small ceremony is planned. There is only one name on the list, and it is yours.',
    preparation: 'Wear something you would wear to a celebration, and think about a promise.',
    steps: [
      'Prepare a corner of your home with flowers and soft light.',
      'Write three new promises to {partner}: one serious, one sweet, one silly.',
      'Say them to each other, facing each other, hands held.',
      {
        needs: CLOSENESS,
        withActivity: 'Seal the promises with "{activity}".',
        neutral: 'Seal the promises with a long, slow kiss.',
      },
      'Write the promises down and keep them together.',
    ],
    summary: '{lead} and {partner} made each other new promises in a ceremony of their own.',
  }),
  adventure('romantic-first-date-remix', 'Adventurous', 75, {
    title: 'The first date, remixed',
    teaser: 'You have done this once before. This time, something is different.',
    preparation: 'Dress the way you did when you first met, as near as you can.',
    steps: [
      'Recreate your first date at home: the food, the music, even the small talk.',
      'Ask {partner} the questions you wanted to ask back then but did not dare.',
      'Answer honestly the questions they ask you back.',
      {
        needs: ROMANCE,
        withActivity: 'End with what you did not do that night: "{activity}".',
        neutral: 'End with what you wish you had done that night.',
      },
    ],
    summary: '{lead} and {partner} relived their first date, with the questions left unasked.',
  }),
  adventure('romantic-slow-dance-undress', 'Adventurous', 60, {
    title: 'Three songs',
    teaser: 'Three songs have been chosen carefully. You will find out why.',
    preparation: 'Wear something with buttons, and come ready to be close.',
    steps: [
      'Choose three songs that mean something to the two of you.',
      'Dance to the first one close together, talking softly.',
      'During the second, take your time removing one layer each, only as far as you both want.',
      {
        needs: SENSUAL,
        withActivity: 'During the third, bring in "{activity}".',
        neutral: 'During the third, just hold each other and sway.',
      },
    ],
    summary: '{lead} and {partner} danced through three chosen songs, slowly and closely.',
  }),

  adventure('romantic-night-of-devotion', 'Intense', 90, {
    title: 'A night of devotion',
    teaser: 'For one evening, everything revolves around you. Say yes when you are ready.',
    preparation: 'Arrive relaxed and rested, and think about what makes you feel most cherished.',
    steps: [
      'Agree together on what is welcome tonight and a word that pauses anything.',
      'Run {partner} a warm bath or shower and wrap them in a soft towel afterwards.',
      'Give {partner} your full attention: slow touch, kind words, no hurry.',
      {
        needs: { tags: ['sensual', 'bold', 'kissing', 'massage'] },
        withActivity: 'Let "{activity}" be the heart of the evening.',
        neutral: 'Let unhurried closeness be the heart of the evening.',
      },
      'Stay together afterwards and talk about what felt best.',
    ],
    summary: '{lead} devoted an evening to {partner}, slow, attentive and close.',
  }),
  adventure('romantic-unspoken-wishes', 'Intense', 75, {
    title: 'Unspoken wishes',
    teaser: 'There is something you have always wanted to hear. Tonight you might.',
    preparation: 'Write down one wish you have never said out loud, and bring it folded.',
    steps: [
      'Write your own folded wish, too, and agree that either of you may pass.',
      'Exchange the folded wishes and read them privately first.',
      'Talk about each wish with curiosity and no judgement.',
      {
        needs: { tags: ['fantasy', 'bold', 'sensual'] },
        withActivity: 'If you both want to, start with "{activity}" tonight.',
        neutral: 'If you both want to, choose one small part of a wish to try tonight.',
      },
    ],
    summary: '{lead} and {partner} shared wishes they had never said out loud.',
  }),
  adventure('romantic-hotel-at-home', 'Intense', 90, {
    title: 'Room service',
    teaser: 'Check-in is at eight. Your room is already being prepared.',
    preparation: 'Pack a small overnight bag as if you were going away, even if you are not.',
    steps: [
      'Turn your bedroom into a suite: fresh sheets, folded towels, a note on the pillow.',
      'Greet {partner} at the door as if they were arriving at a fine hotel.',
      'Serve a late dinner in the room, then leave a menu of evening options to choose from.',
      {
        needs: { tags: ['sensual', 'bold', 'massage', 'clothing'] },
        withActivity: 'Make sure "{activity}" is on the menu.',
        neutral: 'Make sure a long massage and a slow bath are on the menu.',
      },
    ],
    summary: '{lead} turned home into a private suite for {partner} for the night.',
  }),
];
