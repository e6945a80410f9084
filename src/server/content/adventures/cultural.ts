import { adventuresOf } from './adventure-template';

const adventure = adventuresOf('cultural');

const MUSIC = { tags: ['music'], categories: ['Romance & Dates'] };
const WORDS = { categories: ['Communication & Words'], tags: ['words', 'romance'] };
const SENSES = { categories: ['Sensory Play'], tags: ['sensory', 'sensual', 'fantasy'] };

/** Plans inspired by art, music, food and traditions, met with curiosity and respect. */
export const CULTURAL_ADVENTURES = [
  adventure('cultural-cook-a-country', 'Vanilla', 75, {
    title: 'A dinner from far away',
    teaser: 'Tonight, dinner comes with a passport stamp.',
    preparation: 'Bring an appetite and one fact about a country you would love to visit.',
    steps: [
      'Choose a cuisine neither of you knows well and find one simple, well-loved dish from it.',
      'Cook it together, with music from the same place playing.',
      'While it simmers, read a little about where the dish comes from and what it means there.',
      {
        needs: MUSIC,
        withActivity: 'After dinner, finish with "{activity}".',
        neutral: 'After dinner, share what surprised you most about the evening.',
      },
    ],
    summary: '{lead} and {partner} cooked a dish from a cuisine new to both, with its music.',
  }),
  adventure('cultural-poetry-night', 'Vanilla', 45, {
    title: 'Poetry by lamplight',
    teaser: 'Someone is going to read to you tonight. Get comfortable.',
    preparation: 'Find one poem or a few lines of a song that you love, and bring them.',
    steps: [
      'Choose three poems, from different times or places, that say something about love.',
      'Make two warm drinks and settle somewhere soft with a lamp.',
      'Read them aloud to {partner}, slowly, then listen to the lines they brought.',
      {
        needs: WORDS,
        withActivity: 'Close the evening with "{activity}".',
        neutral: 'Close the evening by writing two lines of your own, together.',
      },
    ],
    summary: '{lead} read poems to {partner}, who shared their own favourite lines.',
  }),
  adventure('cultural-album-listening', 'Vanilla', 60, {
    title: 'One album, start to finish',
    teaser: 'You are invited to listen. Properly, for once.',
    preparation: 'Choose a song that defined one year of your life, and bring its story.',
    steps: [
      'Pick a classic album from a country or decade neither of you grew up with.',
      'Listen to it together from start to finish, lights low, no phones.',
      'Between sides, swap the songs you each brought and tell their stories.',
      {
        needs: MUSIC,
        withActivity: 'For the last track, make room for "{activity}".',
        neutral: 'For the last track, lie back and just listen, hand in hand.',
      },
    ],
    summary: '{lead} and {partner} listened to a whole album together and swapped song stories.',
  }),
  adventure('cultural-tea-ceremony', 'Vanilla', 40, {
    title: 'A ritual of tea',
    teaser: 'Slow down. Something calm and beautiful is being prepared.',
    preparation: 'Wear something comfortable and arrive with nowhere else to be.',
    steps: [
      'Learn a little about a tea tradition, such as a Japanese, Moroccan or English one.',
      'Prepare tea for {partner} with the same care, step by step, explaining each gesture.',
      'Drink it slowly in silence for the first few minutes.',
      {
        needs: { categories: ['Intimacy Rituals'], tags: ['ritual', 'connection'] },
        withActivity: 'Then begin a ritual of your own: "{activity}".',
        neutral: 'Then talk about a small ritual you would like the two of you to keep.',
      },
    ],
    summary: '{lead} prepared a tea ritual for {partner}, slowly and with care.',
  }),

  adventure('cultural-museum-stories', 'Playful', 75, {
    title: 'Stories behind the frames',
    teaser: 'You will meet some very old faces tonight and invent their secrets.',
    preparation: 'Wear comfortable shoes and bring your most imaginative self.',
    steps: [
      'Visit a museum or gallery, or browse an online collection together.',
      'Take turns choosing a portrait and inventing the love story of the person in it.',
      'Vote on the most convincing story; the winner chooses the next stop.',
      {
        needs: { tags: ['fantasy', 'playful', 'words'] },
        withActivity: 'On the way home, turn the best story into "{activity}".',
        neutral: 'On the way home, imagine the portrait someone would paint of the two of you.',
      },
    ],
    summary: '{lead} and {partner} invented love stories for portraits in a collection.',
  }),
  adventure('cultural-film-festival', 'Playful', 90, {
    title: 'A festival of two',
    teaser: 'A very exclusive screening is planned. Only two seats are left.',
    preparation: 'Pick a film from before you were born that you have always meant to see.',
    steps: [
      'Print two tickets and set up your sofa like a small cinema, snacks included.',
      'Watch one short film from a country neither of you knows, then the one {partner} picked.',
      'Hand out your own awards: best kiss, best line, best outfit.',
      {
        needs: { tags: ['fantasy', 'romance', 'playful'] },
        withActivity: 'The grand prize: "{activity}".',
        neutral: "The grand prize: choosing the next festival's programme.",
      },
    ],
    summary: '{lead} and {partner} held a film festival for two at home, with their own awards.',
  }),
  adventure('cultural-dance-lesson', 'Playful', 60, {
    title: 'A dance from elsewhere',
    teaser: 'Your feet are about to learn something new. Prepare them.',
    preparation: 'Wear shoes you can turn in, and clothes you can move in.',
    steps: [
      'Choose a partner dance from another tradition: tango, salsa, a waltz, a folk dance.',
      "Follow a beginners' lesson together, video or book, in your living room.",
      'Practise the basic step until you can do it without counting out loud.',
      {
        needs: { tags: ['music', 'teasing'], categories: ['Affection & Touch'] },
        withActivity: 'Finish with "{activity}" to the same music.',
        neutral: 'Finish with your own freestyle version of it.',
      },
    ],
    summary: '{lead} and {partner} learned the basics of a dance from another tradition.',
  }),
  adventure('cultural-story-exchange', 'Playful', 45, {
    title: 'Traditions of your own',
    teaser: 'You are about to swap something precious: family secrets, of the harmless kind.',
    preparation: 'Think of a tradition, a dish or a saying from your family that you love.',
    steps: [
      'Share a tradition, a recipe or a saying from each of your families.',
      'Try one of them tonight, even in a small way.',
      'Invent a new tradition that belongs only to the two of you.',
      {
        needs: { categories: ['Intimacy Rituals', 'Romance & Dates'] },
        withActivity: 'Make "{activity}" part of that new tradition.',
        neutral: 'Decide when and how often you will keep it.',
      },
    ],
    summary: '{lead} and {partner} traded family traditions and invented one of their own.',
  }),

  adventure('cultural-sensual-art', 'Adventurous', 60, {
    title: 'Art of the body',
    teaser: 'Tonight you will be looked at the way artists look. Tastefully.',
    preparation: 'Wear something you feel beautiful in, and bring an open mind.',
    steps: [
      'Look together at famous works that celebrate the human form, from sculpture to painting.',
      'Talk about what makes each one beautiful, and what you find beautiful in each other.',
      'Take turns sketching each other, however clumsy, as the other sits for a few minutes.',
      {
        needs: SENSES,
        withActivity: 'Turn the portrait sitting into "{activity}".',
        neutral: 'Swap sketches and keep them somewhere private.',
      },
    ],
    summary: '{lead} and {partner} looked at art of the human form and sketched each other.',
  }),
  adventure('cultural-romance-novel', 'Adventurous', 60, {
    title: 'Between the pages',
    teaser: 'A story is waiting, and you may find yourself in it.',
    preparation: 'Bring a blanket and the memory of a love story that stayed with you.',
    steps: [
      'Choose a classic romantic novel or story and mark its most charged chapter.',
      'Read the chapter aloud to {partner}, in a voice you would not use in daylight.',
      'Talk about what the two lovers in it wanted and did not dare say.',
      {
        needs: { tags: ['fantasy', 'words', 'sensual'] },
        withActivity: 'Then let the story lead to "{activity}".',
        neutral: 'Then write the next page together, one sentence each.',
      },
    ],
    summary: '{lead} read a charged chapter to {partner} and they continued the story together.',
  }),
  adventure('cultural-masquerade', 'Adventurous', 75, {
    title: 'A masked evening',
    teaser: 'You will need a mask, a little mystery and nothing else you can guess.',
    preparation: 'Find or make a simple mask, and dress as elegantly as you like.',
    steps: [
      'Read together about the masked balls of Venice and what masks allowed people to say.',
      'Put on masks and music from the same era.',
      'Dance, and say one thing to {partner} you would only dare say behind a mask.',
      {
        needs: { tags: ['roleplay', 'clothing', 'teasing'] },
        withActivity: 'Before the masks come off, enjoy "{activity}".',
        neutral: 'Take the masks off slowly, one at a time.',
      },
    ],
    summary: '{lead} and {partner} held a masked evening inspired by the balls of Venice.',
  }),

  adventure('cultural-ancient-love-arts', 'Intense', 75, {
    title: 'Old wisdom, new ideas',
    teaser: 'Centuries ago, someone wrote advice for lovers. Tonight it reaches you.',
    preparation: 'Rest beforehand, and come with curiosity and the freedom to say no.',
    steps: [
      'Read together a few respectful passages from an old text on love and intimacy.',
      'Each choose one idea you find beautiful or intriguing, and say why.',
      'Agree on what is welcome tonight and a word that pauses everything.',
      {
        needs: { tags: ['sensual', 'bold', 'novelty'] },
        withActivity: 'Explore one idea through "{activity}", slowly.',
        neutral: 'Explore one of the ideas together, slowly, checking in as you go.',
      },
    ],
    summary: '{lead} and {partner} explored an idea from an old text on love, at their own pace.',
  }),
  adventure('cultural-sensory-dinner', 'Intense', 90, {
    title: 'A feast for every sense',
    teaser: 'Dinner tonight is not only about taste.',
    preparation: 'Wear something soft, and come with your senses wide awake.',
    steps: [
      'Plan a dinner from one region, with its music, its scents and its textures.',
      'Serve each course with a different song and a different light.',
      'Between courses, take turns describing what each of your senses notices.',
      {
        needs: SENSES,
        withActivity: 'Let dessert become "{activity}".',
        neutral: 'Let dessert be slow, shared and close.',
      },
    ],
    summary: '{lead} served {partner} a dinner designed for every sense.',
  }),
  adventure('cultural-burlesque', 'Intense', 60, {
    title: 'A private show',
    teaser: 'The curtain rises at nine. There is one seat, and it is yours.',
    preparation: 'Take the best seat in the house and bring your applause.',
    steps: [
      'Watch a short clip together about the history of cabaret and the art of the slow reveal.',
      'Choose a song and put on a playful show for {partner}, as bold or silly as you like.',
      'Invite {partner} to give a show of their own, only if they want to.',
      {
        needs: { tags: ['teasing', 'bold', 'clothing'] },
        withActivity: 'Let the encore be "{activity}".',
        neutral: 'Let the encore be a slow dance for two.',
      },
    ],
    summary: '{lead} put on a private cabaret show for {partner}, inspired by its history.',
  }),
];
