import { adventuresOf } from './adventure-template';

const adventure = adventuresOf('learning');

const WORDS = { categories: ['Communication & Words'], tags: ['words', 'appreciation'] };
const RITUALS = { categories: ['Intimacy Rituals'], tags: ['ritual', 'consent', 'connection'] };
const CURIOUS = { tags: ['fantasy', 'novelty', 'sensual', 'bold'] };

/** Plans to learn something together, or something new about each other. */
export const LEARNING_ADVENTURES = [
  adventure('learning-thirty-six-questions', 'Vanilla', 60, {
    title: 'Thirty-six questions',
    teaser: 'You think you know everything about each other. Tonight will test that.',
    preparation: 'Bring your honesty, and the willingness to hear something new.',
    steps: [
      'Look up the well-known thirty-six questions for growing closer, or write your own.',
      'Sit facing each other and take turns asking and answering them, in order.',
      "End with four minutes of looking into each other's eyes without speaking.",
      {
        needs: WORDS,
        withActivity: 'Then close with "{activity}".',
        neutral: 'Then tell each other the answer that surprised you most.',
      },
    ],
    summary: '{lead} and {partner} asked each other the thirty-six questions for growing closer.',
  }),
  adventure('learning-new-skill', 'Vanilla', 75, {
    title: 'Beginners together',
    teaser: 'You are about to be very bad at something. Together.',
    preparation: 'Wear clothes you do not mind getting a little dusty.',
    steps: [
      'Choose a skill neither of you has: sketching, a card trick, a knot, bread, a language.',
      "Follow a beginners' guide side by side and help each other through the tricky parts.",
      'Show each other what you managed, and give generous marks.',
      {
        needs: { tags: ['learning', 'playful'] },
        withActivity: 'Reward the effort with "{activity}".',
        neutral: 'Choose the next skill to learn together.',
      },
    ],
    summary: '{lead} and {partner} learned a new skill side by side.',
  }),
  adventure('learning-love-languages', 'Vanilla', 45, {
    title: 'How you feel loved',
    teaser: 'Tonight, you will be studied. Kindly.',
    preparation: 'Think of three moments when you felt most loved by {lead}.',
    steps: [
      'Read together about the different ways people give and receive love.',
      "Each guess the other's favourite way, then reveal your own.",
      'Share the three moments you each felt most loved, and what they had in common.',
      {
        needs: { categories: ['Affection & Touch', 'Communication & Words'] },
        withActivity: 'Put it into practice straight away with "{activity}".',
        neutral: "Put it into practice straight away, in the other's favourite way.",
      },
    ],
    summary: '{lead} and {partner} learned how each of them most likes to feel loved.',
  }),
  adventure('learning-our-story-map', 'Vanilla', 50, {
    title: 'The map of us',
    teaser: 'An important document is being drawn up. Your help will be needed.',
    preparation: 'Find one keepsake from your time together and bring it along.',
    steps: [
      'Draw a timeline of your relationship on a large sheet of paper.',
      'Each mark the moments that mattered most to you, in different colours.',
      'Compare: where do your maps agree, and where are you surprised?',
      {
        needs: RITUALS,
        withActivity: 'Add a future milestone: "{activity}".',
        neutral: 'Add three future milestones you would both love to reach.',
      },
    ],
    summary: '{lead} and {partner} drew the map of their story and added what comes next.',
  }),

  adventure('learning-quiz-night', 'Playful', 45, {
    title: 'The quiz of you',
    teaser: 'A quiz is being written about you. Revise.',
    preparation: 'Think about what {lead} might ask you, and what you would ask back.',
    steps: [
      'Write twenty questions about yourself, from easy to very hard.',
      'Quiz {partner}, awarding points and playful forfeits for wrong answers.',
      'Swap: let them quiz you with questions about themselves.',
      {
        needs: { tags: ['games', 'teasing', 'playful'] },
        withActivity: 'The winner claims "{activity}".',
        neutral: "The winner chooses tomorrow's dinner.",
      },
    ],
    summary: '{lead} and {partner} quizzed each other on how well they know one another.',
  }),
  adventure('learning-kiss-study', 'Playful', 30, {
    title: 'A study of kisses',
    teaser: 'Research is planned. You have volunteered.',
    preparation: 'Bring a lip balm and your most scientific attitude.',
    steps: [
      'Read a little about the history of the kiss around the world.',
      'Try five different styles you read about, and rate each one.',
      'Discuss the results, with great seriousness.',
      {
        needs: { categories: ['Kissing'], tags: ['kissing'] },
        withActivity: 'Repeat the winning experiment, then "{activity}".',
        neutral: 'Repeat the winning experiment several times.',
      },
    ],
    summary: '{lead} and {partner} studied, tested and rated the art of kissing.',
  }),
  adventure('learning-cook-off', 'Playful', 75, {
    title: 'The cooking lesson',
    teaser: 'Aprons on. Someone is about to teach you a secret.',
    preparation: 'Wear something you do not mind cooking in.',
    steps: [
      'Teach {partner} a dish you cook well, step by step, with them doing all the work.',
      'Let them teach you one of theirs next time, or a quick dessert tonight.',
      "Eat what you made by soft light, and grade each other's teaching.",
      {
        needs: { tags: ['playful', 'clothing', 'romance'] },
        withActivity: 'Add a bonus lesson: "{activity}".',
        neutral: 'Add a bonus lesson: the secret of a perfect slow dance in the kitchen.',
      },
    ],
    summary: '{lead} taught {partner} a favourite dish and they ate it together.',
  }),
  adventure('learning-yes-no-maybe', 'Playful', 45, {
    title: 'The conversation',
    teaser: 'A very honest conversation is coming. It will be more fun than you think.',
    preparation: 'Think about what you would love more of, and bring the courage to say so.',
    steps: [
      'Each write a list of things you would love more of, from cuddles to kisses to compliments.',
      'Swap lists and mark each item yes, no or maybe.',
      'Talk through every maybe with curiosity and no pressure.',
      {
        needs: RITUALS,
        withActivity: 'Agree to start with "{activity}".',
        neutral: 'Agree on one yes to start with this week.',
      },
    ],
    summary: '{lead} and {partner} traded wish lists and talked through every maybe.',
  }),

  adventure('learning-fantasy-swap', 'Adventurous', 60, {
    title: 'What if',
    teaser: 'You are invited to imagine. Nothing more is expected.',
    preparation: 'Think of one daydream you would be willing to share, and one you would not.',
    steps: [
      'Agree that sharing a daydream is not a promise to act on it.',
      'Take turns sharing one daydream each, and asking gentle questions.',
      "Say what you find appealing in each other's, and what you would leave alone.",
      {
        needs: CURIOUS,
        withActivity: 'If you both want to, plan "{activity}" for another night.',
        neutral: 'If you both want to, choose a small piece to try another night.',
      },
    ],
    summary: '{lead} and {partner} shared daydreams with no pressure to act on them.',
  }),
  adventure('learning-touch-lesson', 'Adventurous', 45, {
    title: 'Teach me',
    teaser: 'Tonight you give the lesson. The subject is you.',
    preparation: 'Think of exactly how you like to be touched, and be ready to explain it.',
    steps: [
      'Sit comfortably and let {partner} show you, with their hand on yours, how they like to be touched.',
      'Repeat it back and ask for corrections: slower, softer, there.',
      'Swap and teach them in return.',
      {
        needs: { tags: ['touch', 'massage', 'sensual'] },
        withActivity: 'Practise what you learned with "{activity}".',
        neutral: 'Practise what you learned until you both get full marks.',
      },
    ],
    summary: '{lead} and {partner} taught each other exactly how they like to be touched.',
  }),
  adventure('learning-new-book', 'Adventurous', 60, {
    title: 'Homework for grown-ups',
    teaser: 'Some reading has been assigned. You will enjoy this homework.',
    preparation: 'Set aside an hour and bring your questions.',
    steps: [
      'Choose a well-regarded book or audio guide on intimacy for couples.',
      'Read or listen to one chapter together, pausing to discuss.',
      'Each pick one idea from it you would like to try.',
      {
        needs: CURIOUS,
        withActivity: 'Try yours together, starting with "{activity}".',
        neutral: 'Try one of the ideas together, gently.',
      },
    ],
    summary: '{lead} and {partner} studied a chapter on intimacy and tried an idea from it.',
  }),

  adventure('learning-desire-map', 'Intense', 75, {
    title: 'The desire map',
    teaser: 'Tonight you will draw a map that nobody else will ever see.',
    preparation: 'Bring honesty, and the knowledge that every no is welcome.',
    steps: [
      'Each write what you would love, what you would try and what you never want.',
      'Share the lists and look for overlaps, agreeing that limits are final.',
      'Agree on a word that pauses anything, and on check-ins as you go.',
      {
        needs: CURIOUS,
        withActivity: 'Explore one overlap tonight: "{activity}".',
        neutral: 'Explore one overlap tonight, slowly.',
      },
      'Talk afterwards about what to keep on the map.',
    ],
    summary: '{lead} and {partner} mapped their desires and explored one overlap together.',
  }),
  adventure('learning-slow-practice', 'Intense', 60, {
    title: 'The slow practice',
    teaser: 'You are about to learn that slower can mean much more.',
    preparation: 'Rest beforehand, and come without any expectations.',
    steps: [
      'Read together about the idea of slowing intimacy down and focusing on sensation.',
      'Take turns giving and receiving touch for ten minutes each, with no goal at all.',
      'Tell each other afterwards what you noticed.',
      {
        needs: { tags: ['sensual', 'bold', 'touch'] },
        withActivity: 'Then bring the same slowness to "{activity}".',
        neutral: 'Then bring the same slowness to whatever you both want next.',
      },
    ],
    summary: '{lead} and {partner} practised slowing down and noticing every sensation.',
  }),
  adventure('learning-confidence-night', 'Intense', 60, {
    title: 'Say it out loud',
    teaser: 'Tonight you will hear exactly what you do to {lead}.',
    preparation: 'Think of one thing you love about your body and be ready to say it.',
    steps: [
      'Take turns telling each other, in detail and with kindness, what you find attractive.',
      'Each say one thing you love about your own body.',
      'Ask {partner} what they want to hear more often, and say it.',
      {
        needs: { tags: ['words', 'bold', 'sensual'] },
        withActivity: 'Let the words lead to "{activity}".',
        neutral: 'Let the words lead wherever you both want them to.',
      },
    ],
    summary: '{lead} and {partner} told each other, out loud, what they find irresistible.',
  }),
];
