/**
 * What a player may be asking the coach, found from the words of the last message, each with
 * the openings the coach answers it with. `{topic}` is the topic's phrase and `{name}` the
 * player's name.
 */
export interface CoachIntent {
  key: string;
  /** Words or phrases that point to this intent (whole words, `*` for a word's start). */
  keywords: string[];
  openings: string[];
}

/** In order of precedence: when a message points to two intents equally, the first wins. */
export const COACH_INTENTS: readonly CoachIntent[] = [
  {
    key: 'consent',
    keywords: [
      'consent*',
      'pause word*',
      'safe word*',
      'safeword*',
      'stop word*',
      'boundar*',
      'comfortable',
      'uncomfortable',
      'check in',
      'checking in',
      'limits',
      'say no',
      'saying no',
    ],
    openings: [
      'Consent is the heart of every good moment together, {name}: a yes that can change at any time, for any reason, without needing to explain.',
      'A pause word makes trying things easier: pick a word you would never say by accident, like "pineapple", and agree that it means a calm stop, no questions asked.',
      'Checking in is not a mood killer. A soft "still good?" now and then shows care, and an honest "not right now" deserves a thank you.',
      'Talk about limits before the moment, when you are both relaxed: what is a yes, what is a maybe, and what is a no for now. Lists can change, and that is fine.',
      'Saying no kindly is a skill worth practising, {name}: "not that, but I would love..." keeps the closeness while honouring the limit.',
    ],
  },
  {
    key: 'disagree',
    keywords: [
      'disagree*',
      'different',
      'differ',
      'not interested',
      'says no',
      'said no',
      'doesn t want',
      'does not want',
      'mismatch*',
      'argu*',
      'conflict*',
      'not into',
      'compromis*',
      'libido',
      'more often',
      'less often',
      'in the mood',
    ],
    openings: [
      'It is completely normal not to want the same things, {name}. A difference is information, not a problem, and a no deserves as much respect as a yes.',
      'When you disagree, look for the wish underneath: often it is closeness, excitement or feeling wanted, and there are many ways to meet it that you both enjoy.',
      'Try "yes, no, maybe" lists side by side and start with what you share. Whatever is a no for one of you stays off the table, kindly and without pressure.',
      'Different rhythms of desire are one of the most common things couples face. Talking about what helps each of you feel in the mood is a better start than counting.',
      'You do not need to agree on everything to feel close, {name}. Celebrate the overlap and let each other keep a few private maybes.',
    ],
  },
  {
    key: 'start',
    keywords: [
      'bring up',
      'bring it up',
      'bringing up',
      'start talking',
      'how do i tell',
      'how to tell',
      'how do i ask',
      'open up',
      'raise',
      'mention',
      'ask my partner',
      'ask him',
      'ask her',
      'ask them',
      'first step',
      'begin',
      'approach',
    ],
    openings: [
      'A good way in, {name}, is a relaxed moment away from the bedroom, like a walk or a coffee. Start with curiosity rather than a plan: tell your partner you have been thinking about {topic} and ask whether they would like to talk about it.',
      'Bringing something up is easier when you share why it matters to you. "I feel close to you when..." invites your partner in and makes saying no easy too.',
      'Start small and light: mention something you read or saw about {topic} and ask what your partner thinks. Their answer tells you how to go on.',
      'You could use Velvet itself as a door opener, {name}: look at what you both welcomed and ask which one your partner is most curious about.',
    ],
  },
  {
    key: 'suggest',
    keywords: [
      'suggest*',
      'propos*',
      'idea',
      'ideas',
      'try',
      'trying',
      'what should we',
      'what can we',
      'recommend*',
      'inspir*',
    ],
    openings: [
      'Here is a gentle idea for {topic}, {name}, to try when you both feel like it.',
      'Suggesting something works best as an invitation: "would you like to try...?" with an easy way to say "not today".',
      'For {topic}, a small step you can take together this week could be a good start.',
      'Ideas land best when they are specific and light, {name}. Here is one you could offer.',
    ],
  },
  {
    key: 'aftercare',
    keywords: ['aftercare', 'afterwards', 'after sex', 'wind down', 'cool down'],
    openings: [
      'Aftercare means taking care of each other once the moment is over, {name}, and it is good for every couple, not only after something intense.',
      'What happens afterwards shapes how the whole experience is remembered: a few calm minutes together make a big difference.',
      'There is no single right way to do aftercare; the best version is the one you both asked for.',
    ],
  },
  {
    key: 'reconnect',
    keywords: [
      'distant',
      'disconnect*',
      'drift*',
      'reconnect*',
      'after a fight',
      'apart',
      'lonely',
      'roommates',
      'neglect*',
    ],
    openings: [
      'Feeling a bit distant happens in every relationship, {name}, and noticing it is already the first step back towards each other.',
      'Reconnecting often starts small: a real question, a long hug, an evening with no screens. Closeness builds on little moments more than big gestures.',
      'Tell your partner you miss them, simply and without blame. It is one of the most inviting sentences there is.',
    ],
  },
  {
    key: 'fresh',
    keywords: [
      'fresh',
      'routine',
      'boring',
      'bored',
      'spark',
      'rut',
      'same thing',
      'stale',
      'excit*',
      'passion',
    ],
    openings: [
      'Keeping things fresh is less about doing something wild and more about paying attention, {name}: curiosity is the best spark.',
      'Every long relationship finds a routine; that is a sign of comfort. Small changes in time, place or pace are often enough to make things feel new again.',
      'Anticipation is a powerful ingredient. Plan something together a few days ahead and let the waiting be part of it.',
      'Try seeing your partner through new eyes, {name}: ask about something they love that you rarely talk about.',
    ],
  },
  {
    key: 'nervous',
    keywords: [
      'nervous',
      'shy',
      'awkward',
      'embarrass*',
      'anxious',
      'anxiety',
      'insecur*',
      'confiden*',
      'worried',
      'worry',
      'first time',
      'new to this',
    ],
    openings: [
      'Feeling a little nervous is normal, {name}, and it usually means this matters to you. You can say exactly that to your partner: it is disarming and honest.',
      'Go at the pace of whoever is less sure. Confidence grows from small, good experiences, not from jumping in.',
      'Awkward moments happen to every couple. Laughing together about them turns them into shared memories.',
      'Being new to something is a lovely position to be in, {name}: you get to discover it together, with no script to follow.',
    ],
  },
  {
    key: 'time',
    keywords: [
      'time',
      'busy',
      'tired',
      'kids',
      'children',
      'schedule*',
      'work',
      'exhausted',
      'stress',
    ],
    openings: [
      'Busy weeks happen, {name}. Closeness does not need a free evening: ten focused minutes can count as much as a whole night.',
      'Putting time together in the calendar may sound unromantic, but it protects what matters. Then let the plan inside it be playful.',
      'When energy is low, choose the gentle version: a cuddle on the sofa or a shared bath can be closeness enough.',
    ],
  },
];

/** When no intent is clear, the coach answers warmly and invites a little more detail. */
export const GENERAL_OPENINGS = [
  'Thanks for sharing that, {name}. Every couple is different, so let us find what fits the two of you.',
  'Lovely to hear from you, {name}. Here is a small idea for the two of you.',
  'Happy to help, {name}. A little curiosity and kindness go a long way.',
  'I am glad you asked, {name}. Here is something you could try.',
  'Hello {name}! Here is a thought to take into your week together.',
];

/** Closing questions that invite the player to say more; used when nothing else fits. */
export const FOLLOW_UPS = [
  'What would you like to feel more of together?',
  'Is there a topic from the list you would like to explore next?',
  'Tell me a little more, and I can make it more specific.',
];
