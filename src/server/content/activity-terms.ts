import { ACTIVITY_CATEGORIES } from '../db/seed/catalogue';
import { BOUNDARY_CONCEPTS } from './boundary-concepts';
import { phrase, type FormPhrase } from './form-phrases';

/**
 * What a frank survey activity is called when it is not called by its name: a partner who
 * refused "Oral sex" must not get "kiss your way down and use your mouth", nor one who refused
 * "Morning sex" a challenge to "wake them up with sex". Written items and engines describe
 * these activities in their own words, so the name alone protects nobody.
 */
export interface ActivityTerms {
  /** The survey catalogue's key for the activity (src/server/db/seed/activities-intimate.ts). */
  key: string;
  /** Words and phrases that mean it, each word in any form, in order, a few words apart. */
  terms: readonly string[];
  /** Practices of `boundary-concepts.ts` it is, by one of their names: their terms come too. */
  concepts?: readonly string[];
}

// How many other words may stand inside a term ("use all of your mouth"), as for the concepts.
const TERM_GAP = 2;

/**
 * One entry per frank activity. Like the guard's other lists they err on the side of refusing:
 * a harmless sentence that happens to say "on top" is thrown away for a couple where one of
 * them refused taking turns on top, rather than risk giving it.
 */
export const ACTIVITY_TERMS: readonly ActivityTerms[] = [
  {
    key: 'erotic-massage',
    terms: [
      'sensual massage',
      'sexy massage',
      'intimate massage',
      'happy ending',
      'turn sexual',
      'become sexual',
      'get sexual',
      'massage between legs',
    ],
  },
  {
    key: 'mutual-masturbation',
    terms: [
      'masturbate',
      'masturbation',
      'touch yourself',
      'touch yourselves',
      'pleasure yourself',
      'pleasure yourselves',
      'play with yourself',
      'play with yourselves',
      'get yourself off',
      'touching themselves',
      'touch themselves',
      'self pleasure',
    ],
  },
  {
    key: 'pleasuring-by-hand',
    terms: [
      'hand job',
      'handjob',
      'fingering',
      'finger them',
      'with your fingers',
      'use your hand',
      'use your hands',
      'nothing but your hands',
      'guide your hand',
      'pleasure by hand',
      'pleasure with hand',
      'get them off',
      'get each other off',
      'make them come',
      'until they come',
    ],
  },
  {
    key: 'oral-sex',
    terms: [
      'use your mouth',
      'with your mouth',
      'your mouth on',
      'use your tongue',
      'with your tongue',
      'go down on',
      'going down on',
      'kiss your way down',
      'kiss way down',
      'taste them',
      'sixty nine',
      'lick',
      'oral',
      'blowjob',
      'blow job',
      'cunnilingus',
      'fellatio',
    ],
    // Not the "oral" practice: its "go down" would keep out every sunset.
  },
  {
    key: 'grinding',
    terms: [
      'grind',
      'dry hump',
      'hump',
      'rub against each other',
      'move against each other',
      'press against each other',
      'fully clothed',
      'with your clothes on',
      'fully dressed',
    ],
  },
  {
    key: 'toy-on-partner',
    terms: ['use the toy on', 'hold the toy', 'toy in your hand'],
    concepts: ['toys'],
  },
  {
    key: 'toy-during-sex',
    terms: ['toy into sex', 'toy during sex', 'toy in bed'],
    concepts: ['toys'],
  },
  {
    key: 'explicit-messages',
    terms: [
      'sext',
      'sexting',
      'explicit',
      'dirty message',
      'dirty text',
      'naughty message',
      'naughty text',
      'racy message',
      'racy text',
      'steamy message',
      'steamy text',
      'x rated message',
    ],
  },
  {
    key: 'dirty-talk',
    terms: [
      'dirty',
      'filthy',
      'talk dirty',
      'naughty words',
      'bold words',
      'hot words',
      'heated words',
      'say out loud what you want',
      'tell them exactly what you want',
      'moan',
    ],
    concepts: ['dirty talk'],
  },
  {
    key: 'full-striptease',
    terms: [
      'striptease',
      'strip tease',
      'strip for',
      'undress for',
      'undress completely',
      'take everything off',
      'lap dance',
      'one piece per song',
    ],
  },
  {
    key: 'edging',
    terms: [
      'edging',
      'edge them',
      'close to the edge',
      'on the edge',
      'to the brink',
      'close to climax',
      'near climax',
      'ease off',
      'stop just before',
      'almost come',
      'nearly come',
      'hold off',
    ],
  },
  {
    key: 'anal-play',
    terms: ['anal', 'anus', 'butt plug', 'plug', 'rimming', 'pegging', 'backdoor', 'prostate'],
    concepts: ['anal'],
  },
  {
    key: 'new-position',
    terms: [
      'new position',
      'sex position',
      'different position',
      'position you have not tried',
      'position neither',
      'untried position',
      'try a position',
      'kama sutra',
    ],
  },
  {
    key: 'taking-turns-on-top',
    terms: [
      'on top',
      'turns on top',
      'set the rhythm',
      'straddle',
      'ride them',
      'ride each other',
      'riding them',
      'cowgirl',
    ],
  },
  {
    key: 'sex-somewhere-new',
    terms: [
      'sex on the sofa',
      'sex on the couch',
      'sex on the table',
      'sex on the floor',
      'sex on the rug',
      'sex in the kitchen',
      'sex in the living room',
      'sex somewhere',
      'kitchen counter',
      'anywhere but the bed',
      'other than the bedroom',
      'out of the bedroom',
      'not in the bed',
    ],
  },
  {
    key: 'shower-sex',
    terms: [
      'shower sex',
      'sex in the shower',
      'steamy shower',
      'shower for two',
      'against the tiles',
      'under the water together',
      'shower turn into',
    ],
  },
  {
    key: 'morning-sex',
    terms: [
      'morning sex',
      'sex in the morning',
      'sex before breakfast',
      'sex before work',
      'wake them up with',
      'wake each other up',
      'wake up with sex',
      'wake them with',
      'before the alarm',
      'morning quickie',
    ],
  },
  {
    key: 'quickie',
    terms: [
      'quickie',
      'quick sex',
      'minute sex',
      'steal five minutes',
      'stolen minutes',
      'clothes half on',
    ],
  },
  {
    key: 'mirror-sex',
    terms: [
      'mirror',
      'watch yourselves',
      'watching yourselves',
      'see yourselves',
      'your reflection',
      'reflections',
    ],
  },
  {
    key: 'all-night',
    terms: [
      'all night',
      'whole night',
      'until late',
      'again and again',
      'round two',
      'second round',
      'back to bed for more',
      'marathon',
    ],
  },
  {
    key: 'tied-up',
    terms: [
      'tied',
      'tie up',
      'silk tie',
      'knot',
      'bound',
      'strap',
      'scarf around wrists',
      'wrists together',
      'to the headboard',
    ],
    concepts: ['bondage'],
  },
  {
    key: 'wrists-held-down',
    terms: [
      'pin',
      'pinned',
      'pin down',
      'hold down',
      'held down',
      'hold wrists',
      'wrists held',
      'wrists down',
      'wrists against',
      'wrists to the bed',
      'wrists above',
      'arms above head',
      'hold still',
    ],
  },
  {
    key: 'in-charge',
    terms: [
      'in charge',
      'take charge',
      'take control',
      'in control',
      'who leads',
      'decide what happens',
      'follow orders',
      'do as you are told',
      'do as they say',
      'do as i say',
      'the one following',
    ],
    concepts: ['dominance'],
  },
  {
    key: 'hands-off-rule',
    terms: [
      'hands off',
      'no hands',
      'without hands',
      'may not touch',
      'not allowed to touch',
      'cannot touch',
      'can t touch',
      'hands behind your back',
      'hands on the pillow',
      'hands up on the pillow',
      'sit on your hands',
      'keep your hands still',
    ],
  },
  {
    key: 'hair-pulling',
    terms: ['handful of hair', 'hair in your fist', 'hair pull', 'draw hair back'],
    concepts: ['hair pulling'],
  },
  {
    key: 'biting-and-scratching',
    terms: ['love bite', 'hickey', 'use your teeth', 'graze', 'nails down'],
    concepts: ['biting', 'scratching'],
  },
  {
    key: 'orgasm-control',
    terms: [
      'orgasm control',
      'may finish',
      'allowed to finish',
      'allowed to come',
      'permission to come',
      'permission to finish',
      'when to finish',
      'when to come',
      'not until i say',
      'not until you say',
      'denial',
      'deny them',
      'hold back orgasm',
    ],
  },
  {
    key: 'bedroom-scene',
    terms: ['scenario', 'scene', 'in character', 'characters'],
    concepts: ['role play'],
  },
  {
    key: 'wax-play',
    terms: ['hot wax', 'warm wax', 'melted wax', 'massage candle', 'drops of wax'],
    concepts: ['wax'],
  },
];

const KEY_OF_NAME = new Map(
  ACTIVITY_CATEGORIES.flatMap((category) =>
    category.activities.map((a) => [a.name.trim().toLowerCase(), a.key] as const),
  ),
);

const TERMS_OF_KEY = new Map(ACTIVITY_TERMS.map((entry) => [entry.key, entry]));

/** Every term that means the activity, its own and those of the practices it is, once each. */
export function termsOfActivity(entry: ActivityTerms): string[] {
  const concepts = BOUNDARY_CONCEPTS.filter((concept) =>
    concept.names.some((name) => entry.concepts?.includes(name)),
  );
  return [...new Set([...entry.terms, ...concepts.flatMap((concept) => concept.terms)])];
}

/** The terms for a survey activity by its name; none for one the table does not describe. */
export function termsOfActivityNamed(name: string): string[] {
  const key = KEY_OF_NAME.get(name.trim().toLowerCase());
  const entry = key ? TERMS_OF_KEY.get(key) : undefined;
  return entry ? termsOfActivity(entry) : [];
}

const phrasesOfName = new Map<string, FormPhrase[]>();

/**
 * What a refused activity keeps out, read in any word form: its name, word for word, and the
 * terms of what it means.
 */
export function refusedActivityPhrases(name: string): FormPhrase[] {
  let phrases = phrasesOfName.get(name);
  if (!phrases) {
    phrases = [phrase(name), ...termsOfActivityNamed(name).map((term) => phrase(term, TERM_GAP))];
    // Names come from the survey and staff: a handful, so the cache stays small.
    if (phrasesOfName.size < 1_000) phrasesOfName.set(name, phrases);
  }
  return phrases;
}
