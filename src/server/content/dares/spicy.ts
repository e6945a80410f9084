import { daresOf, NEEDS } from './dare-template';

const dare = daresOf('spicy');
const adventurous = dare('Adventurous');
const intense = dare('Intense');

/** The boldest dares: confident and intense, still tasteful, always with a way to pause. */
export const SPICY_DARES = [
  adventurous(
    'spicy-never-been-intimate-there',
    ['novelty', 'bold'],
    'Choose a room of your home where you have never been intimate, and invite {sender} there tonight.',
    NEEDS.novelty,
    'Plan "{activity}" for you and {sender}, and let them set the date.',
  ),
  adventurous(
    'spicy-unexpected-hour',
    ['spontaneous', 'bold'],
    'Find {sender} at an unexpected hour today and make it clear, without words, that you want them; take "not now" gracefully.',
  ),
  adventurous(
    'spicy-dress-code',
    ['clothing', 'bold'],
    'Set {sender} a dress code for tonight, something they would never choose themselves, and let them veto it.',
    NEEDS.looks,
    'Ask {sender} for "{activity}" tonight, and let them veto it with a smile.',
  ),
  adventurous(
    'spicy-noon-message',
    ['words', 'bold'],
    'Send {sender} a message at noon describing, tastefully, how tonight will end, and then keep your word.',
  ),
  adventurous(
    'spicy-best-moment',
    ['words', 'consent'],
    'Afterwards tonight, tell {sender} the exact moment that felt best, and why.',
    NEEDS.rituals,
    'Afterwards tonight, make time for "{activity}" with {sender}, and tell them the moment that felt best.',
  ),
  adventurous(
    'spicy-no-hands',
    ['kissing', 'teasing'],
    'Kiss {sender} everywhere they allow for five minutes without using your hands at all.',
  ),
  adventurous(
    'spicy-how-close',
    ['teasing', 'music'],
    'Dance for {sender} alone to a song of your choice, and decide for yourself how close you get.',
  ),
  adventurous(
    'spicy-too-shy',
    ['words', 'consent'],
    'Tell {sender} the one thing you have been too shy to ask for, and promise that whatever they answer is fine.',
  ),
  adventurous(
    'spicy-unbroken-kiss',
    ['teasing', 'playful'],
    'Undress each other with {sender} without breaking the kiss, and laugh as much as you need to.',
  ),
  adventurous(
    'spicy-whole-hour',
    ['teasing'],
    'Tease {sender} for a whole hour before bed with touches, looks and whispers, but nothing more until the hour is up.',
    NEEDS.teasing,
    'Tease {sender} for a whole hour before bed, and end it by offering "{activity}".',
  ),
  adventurous(
    'spicy-show-me',
    ['touch', 'consent'],
    'Let {sender} take your hands and show you exactly where and how they like to be touched.',
  ),
  adventurous(
    'spicy-daring-message',
    ['words', 'teasing'],
    'Send {sender} a daring message during their working day, tasteful enough to survive a glance from anyone nearby.',
  ),
  adventurous(
    'spicy-bedroom-transformed',
    ['romance', 'novelty'],
    'Transform the bedroom for {sender} with new lighting, music and something new on the bed, then invite them in.',
  ),
  adventurous(
    'spicy-just-kissing',
    ['kissing', 'teasing'],
    'Kiss {sender} for as long as you can without letting it go any further, then let them decide what happens next.',
    NEEDS.kissing,
    'Kiss {sender} for as long as you can, then let them decide whether "{activity}" comes next.',
  ),
  adventurous(
    'spicy-never-seen',
    ['clothing', 'bold'],
    'Under your clothes, wear something {sender} has never seen, and let them find it in their own time.',
  ),
  adventurous(
    'spicy-busy-in-the-kitchen',
    ['spontaneous', 'kissing'],
    'The next time {sender} is busy in the kitchen, kiss them until they forget what they were making, if they are willing.',
  ),
  adventurous(
    'spicy-pace-playlist',
    ['music', 'sensual'],
    'Make a playlist for tonight with {sender} in mind, and let every song set a new pace.',
  ),
  adventurous(
    'spicy-first-move',
    ['bold', 'consent'],
    'Make the first move on {sender} tonight, boldly and clearly, and make it just as easy for them to say "not now".',
  ),
  adventurous(
    'spicy-cards-and-clothes',
    ['games', 'teasing'],
    'Play cards with {sender} where every hand lost costs a piece of clothing, and stop whenever either of you likes.',
    NEEDS.teasing,
    'Play cards with {sender}, and let the overall winner decide whether the night includes "{activity}"; either of you can call time.',
  ),
  adventurous(
    'spicy-new-idea',
    ['novelty', 'consent'],
    'Bring one new idea to bed tonight that you and {sender} have both said yes to, and let them set the pace.',
    NEEDS.toys,
    'Suggest to {sender} that tonight includes "{activity}", and let them set the pace.',
  ),
  intense(
    'spicy-in-charge',
    ['consent', 'bold'],
    'Let {sender} take the lead for twenty minutes tonight; agree on a pause word first and use it freely.',
  ),
  intense(
    'spicy-fantasy-confession',
    ['fantasy', 'words'],
    'Tell {sender} about one fantasy you have never said out loud, then ask what they think of it.',
    NEEDS.fantasy,
    'Tell {sender} how you imagine "{activity}" going, then ask how they imagine it.',
  ),
  intense(
    'spicy-boldest-evening',
    ['bold'],
    'Plan the boldest evening the two of you have agreed on, and give {sender} the opening line.',
    NEEDS.bold,
    'Plan an evening around "{activity}" for {sender}, and let them choose when it starts.',
  ),
  intense(
    'spicy-follow-their-lead',
    ['consent', 'bold'],
    'Give {sender} a whole evening where you follow their lead, and say clearly what is off the table before you start.',
  ),
  intense(
    'spicy-length-of-a-song',
    ['teasing', 'bold'],
    'Undress slowly in front of {sender} while they watch from the bed, taking the length of a whole song.',
  ),
  intense(
    'spicy-precisely',
    ['words', 'bold'],
    'Tell {sender}, slowly and precisely, what you would like from them tonight, and ask for their wish in return.',
  ),
  intense(
    'spicy-in-the-mirror',
    ['bold', 'words'],
    'Stand with {sender} in front of a mirror and tell them what you see, leaving out nothing you admire.',
  ),
  intense(
    'spicy-hands-behind-back',
    ['consent', 'teasing'],
    'Keep your hands behind your back for ten minutes while {sender} does as they please, within what you both agreed.',
  ),
  intense(
    'spicy-twice-as-long',
    ['sensual'],
    'Make your next time with {sender} last twice as long as usual, slowing down whenever either of you tries to hurry.',
  ),
  intense(
    'spicy-never-asked',
    ['consent', 'fantasy'],
    'Write down one thing you have never asked {sender} for, hand it over, and let them decide whether and when.',
    NEEDS.bold,
    'Write "{activity}" on a card for {sender}, hand it over, and let them decide whether and when.',
  ),
  intense(
    'spicy-turns-leading',
    ['consent', 'games'],
    'Take turns leading with {sender} tonight, ten minutes each, and start the timer yourself.',
  ),
  intense(
    'spicy-somewhere-private',
    ['novelty', 'bold'],
    'Suggest a night somewhere new and private with {sender}, a hideaway just for the two of you, and set the date together.',
    NEEDS.novelty,
    'Plan "{activity}" with {sender}, somewhere truly private, and set the date together.',
  ),
  intense(
    'spicy-boldest-thing',
    ['clothing', 'bold'],
    'Wear the boldest thing you own for {sender} tonight, and give them a slow twirl.',
    NEEDS.looks,
    'Surprise {sender} tonight with "{activity}", and give them a slow twirl.',
  ),
  intense(
    'spicy-ten-minutes-eyes-closed',
    ['sensory', 'consent'],
    'Ask {sender} to keep their eyes closed for ten minutes while you surprise them with every kind of touch they have welcomed.',
    NEEDS.sensory,
    'Ask {sender} to keep their eyes closed for ten minutes of "{activity}", with a pause word agreed beforehand.',
  ),
  intense(
    'spicy-afternoon-in-bed',
    ['spontaneous', 'sensual'],
    'Cancel something small this weekend to spend an unhurried afternoon in bed with {sender}.',
  ),
  intense(
    'spicy-boldest-thought',
    ['words', 'bold'],
    'Tell {sender} your boldest thought about them today, word for word, for their ears only.',
  ),
  intense(
    'spicy-three-words',
    ['consent', 'words'],
    'Let {sender} set the pace tonight with three words, "slower", "more" and "stay", and follow each one.',
  ),
  intense(
    'spicy-ready-at',
    ['romance', 'bold'],
    "Plan tonight's music, lighting and first move for {sender}, and tell them only what time to be ready.",
  ),
  intense(
    'spicy-boldest-wake-up',
    ['bold', 'spontaneous'],
    'Wake {sender} tomorrow in the boldest way the two of you have agreed is welcome.',
  ),
  intense(
    'spicy-no-holding-back',
    ['words', 'bold'],
    'Tonight, let {sender} hear exactly how much you are enjoying yourself, with no holding back.',
  ),
  intense(
    'spicy-story-in-bed',
    ['fantasy', 'words'],
    'Write {sender} a short story of a night the two of you might share, and read it to them in bed.',
    NEEDS.fantasy,
    'Write {sender} a short story about "{activity}" with the two of you in it, and read it to them in bed.',
  ),
  intense(
    'spicy-first-small-step',
    ['novelty', 'consent'],
    'Ask {sender} what new thing they would like to try with you, and agree on a first small step tonight.',
    NEEDS.novelty,
    'Ask {sender} whether they would like to try "{activity}" with you, and agree on a first small step tonight.',
  ),
  intense(
    'spicy-eyes-open',
    ['connection', 'bold'],
    'Keep eye contact with {sender} the whole time you are close tonight, even when it makes you both laugh.',
  ),
  intense(
    'spicy-perfectly-still',
    ['teasing', 'consent'],
    'Let {sender} undress you slowly while you keep perfectly still, until they say you may move.',
  ),
  intense(
    'spicy-slow-shower',
    ['relaxation', 'sensual'],
    'Take a long shower with {sender} tonight and wash each other slowly, with nowhere to be afterwards.',
  ),
  intense(
    'spicy-head-to-toe',
    ['words', 'appreciation'],
    'Tell {sender}, from head to toe, everything about their body that you adore, taking your time over each part.',
  ),
  intense(
    'spicy-full-body',
    ['massage', 'sensual'],
    'Give {sender} a full-body massage tonight, asking before you move anywhere new.',
    NEEDS.massage,
    'Give {sender} "{activity}" tonight, asking before you move anywhere new.',
  ),
  intense(
    'spicy-two-rules',
    ['consent', 'games'],
    'Set two rules for your time with {sender} tonight and let them set one; you both keep the pause word.',
  ),
  intense(
    'spicy-bed-only-morning',
    ['playful', 'sensual'],
    'Declare tomorrow morning bed-only for you and {sender}; the first to get up owes the other a favour of their choosing.',
  ),
  intense(
    'spicy-whisper-it',
    ['words', 'consent'],
    'Ask {sender} to whisper what they want while you listen without interrupting, then give them one part of it.',
  ),
  intense(
    'spicy-top-it',
    ['words', 'romance'],
    'Tell {sender} about the best night you have had together, and dare them to top it.',
  ),
  intense(
    'spicy-undivided',
    ['sensual'],
    'Give {sender} thirty minutes of your undivided attention tonight, with every move made for them alone.',
  ),
  intense(
    'spicy-how-confident',
    ['bold', 'teasing'],
    'Sit {sender} down, ask them to watch, and show them just how confident you feel tonight.',
  ),
  intense(
    'spicy-order-from-menu',
    ['consent', 'games'],
    'Write {sender} a menu of five things you would happily do for them tonight, and let them choose two.',
  ),
  intense(
    'spicy-say-it-first',
    ['words', 'bold'],
    'Tell {sender} what you want tonight before they have the chance to ask, plainly and without blushing.',
  ),
];
