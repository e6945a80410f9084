import { daresOf, NEEDS } from './dare-template';

const dare = daresOf('naughty');
const vanilla = dare('Vanilla');
const playful = dare('Playful');

/** Flirty and cheeky: a little daring, a little blushing, all in good fun. */
export const NAUGHTY_DARES = [
  vanilla(
    'naughty-hardest-to-resist',
    ['words', 'teasing'],
    'Lean in close and whisper to {sender} the one thing about them you find hardest to resist.',
  ),
  vanilla(
    'naughty-wink',
    ['teasing', 'playful'],
    "Catch {sender}'s eye from across the room and wink until they blush or laugh.",
  ),
  vanilla(
    'naughty-cheeky-note',
    ['words', 'teasing'],
    'Hide a cheeky note where only {sender} will find it, hinting at how you would like the evening to end.',
    NEEDS.words,
    'Hide a cheeky note where only {sender} will find it, hinting that tonight might include "{activity}".',
  ),
  vanilla(
    'naughty-compliment-duel',
    ['teasing', 'games', 'words'],
    'Take turns with {sender} naming things you find irresistible about each other; the first to run out owes a kiss.',
  ),
  vanilla(
    'naughty-staring',
    ['words', 'teasing'],
    'Tell {sender} which part of them you caught yourself admiring today, and how long you looked.',
  ),
  vanilla(
    'naughty-month-away-kiss',
    ['kissing'],
    'Kiss {sender} goodbye tomorrow as if you will not see them for a month.',
  ),
  vanilla(
    'naughty-heart-skip',
    ['words', 'romance'],
    'Tell {sender} the first thing about them that ever made your heart skip.',
  ),
  vanilla(
    'naughty-glowing-review',
    ['words', 'playful'],
    'Give {sender} an enthusiastic, completely over-the-top review of how they look today.',
  ),
  vanilla(
    'naughty-favourite-kiss',
    ['kissing', 'words'],
    'Ask {sender} what their favourite kind of kiss is, and give them one straight away.',
  ),
  vanilla(
    'naughty-count-to-twenty',
    ['kissing'],
    'Kiss {sender} as slowly as you can, counting to twenty in your head before you stop.',
  ),
  vanilla(
    'naughty-rewritten-song',
    ['music', 'playful'],
    'Serenade {sender} with a song whose words you have changed to be all about them.',
  ),
  vanilla(
    'naughty-flirty-nickname',
    ['words', 'playful'],
    'Call {sender} by a new flirty nickname all evening and refuse to explain where it came from.',
  ),
  vanilla(
    'naughty-tickle-war',
    ['playful', 'games'],
    'Start a tickle war with {sender}, and stop the instant either of you calls time.',
  ),
  vanilla(
    'naughty-dramatic-song',
    ['music', 'playful'],
    'Let {sender} pick a silly song, and perform it for them with your most dramatic moves.',
  ),
  vanilla(
    'naughty-mid-sentence-kiss',
    ['kissing', 'playful'],
    'Interrupt {sender} with a kiss in the middle of a sentence, then politely let them finish.',
  ),
  playful(
    'naughty-flirty-message',
    ['words', 'teasing'],
    'Send {sender} a flirty message in the next hour that would make them blush if anyone read it over their shoulder.',
  ),
  playful(
    'naughty-private-signal',
    ['teasing'],
    'Invent a private signal that means "I want you", and use it on {sender} twice before bedtime.',
    NEEDS.teasing,
    'Use a private signal to suggest "{activity}" to {sender} later today, and let them decide whether and when.',
  ),
  playful(
    'naughty-ear-to-shoulder',
    ['kissing'],
    "Leave five slow kisses on the way from just behind {sender}'s ear down to their shoulder.",
    NEEDS.kissing,
    'Surprise {sender} with "{activity}" the next time you are alone, slower than they expect.',
  ),
  playful(
    'naughty-just-met',
    ['teasing', 'playful'],
    'Flirt with {sender} tonight as if you had only just met and were trying your luck.',
  ),
  playful(
    'naughty-lap-sit',
    ['teasing', 'cuddling'],
    "Sit in {sender}'s lap for five minutes, whatever they are doing, unless they wave you off with a smile.",
  ),
  playful(
    'naughty-their-favourite-look',
    ['clothing', 'teasing'],
    'Wear something tonight that you know {sender} loves to see you in, and say nothing about it.',
    NEEDS.looks,
    'Surprise {sender} tonight with "{activity}", and see how long it takes them to notice.',
  ),
  playful(
    'naughty-look-no-touch',
    ['teasing', 'games'],
    'Sit close to {sender} for ten minutes with one rule: you may look at each other, but neither may touch.',
  ),
  playful(
    'naughty-three-hints',
    ['teasing', 'words'],
    'Drop three hints to {sender} during the day about how you would like the evening to end.',
    NEEDS.teasing,
    'Drop three hints to {sender} during the day that tonight might include "{activity}", if they are in the mood.',
  ),
  playful(
    'naughty-word-an-hour',
    ['words', 'games'],
    'Send {sender} one word every hour this afternoon, so that together the words spell out a plan for tonight.',
  ),
  playful(
    'naughty-where-to-kiss',
    ['kissing', 'consent'],
    'Ask {sender} where they would like a kiss right now, and make it last longer than they expect.',
  ),
  playful(
    'naughty-one-song-dance',
    ['music', 'teasing'],
    'Dance for {sender} to one song of your choosing, as smooth or as silly as you like.',
  ),
  playful(
    'naughty-secret-word',
    ['touch', 'games'],
    "Trace a secret word on {sender}'s back with one finger; if they guess it, they may claim a kiss.",
  ),
  playful(
    'naughty-borrowed-shirt',
    ['clothing', 'teasing'],
    "Borrow one of {sender}'s shirts and wear it around your home this evening as if it were yours.",
  ),
  playful(
    'naughty-cards-for-kisses',
    ['games', 'teasing'],
    'Challenge {sender} to a game of cards where each round lost costs a sock, a button or a kiss, the winner chooses.',
    NEEDS.teasing,
    'Challenge {sender} to a game of cards where the overall winner chooses whether the evening includes "{activity}".',
  ),
  playful(
    'naughty-first-date-kissing',
    ['kissing', 'playful'],
    'Pull {sender} onto the sofa for five minutes of kissing, as if you had only just started dating.',
    NEEDS.kissing,
    'Pull {sender} onto the sofa and ask whether they are in the mood for "{activity}", just for five minutes.',
  ),
  playful(
    'naughty-one-button',
    ['teasing', 'clothing'],
    'Loosen one thing {sender} is wearing, a button or a scarf, then smile and leave the room without a word.',
  ),
  playful(
    'naughty-flirty-voice',
    ['words', 'teasing'],
    'Leave {sender} a voice message in your most flirtatious voice, saying only that you cannot wait for tonight.',
  ),
  playful(
    'naughty-under-the-table',
    ['teasing', 'playful'],
    'Play footsie with {sender} under the table at your next meal, and keep a perfectly straight face.',
  ),
  playful(
    'naughty-surprise-tonight',
    ['teasing', 'surprise'],
    'Tell {sender} in the morning that you have a surprise for tonight, and give away no details until then.',
    NEEDS.novelty,
    'Tell {sender} in the morning that tonight might bring "{activity}", and give away nothing else until then.',
  ),
  playful(
    'naughty-counted-kisses',
    ['kissing', 'games'],
    'Give {sender} ten kisses tonight, counting each out loud, each one somewhere they say is fine.',
  ),
  playful(
    'naughty-hand-on-knee',
    ['touch', 'teasing'],
    "Rest your hand on {sender}'s knee the next time you sit together, and leave it there until they notice.",
  ),
  playful(
    'naughty-dream-about-you',
    ['words', 'fantasy'],
    'At bedtime, tell {sender} about a dream you once had about them, the flattering version.',
    NEEDS.fantasy,
    'At bedtime, tell {sender} a little about how you imagine "{activity}" with them, and ask how they imagine it.',
  ),
  playful(
    'naughty-accidental-touches',
    ['teasing', 'touch'],
    "The next time you are out together, find three chances to brush your hand against {sender}'s as if by accident.",
  ),
  playful(
    'naughty-whispered-promise',
    ['teasing', 'words'],
    "Whisper a promise in {sender}'s ear about later tonight, and make sure you keep it.",
    NEEDS.teasing,
    'Whisper to {sender} that later tonight could include "{activity}", if they would like that too.',
  ),
  playful(
    'naughty-honest-answer',
    ['words', 'games'],
    'Answer any one question {sender} asks you tonight with complete honesty, however much you blush.',
  ),
  playful(
    'naughty-weekend-wishes',
    ['words', 'teasing'],
    'Tell {sender} three things you would like to do with them this weekend, at least one of them cheeky.',
  ),
  playful(
    'naughty-mirror-note',
    ['words', 'teasing'],
    'Write a one-line flirty note on the bathroom mirror for {sender} to find tomorrow morning.',
  ),
  playful(
    'naughty-lingering-hand-rub',
    ['massage', 'touch'],
    'Offer {sender} a slow hand rub, lingering a little longer on each finger than you need to.',
    NEEDS.massage,
    'Offer {sender} "{activity}" tonight, lingering a little longer than strictly necessary.',
  ),
  playful(
    'naughty-no-space-between',
    ['cuddling', 'teasing'],
    'Next time you watch something together, sit so close to {sender} that there is no space between you, and stay there.',
    NEEDS.closeness,
    'Next time you watch something together, ask {sender} whether they fancy "{activity}" instead of the ending.',
  ),
  playful(
    'naughty-what-attracts',
    ['words', 'appreciation'],
    'Ask {sender} what they find most attractive about you, and accept the answer without brushing it off.',
  ),
  playful(
    'naughty-close-whisper',
    ['words', 'teasing'],
    "Whisper something sweet in {sender}'s ear, close enough that they feel your breath, then carry on as if nothing happened.",
  ),
  playful(
    'naughty-just-woken',
    ['words', 'appreciation'],
    'Tell {sender} your favourite thing about how they look when they have just woken up.',
  ),
  playful(
    'naughty-flirtiest-date',
    ['words', 'dates'],
    'Describe to {sender} the most flirtatious date you can imagine for the two of you, in three sentences.',
    NEEDS.romance,
    'Describe to {sender} the most flirtatious version of "{activity}" you can imagine, in three sentences.',
  ),
  playful(
    'naughty-ten-minute-blush',
    ['words', 'teasing'],
    'Make {sender} blush within the next ten minutes, using nothing but words.',
  ),
  playful(
    'naughty-first-date-dress',
    ['clothing', 'dates'],
    'Dress up for {sender} tonight as if for a first date, even if you are staying in.',
    NEEDS.looks,
    'Get ready for {sender} tonight as if for a first date, then ask whether the evening could include "{activity}".',
  ),
  playful(
    'naughty-almost-kiss',
    ['kissing', 'teasing'],
    'Lean in as if to kiss {sender}, stop a breath away, and wait for them to close the gap.',
  ),
  playful(
    'naughty-slow-reveal',
    ['teasing', 'words'],
    'Tell {sender} one thing you have been wanting to try with them, then make them wait until tomorrow for a second.',
  ),
  playful(
    'naughty-song-says-it',
    ['playful', 'music'],
    'Pick a song that says what you want from {sender} tonight, and play it for them without a word of explanation.',
  ),
  playful(
    'naughty-sofa-invitation',
    ['cuddling', 'teasing'],
    'Lie down on the sofa, pat the space beside you and wait for {sender} to join; no words allowed.',
  ),
  playful(
    'naughty-compliment-bingo',
    ['words', 'games'],
    'Pay {sender} a flirty compliment every time they enter the room this evening, each one bolder than the last.',
  ),
  playful(
    'naughty-wish-jar',
    ['fantasy', 'games'],
    'Write a playful wish for {sender} on a slip of paper, fold it up, and let them open it when they are ready.',
    NEEDS.fantasy,
    'Write "{activity}" on a slip of paper for {sender}, fold it up, and let them open it when they are ready.',
  ),
  playful(
    'naughty-bedtime-race',
    ['playful', 'bedtime'],
    'Challenge {sender} to a race to bed tonight; the winner chooses how the two of you fall asleep.',
  ),
];
