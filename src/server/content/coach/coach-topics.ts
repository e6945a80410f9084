/**
 * The coach's topics: the screen's default grid (DEFAULT_COACH_TOPICS) and the survey's activity
 * categories (what GET /api/activity-tags/categories lists), each with the categories its
 * suggestions come from and short practical tips. A grid button breaks ties between kinds of
 * question (kinds/) and frames the opening question it sends.
 */
export interface CoachTopic {
  key: string;
  /** How the coach names the topic inside a sentence ("when it comes to {phrase}"). */
  phrase: string;
  /** Grid labels that mean this topic (compared without case or punctuation). */
  labels: string[];
  /** Activity categories whose welcomed activities suit this topic's suggestions. */
  categories: string[];
  tips: string[];
}

/** The eight topics the screen shows when the categories call fails (DEFAULT_COACH_TOPICS). */
export const GRID_TOPICS: readonly CoachTopic[] = [
  {
    key: 'communication',
    phrase: 'communication',
    labels: ['Communication', 'Communication & Words'],
    categories: ['Communication & Words'],
    tips: [
      'Try the "one wish, one thanks" check-in: each of you names one thing you would like more of and one thing you appreciated this week.',
      'Talk side by side rather than face to face, on a walk or a drive: it takes the pressure off and words come more easily.',
      'When your partner shares something, repeat back what you heard before you answer. Feeling understood matters more than being quick.',
      'Use "I" sentences: "I would love to try..." lands softer than "You never...".',
      'Pick a regular, unhurried moment for bigger talks, not right before sleep or when one of you is hungry or tired.',
      'Ask open questions that start with "what" or "how": "what do you enjoy most when we are close?" invites a real answer.',
    ],
  },
  {
    key: 'romance',
    phrase: 'romance',
    labels: ['Romance', 'Romance & Dates'],
    categories: ['Romance & Dates'],
    tips: [
      'Take turns planning a surprise evening once a month; the planner keeps the details secret and the other just says yes.',
      'Small gestures count: a note in a coat pocket or a favourite song sent at lunchtime keeps romance going between the big dates.',
      'Recreate your first date, or the date you wish you had had, and talk about what has changed since.',
      'Dress up for a dinner at home: same table, different feeling.',
      'Write a short love letter, even three lines, and leave it where your partner will find it.',
      'Plan a date around something your partner loves but you rarely do together, and let them be the expert.',
    ],
  },
  {
    key: 'touch',
    phrase: 'touch and affection',
    labels: ['Touch', 'Affection & Touch'],
    categories: ['Affection & Touch'],
    tips: [
      'Try a touch with no goal: ten minutes of holding, stroking hands or hair, where nothing else needs to follow.',
      'Ask "softer or firmer?" and "here or there?" while you go: guiding each other is part of the fun.',
      'A long hug of twenty seconds or more helps both of you relax; make it a daily habit.',
      'Notice the small touches of the day, a hand on the back or a kiss on the forehead, and add one more.',
      'Take turns being the one who only receives: the other explores gently and asks what feels good.',
      'Make a "touch menu" together: hugs, hand holding, a back rub, a head on a shoulder. Pick one each day.',
    ],
  },
  {
    key: 'fantasy',
    phrase: 'fantasies and role play',
    labels: ['Fantasy', 'Fantasy & Roleplay'],
    categories: ['Fantasy & Roleplay'],
    tips: [
      'Share a fantasy as a story first: talking about it is an experience on its own, and nothing has to happen next.',
      'Start with light characters, like strangers meeting at a bar, and agree how to step out of the role at any moment.',
      'Write three fantasies each on slips of paper, swap one, and simply talk about what makes it appealing.',
      'A fantasy is welcome to stay a fantasy; enjoying the idea together is already closeness.',
      'Agree on simple ground rules before any role play: what is in, what is out, and the word that ends the scene.',
      'Start a fantasy with "what if..." and build it one sentence each, like a story you write together.',
    ],
  },
  {
    key: 'trust',
    phrase: 'trust',
    labels: ['Trust'],
    categories: ['Communication & Words', 'Affection & Touch'],
    tips: [
      'Trust grows from small promises kept: say what you will do, then do it, even for little things.',
      'Tell each other one thing that makes you feel safe with the other; it is often simpler than you expect.',
      'When something feels uneasy, name the feeling before the story: "I felt left out" opens more doors than "you ignored me".',
      'Thank your partner every time they share something honest, even when it was not easy to hear.',
      'Keep a little ritual of repair: after a disagreement, each of you says one thing you could have done better.',
      'Trust also means trusting a no: the more safely each of you can decline, the more freely you can both say yes.',
    ],
  },
  {
    key: 'playfulness',
    phrase: 'playfulness and teasing',
    labels: ['Playfulness', 'Playful Teasing'],
    categories: ['Playful Teasing'],
    tips: [
      'Flirt like you just met: a wink across the room or a cheeky message in the afternoon builds anticipation.',
      'Turn an ordinary moment into a game, like a compliment duel while cooking: the first to run out of ideas owes a kiss.',
      'Laughter is intimacy too; if something goes awkwardly, laugh together and carry on.',
      'Leave a trail of small notes for your partner to find through the day.',
      'Create a secret signal only the two of you know, and use it in public to make each other smile.',
      'Challenge each other to a tiny dare of the day: something sweet, silly or flirty, never something that embarrasses.',
    ],
  },
  {
    key: 'adventure',
    phrase: 'trying something new',
    labels: ['Adventure', 'Adventure & Novelty'],
    categories: ['Adventure & Novelty'],
    tips: [
      'Novelty does not need to be big: a new place, a new time of day or a new order of things already feels different.',
      'Keep a shared "someday list" and pick one item each month.',
      'Agree beforehand that it is an experiment: if it is not for you, you stop, laugh and try something else.',
      'Take turns choosing the adventure, so each of you gets to surprise the other.',
      'Try doing a familiar thing in an unfamiliar way: breakfast at midnight, a picnic on the living room floor.',
      'Let curiosity lead: each of you names one thing you have never tried together, and you see where they overlap.',
    ],
  },
  {
    key: 'aftercare',
    phrase: 'aftercare',
    labels: ['Aftercare'],
    categories: ['Affection & Touch', 'Massage & Relaxation', 'Intimacy Rituals'],
    tips: [
      'Aftercare is simply looking after each other afterwards: water, a blanket, a cuddle and a few kind words.',
      'Ask each other what feels good afterwards; some want closeness, some want quiet, and both are fine.',
      'Check in the next day too: "what did you enjoy, and is there anything you would change?"',
      'Keep it unhurried: a few minutes of calm together after something new helps both of you feel safe.',
      'Some couples like to talk right away, others prefer to simply rest together; find your own rhythm.',
      'A warm drink, a soft blanket and a few words of appreciation are a lovely simple routine.',
    ],
  },
];
