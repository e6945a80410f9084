/**
 * A closing for each welcomed activity the coach may suggest, by the survey catalogue's
 * activity key: a sentence written for it, never its name pasted into a template. A kind lists
 * the keys that suit it (kinds/*.ts); only activities both partners welcomed, within the
 * couple's level, are ever suggested.
 */
export const ACTIVITY_CLOSINGS: Readonly<Record<string, string>> = {
  'shopping-together':
    'You both said yes to browsing for a toy together, so a relaxed look through a shop one evening could be the easiest first step.',
  'couples-toy':
    'A toy made for two is something you both welcomed, which makes it a natural first pick.',
  'vibrating-toy':
    'You both welcomed a vibrating toy, so a small, simple one would be a gentle place to start.',
  'remote-toy':
    'You both welcomed a toy your partner can control from a distance, which some couples find a playful way to feel close when apart.',
  lubricants:
    'You both said yes to trying different lubricants, so two small bottles to compare could make this easy and even a bit fun.',
  'safe-word':
    'You have both welcomed agreeing on a safe word, so choosing one together this week would be a simple, solid step.',
  'traffic-lights':
    'You both welcomed green, yellow and red check-ins, an easy habit to start the next time you are close.',
  aftercare:
    'You both said yes to cuddles afterwards, so building a few quiet minutes into the end of things will suit you both.',
  'after-talks':
    'You both welcomed honest talks afterwards, so a few words the next morning about what you enjoyed would fit well.',
  'warm-towels':
    'You both welcomed warm towels and soft blankets, a cosy touch that makes the time afterwards feel cared for.',
  'sharing-fantasies':
    'You both welcomed talking about fantasies, so the door is already open: you could each share one small one this week.',
  'story-together':
    'You both said yes to building a fantasy story together, a playful, low-pressure way to explore this.',
  'playing-characters':
    'Playing characters is something you both welcomed, so a short, light scene with an easy way out could be a good first go.',
  'meeting-as-strangers':
    'You both welcomed meeting as if for the first time, so you could arrive separately somewhere and flirt as strangers.',
  'hotel-check-in':
    'You both said yes to checking into a hotel under new names, which gives a scene its own little stage.',
  'bold-talk':
    'You both said yes to bold, suggestive talk, so a cheeky message during the day could be a gentle warm-up.',
  'flirty-texts':
    'Flirty messages are something you both welcomed, and they are a low-stakes way to practise saying what you like.',
  'guiding-words':
    'You both welcomed telling each other what feels good, so a little "more of that" in the moment is already agreed.',
  'scheduled-intimacy':
    'You both welcomed putting an intimate evening in the calendar, so picking one night this week and protecting it could ease the pressure.',
  'unexpected-time':
    'You both said yes to being close at an unexpected time, so a lazy weekend morning instead of a tired late evening could be worth a try.',
  'all-day-anticipation':
    'You both welcomed building anticipation through the day, so a hint in the morning could make the evening feel like an event.',
  'daily-check-in':
    'A short daily check-in is something you both welcomed; five minutes at the end of the day keeps small things from piling up.',
  'screen-free-evening':
    'You both welcomed an evening without screens, a simple way to make room for each other again.',
  'long-hugs':
    'You both said yes to long hugs, and a daily one of twenty seconds or more is an easy way back to each other.',
  'sofa-cuddles':
    'You both welcomed long cuddles on the sofa, which is closeness with no expectations attached.',
  'voice-notes':
    'Voice notes are something you both welcomed, and hearing each other\u2019s voice goes a long way when you are apart.',
  'love-letters':
    'You both welcomed love letters, and being apart is the perfect excuse to write one.',
  'soft-restraints':
    'You both said yes to soft restraints, so padded cuffs with a quick release, and a safe word agreed first, would be the gentle way in.',
  blindfold:
    'You both welcomed a blindfold, which pairs well with this: one sense less makes touch feel new.',
  'taking-the-lead':
    'You both welcomed one of you taking the lead, a gentle way to play with power without any gear.',
  'something-new':
    'You both said you are open to something new in the bedroom, so choosing one small change together would suit you.',
  'new-room':
    'You both welcomed trying a different room of your home, an easy change that makes familiar things feel new.',
  'comfort-cushions':
    'You both welcomed supportive cushions, and a firm pillow under the hips or back can make a real difference here.',
  'oil-massage':
    'You both said yes to a slow massage with oil, which is lovely foreplay and lovely on its own.',
  'back-massage':
    'A back massage is something you both welcomed, a low-pressure way to be close without any expectation.',
  'bath-together':
    'You both welcomed bathing together, a relaxed way to be close and unwind at the same time.',
  'slow-kissing':
    'You both said yes to slow, unhurried kissing, and kissing just for its own sake is a wonderful start.',
  'kisses-all-over':
    'You both welcomed kisses all over, which is a gentle way to build confidence and find out what your partner loves.',
  'slow-undressing':
    'You both welcomed taking your time undressing each other, which turns the build-up into part of the pleasure.',
  'dim-lights':
    'You both welcomed keeping the lights down low, which helps many people relax and feel at ease.',
  'daily-compliments':
    'You both welcomed a compliment every day, and hearing what your partner loves about you really does add up.',
  'compliment-game':
    'You both said yes to taking turns naming what you find irresistible about each other, a sweet way to hear it out loud.',
  'secret-signal':
    'You both welcomed a private signal between you, which makes an invitation easy to give and easy to decline.',
  'revisit-answers':
    'You both welcomed going back over your answers together, a calm, concrete way into this conversation.',
  'first-date-again':
    'You both welcomed recreating your first date, a sweet reminder of why you chose each other.',
  'weekend-getaway':
    'A weekend away is something you both said yes to, and a change of scene often brings desire back with it.',
  'sensual-fiction':
    'You both welcomed reading sensual stories together, which can help you find words for what you like.',
  'sensual-film':
    'You both welcomed watching a sensual film together, which could be a shared middle ground worth exploring.',
  'love-dice':
    'You both said yes to dice and card decks for couples, which take the pressure of deciding off you and add some laughter.',
  'adult-board-game':
    'You both welcomed a board game for grown-ups, a playful way to try new things with the rules doing the asking.',
};
