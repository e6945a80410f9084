import { daresOf, NEEDS } from './dare-template';

const vanilla = daresOf('romantic')('Vanilla');

/** Tender, sweet and gentle: small gestures of love any couple can start with. */
export const ROMANTIC_DARES = [
  vanilla(
    'romantic-three-reasons',
    ['words', 'appreciation'],
    'Look {sender} in the eye and tell them three reasons you fell for them, one slow sentence at a time.',
  ),
  vanilla(
    'romantic-slow-dance',
    ['music', 'romance'],
    'Put on a song that reminds you of {sender} and invite them to a slow dance in the kitchen.',
    NEEDS.closeness,
    'Put on a song that reminds you of {sender}, then ask whether they would like "{activity}" for the length of it.',
  ),
  vanilla(
    'romantic-love-note',
    ['words', 'romance'],
    'Write {sender} a short love note and hide it where they will find it tomorrow morning.',
    NEEDS.words,
    'Write {sender} a short love note that ends with a hint about "{activity}", and hide it where they will find it tomorrow.',
  ),
  vanilla(
    'romantic-ten-second-kiss',
    ['kissing', 'affection'],
    'The next time you see {sender}, greet them with a kiss that lasts a full ten seconds.',
  ),
  vanilla(
    'romantic-hand-in-hand',
    ['affection', 'touch'],
    "Hold {sender}'s hand for the next half hour, whatever you are doing, and let go only if they ask.",
  ),
  vanilla(
    'romantic-first-date-story',
    ['romance', 'words'],
    'Tell {sender} the story of your first date from your side, including one detail you have never mentioned.',
  ),
  vanilla(
    'romantic-foreheads',
    ['affection', 'connection'],
    "Rest your forehead against {sender}'s for one whole minute without a word, then tell them what you thought about.",
  ),
  vanilla(
    'romantic-good-morning',
    ['words', 'ritual'],
    'Send {sender} a good-morning message tomorrow naming one thing you are looking forward to doing together.',
    NEEDS.romance,
    'Send {sender} a good-morning message tomorrow saying how much you are looking forward to "{activity}" together.',
  ),
  vanilla(
    'romantic-favourite-memory',
    ['words', 'romance'],
    'Tell {sender} your favourite memory of the two of you, then ask for theirs and listen to every detail.',
  ),
  vanilla(
    'romantic-minute-hug',
    ['affection'],
    'Give {sender} a hug that lasts sixty seconds: no talking, and no letting go early.',
  ),
  vanilla(
    'romantic-surprise-date',
    ['dates', 'surprise'],
    'Plan a surprise date for {sender} this week and tell them only which evening to keep free.',
    NEEDS.romance,
    'Plan "{activity}" for {sender} soon, and tell them only which day to keep free.',
  ),
  vanilla(
    'romantic-hourly-compliments',
    ['words', 'appreciation'],
    'Give {sender} a sincere compliment every hour until bedtime, and never the same one twice.',
  ),
  vanilla(
    'romantic-our-songs',
    ['music', 'romance'],
    'Choose five songs that tell the story of your relationship and play them for {sender} tonight, explaining each one.',
  ),
  vanilla(
    'romantic-morning-drink',
    ['care', 'romance'],
    'Bring {sender} their favourite morning drink before they are fully awake tomorrow, with a kiss on the cheek.',
  ),
  vanilla(
    'romantic-three-thank-yous',
    ['appreciation', 'ritual'],
    'Before you fall asleep tonight, thank {sender} for three small things they did today.',
    NEEDS.rituals,
    'Ask {sender} whether "{activity}" could become a little ritual of yours, and try it with them tonight if they agree.',
  ),
  vanilla(
    'romantic-new-nickname',
    ['words', 'affection'],
    'Invent a brand-new sweet nickname for {sender} and use it, with a straight face, all evening.',
  ),
  vanilla(
    'romantic-two-minute-gaze',
    ['connection', 'playful'],
    'Sit facing {sender} and hold their gaze for two full minutes; whoever laughs first owes the other a kiss.',
  ),
  vanilla(
    'romantic-never-forget',
    ['words', 'romance'],
    'Write down five moments with {sender} you never want to forget, and give them the list tonight.',
  ),
  vanilla(
    'romantic-hair',
    ['touch', 'affection'],
    "Play with {sender}'s hair while they tell you about their day, for as long as they like.",
  ),
  vanilla(
    'romantic-cuddle-claim',
    ['cuddling'],
    'Claim twenty minutes of cuddling with {sender} tonight, with no phones and no screens.',
    NEEDS.closeness,
    'Claim twenty minutes of "{activity}" with {sender} tonight, with no phones and no screens.',
  ),
  vanilla(
    'romantic-voice-message',
    ['words', 'affection'],
    'Leave {sender} a voice message during the day telling them exactly why they make you smile.',
  ),
  vanilla(
    'romantic-first-kiss-again',
    ['kissing', 'romance'],
    'Recreate your first kiss with {sender} as closely as you can remember it, then tell them what you felt back then.',
  ),
  vanilla(
    'romantic-signed-promise',
    ['words', 'romance'],
    'Write {sender} one small promise for the coming month on a piece of paper, and sign it with a flourish.',
  ),
  vanilla(
    'romantic-knuckle-kisses',
    ['kissing', 'romance'],
    "Take {sender}'s hand, kiss each knuckle in turn, and tell them one thing you admire about them.",
    NEEDS.kissing,
    'Take {sender}\'s hand, tell them one thing you admire about them, and offer them "{activity}" whenever they like today.',
  ),
  vanilla(
    'romantic-favourite-meal',
    ['dates', 'care'],
    "Cook or order {sender}'s favourite meal tonight and serve it with a short speech about why they deserve it.",
  ),
  vanilla(
    'romantic-tuck-in',
    ['words', 'bedtime'],
    'Tuck {sender} in tonight and whisper one sweet thing you have never told them before.',
  ),
  vanilla(
    'romantic-five-years',
    ['words', 'romance'],
    'Describe to {sender} a perfectly ordinary day the two of you will share five years from now.',
  ),
  vanilla(
    'romantic-love-song',
    ['music', 'playful'],
    'Sing {sender} a line from a love song, however off-key, and mean every word of it.',
  ),
  vanilla(
    'romantic-fall-asleep-close',
    ['cuddling', 'bedtime'],
    'Fall asleep close to {sender} tonight, in whichever way of holding each other they like best.',
  ),
  vanilla(
    'romantic-unnoticed-kindness',
    ['words', 'appreciation'],
    'Thank {sender} in writing for something kind they did this year that nobody else noticed.',
  ),
  vanilla(
    'romantic-warm-drink',
    ['care', 'affection'],
    'Make {sender} a warm drink exactly the way they like it, and bring it over with a kiss on the forehead.',
  ),
  vanilla(
    'romantic-three-questions',
    ['words', 'connection'],
    'Ask {sender} three questions you have never asked before, and really listen to every answer.',
    NEEDS.words,
    'Ask {sender} three questions you have never asked before, the last one about "{activity}", and really listen.',
  ),
  vanilla(
    'romantic-shoulder-rub',
    ['massage', 'care'],
    'Offer {sender} a five-minute shoulder rub, no strings attached, whenever they want it today.',
    NEEDS.massage,
    'Offer {sender} "{activity}" this evening, at a time they choose, for as long as they enjoy it.',
  ),
  vanilla(
    'romantic-cheek-kisses',
    ['kissing', 'playful'],
    'Kiss {sender} on the cheek every time they pass you for the rest of the evening.',
  ),
  vanilla(
    'romantic-little-habits',
    ['words', 'appreciation'],
    'Tell {sender} which of their little habits you secretly adore, and why.',
  ),
  vanilla(
    'romantic-date-in-calendar',
    ['dates', 'romance'],
    'Ask {sender} to pick an evening this month for a proper date, and put it in both your calendars.',
    NEEDS.romance,
    'Ask {sender} to pick a day this month for "{activity}", and put it in both your calendars.',
  ),
  vanilla(
    'romantic-hidden-notes',
    ['words', 'surprise'],
    'Hide three tiny notes for {sender} around your home, each with one reason they are loved.',
  ),
  vanilla(
    'romantic-their-song',
    ['music', 'playful'],
    'Let {sender} choose any song and dance with them to the whole of it, however silly it gets.',
  ),
  vanilla(
    'romantic-proud-of-you',
    ['words', 'appreciation'],
    'Tell {sender} about a moment this week when you felt proud of them, and what it said about them.',
  ),
  vanilla(
    'romantic-head-in-lap',
    ['cuddling', 'touch'],
    'Invite {sender} to rest their head in your lap while you stroke their hair and talk about nothing much.',
  ),
  vanilla(
    'romantic-hour-unplugged',
    ['connection', 'dates'],
    'Switch off every screen for an hour tonight and spend it with {sender}, doing whatever they choose.',
    NEEDS.romance,
    'Switch off every screen for an hour tonight and suggest spending it on "{activity}" with {sender}.',
  ),
  vanilla(
    'romantic-small-wish',
    ['care', 'surprise'],
    'Ask {sender} for one small wish you can make come true this week, and then make it happen.',
  ),
  vanilla(
    'romantic-cosy-corner',
    ['care', 'comfort'],
    'Make a cosy corner for {sender} with their softest blanket and a warm drink, and join them when invited.',
  ),
  vanilla(
    'romantic-read-aloud',
    ['words', 'romance'],
    'Read {sender} a poem or a page from a book you love, in your softest voice.',
  ),
  vanilla(
    'romantic-map-of-us',
    ['playful', 'romance'],
    'Draw {sender} a silly map of your relationship, marking every spot where you fell for them a little more.',
  ),
  vanilla(
    'romantic-six-words',
    ['words', 'playful'],
    'Describe {sender} in exactly six words, then explain each one of them.',
  ),
  vanilla(
    'romantic-unexpected-kisses',
    ['kissing', 'surprise'],
    'Give {sender} three sweet kisses today, each at a moment they would never expect.',
  ),
  vanilla(
    'romantic-small-gift',
    ['romance', 'surprise'],
    'Give {sender} a small present before the day is over, for no reason at all; handmade counts double.',
  ),
  vanilla(
    'romantic-proper-goodbye',
    ['kissing', 'ritual'],
    'Every time you or {sender} leave home tomorrow, say goodbye with a proper kiss.',
  ),
  vanilla(
    'romantic-first-thought',
    ['words', 'ritual'],
    'Wake {sender} gently tomorrow and tell them one thing you love about them before either of you checks a phone.',
  ),
  vanilla(
    'romantic-the-moment',
    ['words', 'romance'],
    'Tell {sender} what you were thinking at the moment you realised you loved them.',
  ),
  vanilla(
    'romantic-hug-from-behind',
    ['affection', 'surprise'],
    'Surprise {sender} with a hug from behind when they least expect it, and hold on for a slow count of ten.',
  ),
  vanilla(
    'romantic-favourite-place',
    ['romance', 'dates'],
    'Ask {sender} where in the world they would take you for one perfect day, and plan a small piece of it.',
  ),
  vanilla(
    'romantic-cook-together',
    ['dates', 'connection'],
    "Cook a simple meal with {sender} tonight, and let them be in charge while you're the helper.",
  ),
  vanilla(
    'romantic-thank-you-kiss',
    ['kissing', 'appreciation'],
    'Thank {sender} with a kiss for the next three things they do for you, however small.',
  ),
];
