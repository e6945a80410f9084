import { activity, type ActivityCategory } from './catalogue-types';

export const AFFECTION: ActivityCategory = {
  key: 'affection',
  name: 'Affection & Touch',
  activities: [
    activity(
      'holding-hands',
      'Holding hands in public',
      'Walking hand in hand whenever you are out together.',
      ['affection', 'public'],
    ),
    activity(
      'sofa-cuddles',
      'Long cuddles on the sofa',
      'Settling in together for an unhurried cuddle with nowhere else to be.',
      ['cuddling'],
    ),
    activity(
      'spooning',
      'Spooning at bedtime',
      'Drifting off to sleep wrapped around each other.',
      ['cuddling', 'bedtime'],
    ),
    activity(
      'surprise-hugs',
      'Surprise hugs from behind',
      'A warm hug that arrives unannounced while your partner is busy with something.',
      ['affection', 'surprise'],
    ),
    activity(
      'hair-play',
      "Playing with each other's hair",
      "Gently stroking or running your fingers through your partner's hair.",
      ['touch'],
    ),
    activity(
      'forehead-touches',
      'Resting foreheads together',
      'Leaning your foreheads together for a quiet, close moment.',
      ['affection'],
    ),
    activity(
      'slow-dancing',
      'Slow dancing at home',
      'Swaying together in the kitchen or living room to a favourite song.',
      ['romance', 'music'],
    ),
    activity(
      'skin-to-skin',
      'Lying skin to skin',
      'Resting close together with nothing between you but warmth.',
      ['touch', 'closeness'],
    ),
    activity(
      'lap-lounging',
      "Lounging in each other's lap",
      "Resting your head in your partner's lap while you talk or watch something.",
      ['cuddling'],
    ),
    activity(
      'tracing-shapes',
      'Tracing shapes on skin',
      "Drawing slow letters or patterns on each other's back or arm with a fingertip.",
      ['touch', 'playful'],
    ),
    activity(
      'long-hugs',
      'Long, lingering hugs',
      'Holding each other for a full minute or more, until you both relax.',
      ['affection'],
    ),
  ],
};

export const COMMUNICATION: ActivityCategory = {
  key: 'communication',
  name: 'Communication & Words',
  activities: [
    activity(
      'daily-compliments',
      'A compliment every day',
      'Telling each other one thing you appreciate about them, every single day.',
      ['words', 'appreciation'],
    ),
    activity(
      'sweet-whispers',
      'Whispering sweet nothings',
      "Soft, affectionate words spoken close to your partner's ear.",
      ['words', 'affection'],
    ),
    activity(
      'flirty-texts',
      'Flirty text messages',
      'Sending playful, suggestive messages to each other during the day.',
      ['words', 'teasing'],
    ),
    activity(
      'love-letters',
      'Love letters',
      'Writing a heartfelt letter for your partner to read and keep.',
      ['words', 'romance'],
    ),
    activity(
      'sharing-fantasies',
      'Talking about fantasies',
      'Sharing daydreams and desires openly, with no pressure to act on any of them.',
      ['words', 'fantasy'],
    ),
    activity(
      'guiding-words',
      'Saying what feels good',
      'Gently guiding each other with words while you are close.',
      ['words', 'consent'],
    ),
    activity(
      'voice-notes',
      'Voice notes for your partner',
      'Recording a warm or teasing message for your partner to hear later.',
      ['words', 'teasing'],
    ),
    activity(
      'pet-names',
      'Pet names',
      'Using affectionate nicknames that belong only to the two of you.',
      ['words', 'affection'],
    ),
    activity(
      'reading-aloud',
      'Reading aloud to each other',
      'Taking turns reading a romantic story or a poem out loud.',
      ['words', 'romance'],
    ),
    activity(
      'after-talks',
      'Honest talks afterwards',
      'Chatting afterwards about what you loved and what you might change next time.',
      ['words', 'consent'],
    ),
    activity(
      'bold-talk',
      'Bold, suggestive talk',
      'Using more daring words in intimate moments, within what you both enjoy.',
      ['words', 'bold'],
    ),
  ],
};

export const ROMANCE: ActivityCategory = {
  key: 'romance',
  name: 'Romance & Dates',
  activities: [
    activity(
      'candlelit-dinner',
      'Candlelit dinner at home',
      'Cooking or ordering in, with candles, music and your best plates.',
      ['romance', 'dates'],
    ),
    activity(
      'surprise-date',
      'A surprise date',
      'One of you plans an evening and keeps the details hidden until it begins.',
      ['dates', 'surprise'],
    ),
    activity(
      'weekend-getaway',
      'A weekend getaway',
      'A night or two away somewhere new, just the two of you.',
      ['dates', 'travel'],
    ),
    activity(
      'picnic',
      'A picnic in the park',
      'A relaxed meal outdoors with a blanket and your favourite snacks.',
      ['dates', 'outdoors'],
    ),
    activity(
      'stargazing',
      'Stargazing together',
      'Lying under the night sky and talking about everything and nothing.',
      ['romance', 'outdoors'],
    ),
    activity(
      'first-date-again',
      'Recreating your first date',
      'Revisiting where it all began, or staging it again at home.',
      ['romance', 'dates'],
    ),
    activity(
      'sunrise',
      'Watching the sunrise together',
      'Getting up early to see the day begin side by side.',
      ['romance', 'outdoors'],
    ),
    activity(
      'breakfast-in-bed',
      'Breakfast in bed',
      'Bringing your partner a morning treat without them leaving the covers.',
      ['romance', 'care'],
    ),
    activity(
      'little-gifts',
      'Little gifts for no reason',
      'Flowers or a small token that says you were thinking of them.',
      ['romance', 'surprise'],
    ),
    activity(
      'dancing-out',
      'Going out dancing',
      'An evening at a dance class, a club or a live music night.',
      ['dates', 'music'],
    ),
    activity(
      'screen-free-evening',
      'A screen-free evening',
      'Putting phones away for a whole evening devoted to each other.',
      ['dates', 'connection'],
    ),
  ],
};
