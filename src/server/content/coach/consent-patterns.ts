import {
  CONSTANTLY,
  FEAR,
  GIVING_IN,
  HARSH_REACTION,
  HOPELESS,
  I,
  INSISTING,
  INTIMATE_ACT,
  ME,
  MONEY,
  OWN_LIFE,
  PARTNER,
  PARTNER_OBJECT,
  PERSUADING,
  PRESSURE,
  PRIVATE_THINGS,
  REFUSAL,
  SAYING_NO,
  TO_AVOID_TROUBLE,
  UPSET_REACTION,
  UNABLE_TO_AGREE,
  WITHOUT_AGREEMENT,
} from './consent-groups';
import type { Pattern } from './meaning-patterns';

/**
 * The ways a player tells the coach that a no is not being heard, or that they are in
 * despair. Each kind is a few patterns over meaning groups (consent-groups.ts), so "my
 * husband keeps pushing me to do stuff I said no to" and "he pushed me into it" are found by
 * one pattern, while "he pushed the date back" is not. Checked against the phrasings in
 * consent-corpus.ts.
 */
export type ConsentTrouble =
  | 'pressure'
  | 'guilt'
  | 'givingIn'
  | 'fear'
  | 'cannotRefuse'
  | 'askedRepeatedly'
  | 'withoutAgreement'
  | 'control'
  | 'despair';

const KEEP: readonly string[] = [
  'keep',
  'keep on',
  'will not stop',
  'would not stop',
  'not stop',
  'never stop',
  'always',
  'still',
  'constantly',
  'continue to',
];

const WHEN: readonly string[] = ['when', 'if', 'whenever', 'every time', 'after', 'because'];

/** What a partner asks for when the asking is about sex. */
const FOR_SEX: readonly string[] = [
  'for sex',
  'for it',
  'to have sex',
  'into sex',
  'into bed',
  'into having sex',
  'into it',
  'for anal',
  'for a threesome',
  'to sleep with',
];

/** A no said, or the wish not to, as the player says it after "when I...". */
const MY_NO: readonly string[] = [
  ...SAYING_NO,
  'not want',
  'not feel like',
  'not do',
  'not give',
  'not let',
  'not in the mood',
  'not have sex',
  'not sleep with',
  'not put out',
];

/** How a partner turns when a no is said. */
const TURNS: readonly string[] = ['get', 'become', 'be', 'go', 'turn', 'start'];

const NOT = ['not', 'never', 'had not'];

export const CONSENT_PATTERNS: Record<ConsentTrouble, readonly Pattern[]> = {
  pressure: [
    // "my partner pressures me", "she guilt-trips me", "he wore me down".
    { groups: [PARTNER, PRESSURE, ME] },
    {
      groups: [
        PARTNER,
        ['pressure', 'push', 'guilt', 'nag', 'manipulate', 'coerce', 'trick', 'bully', 'force'],
        ['me into', 'me in to'],
      ],
      gap: 3,
    },
    { groups: [PARTNER, ['push', 'nag', 'beg', 'badger', 'pester', 'guilt', 'hound'], FOR_SEX] },
    {
      groups: [
        PARTNER,
        [
          'wear me down',
          'guilt me into',
          'make me feel like i have to',
          'make me feel i have to',
          'make me feel obligated',
          'make me feel like i owe',
        ],
      ],
    },
    // "he pushes my boundaries", "she pushes past my limits".
    {
      groups: [
        PARTNER,
        ['push', 'cross', 'ignore', 'test', 'disrespect', 'trample'],
        ['my boundaries', 'my limits', 'my boundary', 'my limit'],
      ],
      gap: 3,
    },
    // "she always gets her way in bed even if I say no".
    {
      groups: [
        PARTNER,
        [
          'get his way',
          'get her way',
          'get their way',
          'have his way',
          'have her way',
          'take what he want',
          'take what she want',
        ],
      ],
      alsoNeeds: [...REFUSAL, 'if i', 'whether i'],
    },
    // "sometimes my partner pushes me to do things I said no to".
    { groups: [PARTNER, PERSUADING], alsoNeeds: REFUSAL },
    // "he won't accept my no", "she doesn't listen when I say no".
    {
      groups: [
        PARTNER,
        [
          'not accept',
          'not respect',
          'not listen',
          'not care',
          'not hear',
          'ignore',
          'brush off',
          'laugh at',
          'argue with',
          'not take',
          'never take',
          'never accept',
          'never listen',
        ],
        ['my no', 'no', 'when i say no', 'when i say stop', 'my boundaries', 'my limits'],
      ],
      gap: 3,
    },
    // "I feel pressured to", "I felt pushed into it".
    {
      groups: [
        I,
        ['feel', 'be'],
        ['pressured into', 'pushed into', 'guilted', 'coerced', 'manipulated'],
      ],
      gap: 3,
    },
    // "I feel pressured to" reads like "I feel pressure to": the rest of the message tells.
    {
      groups: [I, ['feel', 'be'], ['pressured to', 'pressured by him', 'pressured by her']],
      gap: 3,
      alsoNeeds: [...REFUSAL, 'sex', 'in bed', 'him', 'her'],
    },
    // "he says I would if I loved him", "if you really loved me you would".
    {
      groups: [
        ['if i', 'if you'],
        ['love', 'care about', 'care for'],
        ['him', 'her', 'them', 'me'],
        ['i would', 'you would', 'you'],
      ],
      gap: 2,
    },
  ],
  guilt: [
    // "I feel guilty saying no", "he makes me feel bad for turning him down".
    {
      groups: [
        [
          'guilty',
          'guilt',
          'feel bad',
          'selfish',
          'terrible',
          'horrible',
          'feel awful',
          'like a bad',
        ],
        SAYING_NO,
      ],
      gap: 5,
    },
    {
      groups: [
        ['guilty', 'selfish', 'like a bad', 'frigid', 'prude'],
        ['for not', 'when i do not', 'if i do not', 'for never', 'because i do not'],
      ],
      gap: 3,
    },
    {
      groups: [
        PARTNER,
        ['call me', 'say i be', 'tell me i be', 'make me feel'],
        ['frigid', 'a prude', 'prudish', 'boring in bed', 'selfish', 'cold', 'a tease', 'broken'],
      ],
      gap: 3,
      alsoNeeds: [...REFUSAL, 'sex', 'in bed', 'him', 'her', 'frigid', 'prude', 'tease'],
    },
    { groups: [['guilt trip', 'guilt trips', 'guilt tripping', 'guilt tripped']] },
    // "I feel like I owe him sex".
    { groups: [I, ['owe'], PARTNER_OBJECT, ['sex', 'it', 'that']], gap: 3 },
    { groups: [I, ['owe'], ['it to', 'sex to', 'that to'], PARTNER_OBJECT], gap: 2 },
    {
      groups: [
        ['it is my duty', 'wifely duty', 'my duty as', 'my job to keep him', 'my job to keep her'],
      ],
    },
    // "she sulks for days when I turn her down".
    {
      groups: [
        PARTNER,
        ['sulk', 'pout', 'the silent treatment', 'the cold shoulder', 'punish', 'cry', 'guilt'],
        WHEN,
        I,
        MY_NO,
      ],
      gap: 5,
    },
  ],
  givingIn: [
    // "I just go along with it to keep the peace".
    { groups: [GIVING_IN, TO_AVOID_TROUBLE], gap: 6 },
    {
      groups: [
        GIVING_IN,
        ['even though', 'even if', 'even when', 'although', 'though', 'but', 'when'],
        I,
        [
          'not want',
          'not really want',
          'not feel like',
          'not in the mood',
          'not enjoy',
          'not like',
          'hate',
          'not ready',
          'not comfortable',
          'uncomfortable',
          'say no',
          'be not into',
        ],
      ],
      gap: 5,
    },
    // "I go along with stuff in bed I hate".
    {
      groups: [
        GIVING_IN,
        [
          'i hate',
          'i do not like',
          'i do not want',
          'i do not enjoy',
          'i be not into',
          'i be not comfortable',
          'i never want',
        ],
      ],
      gap: 5,
    },
    // "I only agreed because he wouldn't stop asking".
    {
      groups: [
        [
          'only agree',
          'only say yes',
          'only do it',
          'only go along',
          'only let him',
          'only let her',
          'only have sex',
          'only sleep with',
        ],
        ['because', 'so', 'since', 'cause', 'to'],
        PARTNER,
      ],
      gap: 3,
    },
    {
      groups: [
        ['go along with', 'give in to'],
        ['whatever he', 'whatever she', 'whatever they', 'anything he', 'anything she'],
      ],
      gap: 2,
    },
    // "I always cave in the end".
    {
      groups: [
        I,
        ['always', 'just', 'usually', 'eventually', 'end up', 'every time', 'in the end'],
        ['cave', 'give in', 'go along with it'],
      ],
      gap: 2,
      unless: ['craving', 'chocolate', 'temptation', 'dessert', 'sweet tooth'],
    },
    // "I lie there and wait for it to be over".
    {
      groups: [
        [
          'wait for it to be over',
          'wait for it to end',
          'until it is over',
          'till it is over',
          'til it is over',
          'just lie there',
          'lie there and',
          'zone out until',
          'dissociate',
        ],
      ],
    },
    // "it is easier to just say yes than argue".
    {
      groups: [
        ['easier', 'simpler', 'safer'],
        ['say yes', 'give in', 'go along', 'give him what he want', 'give her what she want'],
      ],
      gap: 3,
    },
  ],
  fear: [
    // "I'm scared he'll blow up", "I'm scared of how he'll react if I say no".
    { groups: [FEAR, PARTNER, HARSH_REACTION], gap: 6 },
    {
      groups: [FEAR, PARTNER, UPSET_REACTION],
      gap: 6,
      alsoNeeds: [...REFUSAL, 'if i do not', 'unless i'],
    },
    {
      groups: [
        ['scared', 'afraid', 'terrified', 'frightened', 'fear'],
        ['of'],
        [
          'his',
          'her',
          'their',
          'my partner',
          'partner',
          'husband',
          'wife',
          'boyfriend',
          'girlfriend',
        ],
        ['reaction', 'react', 'anger', 'temper', 'mood'],
      ],
      gap: 2,
    },
    // "I'm too scared to say no".
    { groups: [FEAR, ['to', 'of'], SAYING_NO], gap: 3 },
    // "he gets really angry when I say no".
    {
      groups: [
        PARTNER,
        ['get', 'become', 'be', 'go', 'turn'],
        [...HARSH_REACTION, ...UPSET_REACTION],
        WHEN,
        I,
        MY_NO,
      ],
    },
    {
      groups: [
        PARTNER,
        [
          'yell',
          'shout',
          'scream',
          'explode',
          'blow up',
          'punish',
          'threaten',
          'rage',
          'snap',
          'storm off',
          'slam',
        ],
        WHEN,
        I,
        MY_NO,
      ],
    },
    // "when I say no he gets cold and mean for days".
    {
      groups: [
        WHEN,
        I,
        MY_NO,
        PARTNER,
        TURNS,
        [
          ...HARSH_REACTION,
          ...UPSET_REACTION,
          'cold',
          'mean',
          'distant',
          'moody',
          'grumpy',
          'pissed',
          'nasty',
        ],
      ],
    },
    { groups: [['walk on eggshells', 'walk on egg shells', 'tiptoe around']] },
  ],
  cannotRefuse: [
    // "I can't say no to him", "I don't feel like I can refuse".
    {
      groups: [
        [
          'can not',
          'could not',
          'unable to',
          'not able to',
          'not allowed to',
          'not supposed to',
          'not feel like i can',
          'not feel i can',
          'never feel like i can',
          'not feel able to',
          'not know how to',
          'not have the right to',
        ],
        SAYING_NO,
      ],
      gap: 1,
    },
    {
      groups: [['no'], ['be not', 'never be'], ['an option', 'allowed', 'accepted', 'a thing']],
      gap: 2,
    },
    {
      groups: [PARTNER, ['not let', 'never let', 'not allow', 'never allow'], ME, SAYING_NO],
      gap: 2,
    },
    // "I feel like I have no choice".
    {
      groups: [
        ['feel', 'feel like', 'like'],
        [
          'i have no choice',
          'i do not have a choice',
          'i do not have any choice',
          'i have no say',
          'i do not get a say',
          'i have to say yes',
          'i have to do it',
          'i have to give in',
          'i have to have sex',
          'i must say yes',
        ],
      ],
      gap: 1,
      alsoNeeds: [...REFUSAL, 'sex', 'in bed', 'him', 'her', 'yes'],
    },
    {
      groups: [
        [
          'feel obligated',
          'feel obliged',
          'feel like i must',
          'feel like it is expected',
          'be expected',
        ],
        [
          'to have sex',
          'to sleep with',
          'to do it',
          'to say yes',
          'to give him',
          'to give her',
          'to please him',
          'to please her',
          'to perform',
          'to put out',
        ],
      ],
      gap: 2,
    },
  ],
  askedRepeatedly: [
    // "he keeps asking even after I said no".
    {
      groups: [PARTNER, KEEP, INSISTING],
      gap: 3,
      alsoNeeds: [...REFUSAL, 'until i', 'till i', 'give in'],
    },
    {
      groups: [PARTNER, INSISTING, CONSTANTLY],
      gap: 5,
      alsoNeeds: [...REFUSAL, 'until i', 'till i', 'give in'],
    },
    { groups: [PARTNER, KEEP, INSISTING, FOR_SEX], gap: 3 },
    // "she won't drop it".
    {
      groups: [
        PARTNER,
        ['not drop it', 'not let it go', 'not let it drop', 'not give up', 'not take no'],
      ],
      gap: 3,
    },
    // "I've said no like ten times".
    {
      groups: [
        I,
        SAYING_NO,
        [
          'a',
          'like',
          'so',
          'many',
          'multiple',
          'several',
          'countless',
          'a million',
          'a hundred',
          'ten',
          'five',
          'twenty',
          '10',
          '5',
          '20',
          '100',
        ],
        ['time', 'times'],
      ],
      gap: 3,
    },
    // "he asks again right after I say no".
    {
      groups: [
        ['again', 'anyway', 'still'],
        ['after', 'even after', 'even though', 'though', 'when'],
        I,
        SAYING_NO,
      ],
      gap: 3,
    },
    {
      groups: [
        INSISTING,
        ['after', 'even after', 'even though'],
        I,
        ['already', 'just', 'clearly'],
        SAYING_NO,
      ],
      gap: 3,
    },
  ],
  withoutAgreement: [
    // "he did it while I was asleep".
    {
      groups: [PARTNER, ['while', 'when', 'as'], I, ['be', 'fell', 'get'], UNABLE_TO_AGREE],
      gap: 8,
    },
    {
      groups: [['while', 'when', 'as'], I, ['be', 'fell', 'get'], UNABLE_TO_AGREE, PARTNER],
      gap: 4,
    },
    {
      groups: [I, ['wake up', 'woke up'], ['to', 'with', 'and'], [...PARTNER, ...PARTNER_OBJECT]],
      gap: 2,
    },
    {
      groups: [
        I,
        ['be too'],
        ['drunk', 'high', 'tired', 'out of it', 'wasted'],
        ['to say', 'to agree', 'to consent', 'to know', 'to stop', 'to remember'],
      ],
      gap: 2,
    },
    // "he didn't stop when I said stop", "she kept going after I said no".
    {
      groups: [
        PARTNER,
        ['not stop', 'keep go', 'carry on', 'continue', 'do it anyway', 'go ahead', 'not listen'],
        ['when', 'after', 'even though', 'even when', 'even after', 'though', 'while'],
        I,
        [
          ...SAYING_NO,
          'ask',
          'beg',
          'cry',
          'push him away',
          'push her away',
          'tell him',
          'tell her',
          'say it hurt',
          'froze',
          'freeze',
        ],
      ],
      gap: 4,
    },
    {
      groups: [
        [
          'do it anyway',
          'go ahead anyway',
          'carry on anyway',
          'keep going anyway',
          'did it regardless',
        ],
      ],
      alsoNeeds: REFUSAL,
    },
    // "I said no but he kept touching me".
    {
      groups: [
        I,
        [
          ...SAYING_NO,
          'push him away',
          'push her away',
          'ask him to stop',
          'ask her to stop',
          'pull away',
        ],
        ['but', 'and', 'yet', 'and then'],
        PARTNER,
        ['keep', 'not stop', 'carry on', 'continue', 'do it anyway', 'go ahead', 'still', 'ignore'],
      ],
      gap: 3,
    },
    // "he took the condom off".
    {
      groups: [
        ['take', 'pull', 'slip', 'remove'],
        ['off the condom', 'the condom off', 'off his condom', 'his condom off', 'the condom'],
      ],
      gap: 2,
      unless: ['put on', 'forgot'],
    },
    { groups: [['stealthing', 'stealthed']] },
    // "she filmed us without asking", "he did stuff without my permission".
    { groups: [PARTNER, INTIMATE_ACT, WITHOUT_AGREEMENT], gap: 5 },
    // "I never agreed to that", "I didn't consent".
    {
      groups: [
        I,
        NOT,
        ['consent', 'give consent', 'give permission', 'give my permission', 'want any of'],
      ],
      gap: 2,
    },
    {
      groups: [
        I,
        NOT,
        ['agree to', 'say yes to', 'agree', 'say yes', 'sign up for', 'ask for'],
        ['that', 'it', 'this', 'any of', 'sex', 'being', 'having', 'doing', 'anything like'],
      ],
      gap: 1,
    },
    // "he shared my nudes", "she sent pics of me to her friend".
    {
      groups: [
        PARTNER,
        ['share', 'send', 'post', 'show', 'leak', 'upload', 'spread'],
        [
          'my nudes',
          'my nude',
          'nudes of me',
          'pics of me',
          'pictures of me',
          'photos of me',
          'videos of me',
          'video of me',
          'video of us',
          'videos of us',
          'our video',
          'my pics',
          'my pictures',
          'my photos',
          'our sex tape',
          'our tape',
          'our private',
          'intimate',
        ],
      ],
      gap: 4,
    },
    { groups: [['drugged me', 'spiked my drink', 'spike my drink', 'put something in my drink']] },
    // "he does things to me in bed I didn't agree to".
    {
      groups: [
        ['do'],
        ['things', 'stuff'],
        ['to me'],
        I,
        ['not agree', 'never agree', 'not consent', 'never consent', 'not want', 'never ask for'],
      ],
      gap: 4,
    },
  ],
  control: [
    // "he controls all the money", "she takes my paycheck".
    {
      groups: [
        PARTNER,
        ['control', 'withhold', 'confiscate', 'lock me out of', 'cut me off from', 'ration'],
        MONEY,
      ],
      gap: 3,
    },
    {
      groups: [
        PARTNER,
        ['take', 'keep', 'hide', 'cut off', 'freeze'],
        ['my', 'all my', 'all our', 'all the', 'all of my', 'all of our'],
        MONEY,
      ],
      gap: 1,
    },
    {
      groups: [PARTNER, ['give me an allowance', 'put me on an allowance', 'give me pocket money']],
      gap: 3,
    },
    {
      groups: [
        I,
        ['have to', 'need to', 'must'],
        [
          'ask permission',
          'ask his permission',
          'ask her permission',
          'ask him',
          'ask her',
          'beg',
          'justify',
        ],
        ['to', 'for', 'before', 'every', 'whenever'],
        [
          'spend',
          'buy',
          'go out',
          'see',
          'leave',
          'wear',
          'use',
          'money',
          'every penny',
          'every purchase',
          'anything',
        ],
      ],
      gap: 3,
    },
    // "she checks my phone every night", "he reads my messages".
    {
      groups: [
        PARTNER,
        [
          'check',
          'go through',
          'read',
          'look through',
          'snoop',
          'monitor',
          'track',
          'search',
          'spy on',
        ],
        ['my', 'all my', 'me'],
        PRIVATE_THINGS,
      ],
      gap: 2,
    },
    {
      groups: [
        PARTNER,
        ['demand', 'want', 'insist on', 'make me give', 'make me share', 'force me to share'],
        [
          'my password',
          'my passwords',
          'my passcode',
          'my pin',
          'my location',
          'my phone',
          'my login',
          'access to my',
        ],
      ],
      gap: 3,
      unless: ['number'],
    },
    { groups: [PARTNER, ['track', 'monitor', 'spy on', 'stalk'], ME] },
    // "he won't let me see my friends", "I'm not allowed to go out".
    {
      groups: [
        PARTNER,
        [
          'not let me',
          'never let me',
          'not allow me to',
          'forbid me',
          'stop me from',
          'keep me from',
          'ban me from',
        ],
        OWN_LIFE,
      ],
      gap: 3,
      unless: ['tonight', 'this weekend', 'late', 'overtime', 'on weekends', 'on our'],
    },
    {
      groups: [
        I,
        [
          'be not allowed to',
          'be not allowed',
          'not allowed to',
          'need his permission to',
          'need her permission to',
          'need permission to',
        ],
        OWN_LIFE,
      ],
      gap: 2,
    },
    {
      groups: [
        PARTNER,
        ['isolate', 'cut me off', 'keep me away', 'keep me apart'],
        ['from', 'me'],
        ['my', 'friends', 'family', 'everyone', 'people'],
      ],
      gap: 3,
    },
    {
      groups: [
        PARTNER,
        ['decide', 'choose', 'tell me', 'control'],
        ['who i', 'where i', 'what i wear', 'what i can', 'when i can'],
        ['can', 'may', 'be allowed', 'see', 'talk', 'go', 'wear', 'text', 'leave'],
      ],
      gap: 2,
    },
    // "he checks up on me constantly", "she wants to know where I am every minute".
    {
      groups: [
        PARTNER,
        [
          'check up on me',
          'check on me',
          'call me',
          'text me',
          'message me',
          'want to know where i',
          'need to know where i',
          'demand to know where i',
          'track where i',
        ],
        [
          'times a day',
          'time a day',
          'times an hour',
          'every hour',
          'every five minutes',
          'every ten minutes',
          'nonstop',
          'constantly',
          'all day',
          'at all times',
          'to check where i',
          'to check on me',
          'to see where i',
          'to see who i',
          'whenever i go out',
          'when i be out',
        ],
      ],
      gap: 6,
    },
    {
      groups: [
        PARTNER,
        ['get', 'be', 'go'],
        ['angry', 'mad', 'furious', 'jealous', 'crazy', 'insane'],
        ['if', 'when', 'whenever', 'every time'],
        I,
        [
          'talk to',
          'text',
          'see my',
          'see friends',
          'go out',
          'hang out',
          'spend time',
          'have friends',
          'leave without',
          'message',
        ],
      ],
      gap: 3,
    },
  ],
  despair: [
    {
      // "I feel hopeless", "everything seems pointless": a word alone may be a joke or a name.
      groups: [
        ['i', 'everything', 'it all', 'life', 'my life', 'things'],
        ['feel', 'be', 'seem', 'look'],
        HOPELESS,
      ],
      gap: 3,
      unless: [
        'hopeless romantic',
        'hopeless at',
        'hopeless with',
        'hopeless when it come',
        'not feel hopeless',
        'not hopeless',
        'not worthless',
        'not a burden',
      ],
    },
    {
      groups: [
        I,
        ['feel', 'be'],
        [
          'trapped',
          'numb',
          'empty',
          'so alone',
          'completely alone',
          'like a failure',
          'like giving up',
        ],
      ],
      gap: 3,
      unless: [
        'numb from',
        'numbing cream',
        'numbing gel',
        'feet',
        'hands',
        'legs',
        'arm',
        'trapped inside',
        'snow',
        'traffic',
        'stomach',
        'after dinner',
      ],
    },
    {
      groups: [
        [
          'what be the point',
          'what the point',
          'no point',
          'no reason',
          'not see the point',
          'not see any point',
        ],
        [
          'anymore',
          'of anything',
          'in anything',
          'of living',
          'in living',
          'of life',
          'in life',
          'of it all',
          'to live',
          'to go on',
          'to keep going',
          'to get up',
          'in trying',
          'of trying',
          'of me',
          'of being here',
          'in being here',
          'of being alive',
          'of going on',
        ],
      ],
      gap: 2,
    },
    {
      groups: [
        ['want to', 'wish i could', 'just want to', 'like to', 'wish to', 'rather'],
        [
          'disappear',
          'vanish',
          'not wake up',
          'never wake up',
          'not be here',
          'stop existing',
          'not exist',
          'sleep forever',
          'go to sleep and not',
          'go to sleep and never',
          'fall asleep and not',
          'fall asleep and never',
          'not be around',
        ],
      ],
      gap: 2,
      unless: [
        'for a',
        'for the',
        'with my',
        'with him',
        'with her',
        'with you',
        'together',
        'weekend',
        'trip',
        'holiday',
        'vacation',
        'getaway',
        'into',
        'act',
        'magic',
        'under the cover',
      ],
    },
    {
      groups: [
        ['can not', 'not want to', 'not know how to', 'not sure i can', 'not think i can'],
        [
          'go on',
          'keep going',
          'keep living',
          'do this anymore',
          'take this anymore',
          'take it anymore',
          'cope anymore',
          'carry on',
        ],
      ],
      gap: 2,
      unless: [
        'tonight',
        'position',
        'my knee',
        'my back',
        'round',
        'date',
        'trip',
        'holiday',
        'show',
        'game',
      ],
    },
    {
      groups: [
        ['nobody', 'no one', 'no body', 'noone'],
        ['would', 'will', 'even'],
        ['miss me', 'care if i', 'notice if i', 'care about me', 'notice i'],
      ],
      gap: 2,
    },
    {
      groups: [
        ['life', 'living', 'my life'],
        ['be not worth', 'not worth', 'be no longer worth'],
        ['it', 'living', 'anything'],
      ],
      gap: 2,
    },
    {
      groups: [
        [
          'not worth living',
          'no way out',
          'see no way out',
          'no future for me',
          'no future for myself',
          'dark thoughts',
          'dark place',
          'thoughts of dying',
          'thoughts of death',
          'think about dying',
          'think about death',
          'think about not being here',
          'think about not waking up',
          'think about ending it',
        ],
      ],
      unless: ['escape room'],
    },
    { groups: [I, ['hate'], ['myself', 'my life', 'being alive', 'being me', 'existing']], gap: 2 },
    { groups: [['give up on'], ['life', 'everything', 'myself', 'living', 'it all']], gap: 1 },
  ],
};
