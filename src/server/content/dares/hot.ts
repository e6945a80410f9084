import { daresOf, NEEDS } from './dare-template';

const dare = daresOf('hot');
const playful = dare('Playful');
const adventurous = dare('Adventurous');

/** Bolder and sensual: for couples who have found their rhythm together. Never explicit. */
export const HOT_DARES = [
  playful(
    'hot-how-tonight-begins',
    ['words', 'fantasy'],
    'Tell {sender}, in a low voice, exactly how you would like tonight to begin.',
  ),
  playful(
    'hot-no-hands-kiss',
    ['kissing', 'teasing'],
    'Kiss {sender} for three whole minutes without using your hands.',
  ),
  playful(
    'hot-fleeting-touches',
    ['teasing', 'touch'],
    'Find three moments this evening to touch {sender} lightly, and move away before they can respond.',
  ),
  playful(
    'hot-their-scent',
    ['sensory'],
    'Wear the scent {sender} likes best, and get close enough tonight that they cannot miss it.',
  ),
  playful(
    'hot-mostly-not-dancing',
    ['music', 'sensual'],
    'Dim the lights, put on a slow song and pull {sender} close for a dance that is mostly not dancing.',
  ),
  playful(
    'hot-across-the-room',
    ['teasing'],
    'Look at {sender} across the room for a full minute as if nothing else existed, then tell them what you were thinking.',
  ),
  playful(
    'hot-warm-hands',
    ['massage'],
    'Warm your hands and give {sender} a slow back rub, asking for a word of feedback every minute.',
    NEEDS.massage,
    'Warm your hands and offer {sender} "{activity}", asking for a word of feedback every minute.',
  ),
  playful(
    'hot-pillow-note',
    ['words', 'teasing'],
    "Leave a note on {sender}'s pillow describing the first thing you will do when you join them in bed.",
  ),
  playful(
    'hot-back-of-neck',
    ['kissing', 'teasing'],
    "Kiss the back of {sender}'s neck while they are busy with something, and keep going until they turn round.",
    NEEDS.kissing,
    'Interrupt {sender} while they are busy with something and suggest "{activity}"; take their answer with a smile.',
  ),
  playful(
    'hot-three-irresistible',
    ['words', 'appreciation'],
    'Tell {sender} three things about their body that you find irresistible, looking them in the eye.',
  ),
  playful(
    'hot-breathe-together',
    ['connection', 'sensual'],
    'Lie face to face with {sender} and breathe in time with them for three minutes before you kiss.',
  ),
  playful(
    'hot-bolder-messages',
    ['words', 'teasing'],
    'Send {sender} three messages today, each a little bolder than the last, building up to tonight.',
    NEEDS.words,
    'Send {sender} three messages today, each a little bolder, the last one suggesting "{activity}" tonight.',
  ),
  playful(
    'hot-words-only',
    ['words', 'teasing'],
    'For ten minutes, use only words to tell {sender} what you want; no touching until the time is up.',
  ),
  playful(
    'hot-wandering-hands',
    ['music', 'touch'],
    'Put on a song with a slow beat and dance close to {sender}, letting your hands go only where they welcome them.',
  ),
  playful(
    'hot-nine-oclock',
    ['teasing'],
    'Tell {sender} at breakfast that you have plans for them at nine tonight, and count down the hours with messages.',
  ),
  playful(
    'hot-early-night',
    ['romance', 'sensual'],
    'Put fresh sheets on the bed, turn the lights low and invite {sender} to an early night.',
  ),
  playful(
    'hot-stop-short',
    ['kissing', 'teasing'],
    'Kiss {sender} and stop just as it gets interesting; do it twice more before the evening is out.',
  ),
  playful(
    'hot-one-to-ten',
    ['words', 'playful'],
    'Tell {sender}, on a scale of one to ten, how much you want them right now, and then justify the number.',
  ),
  playful(
    'hot-shoulder-whisper',
    ['affection', 'teasing'],
    'Hug {sender} from behind, kiss their shoulder and whisper what you are looking forward to later.',
  ),
  playful(
    'hot-foot-rub',
    ['massage'],
    'Give {sender} a slow foot rub tonight, and keep going for as long as they ask for more.',
  ),
  playful(
    'hot-heroes-story',
    ['fantasy', 'words'],
    'Tell {sender} a short, sensual bedtime story in which the two of you are the heroes.',
    NEEDS.fantasy,
    'Tell {sender} a short bedtime story in which the two of you try "{activity}", and ask how they would change the ending.',
  ),
  adventurous(
    'hot-slow-undress',
    ['teasing', 'sensual'],
    'Undress {sender} one piece at a time, asking before each one, and take twice as long as feels necessary.',
  ),
  adventurous(
    'hot-where-they-ask',
    ['massage', 'sensual'],
    'Give {sender} a ten-minute massage wherever they ask, stopping only when they say so.',
    NEEDS.massage,
    'Treat {sender} to "{activity}" tonight, checking in halfway to ask what they would like more of.',
  ),
  adventurous(
    'hot-twenty-minute-surprise',
    ['bold', 'surprise'],
    'Plan a twenty-minute surprise for {sender} tonight, and tell them only the start time.',
    NEEDS.bold,
    'Set aside twenty minutes tonight for "{activity}" with {sender}, if they are up for it, and tell them only the start time.',
  ),
  adventurous(
    'hot-wrist-to-shoulder',
    ['kissing', 'sensual'],
    'Kiss {sender} slowly from the wrist up to the shoulder and back again, watching for every smile.',
  ),
  adventurous(
    'hot-guided-hands',
    ['touch', 'consent'],
    'Let {sender} guide your hands for five minutes, going only where they lead.',
  ),
  adventurous(
    'hot-shared-shower',
    ['relaxation', 'sensual'],
    'Invite {sender} to share a warm shower with you tonight, and offer to wash their hair.',
  ),
  adventurous(
    'hot-only-they-see',
    ['clothing', 'sensual'],
    'Wear something under your clothes today that only {sender} will get to see, and tell them so at lunchtime.',
    NEEDS.looks,
    'Surprise {sender} tonight with "{activity}", and let them discover it in their own time.',
  ),
  adventurous(
    'hot-soft-fabrics',
    ['sensory', 'touch'],
    'Ask {sender} to close their eyes and lie back while you explore with soft fabrics and fingertips, checking in as you go.',
    NEEDS.sensory,
    'Invite {sender} to try "{activity}" with you tonight, with a word agreed beforehand to pause at any moment.',
  ),
  adventurous(
    'hot-whispered-plans',
    ['words', 'sensual'],
    "Whisper in {sender}'s ear what you plan to do once you are alone, in as much detail as you both enjoy.",
  ),
  adventurous(
    'hot-skin-and-breath',
    ['touch', 'closeness'],
    'Lie close to {sender}, skin against skin, for ten minutes of just breathing together before anything else happens.',
  ),
  adventurous(
    'hot-armchair',
    ['teasing', 'consent'],
    'Sit {sender} in a comfortable chair, ask them to keep their hands on the armrests, and give them your full attention for five minutes.',
  ),
  adventurous(
    'hot-a-fantasy-about-them',
    ['fantasy', 'words'],
    'Tell {sender} about a fantasy you have had about them, and ask whether they would like to explore it.',
    NEEDS.fantasy,
    'Tell {sender} how you have been imagining "{activity}" with them, and ask whether they would like to explore it.',
  ),
  adventurous(
    'hot-their-requests',
    ['consent', 'sensual'],
    'Spend ten minutes doing only what {sender} asks of you, within what you have both agreed is fine.',
  ),
  adventurous(
    'hot-first-fifteen',
    ['consent', 'bold'],
    'Take the lead tonight: plan the first fifteen minutes of your time alone with {sender}, and check in with them halfway.',
  ),
  adventurous(
    'hot-what-to-wear',
    ['clothing', 'bold'],
    'Let {sender} choose what you wear to bed tonight, or whether you wear anything at all.',
  ),
  adventurous(
    'hot-slow-motion',
    ['sensual', 'teasing'],
    'Do everything in slow motion with {sender} tonight, from the first kiss onwards, for at least ten minutes.',
  ),
  adventurous(
    'hot-warm-and-cool',
    ['sensory', 'touch'],
    "Trace warm, then cool fingertips over {sender}'s arms and back, warming your hands on a mug in between.",
  ),
  adventurous(
    'hot-compliment-costs',
    ['teasing', 'games'],
    'Take off one item of clothing each time {sender} pays you a compliment, until they run out of compliments or you of clothes.',
  ),
  adventurous(
    'hot-hands-only',
    ['touch', 'sensual'],
    'For ten minutes, use only your hands to show {sender} how you feel about them; no words allowed.',
  ),
  adventurous(
    'hot-bath-company',
    ['relaxation', 'sensual'],
    'Run {sender} a warm bath with something that smells lovely in it, and ask whether they would like company.',
    NEEDS.massage,
    'Run {sender} a warm bath, then ask whether they would like "{activity}" afterwards.',
  ),
  adventurous(
    'hot-three-places',
    ['kissing', 'consent'],
    'Ask {sender} to name three places they love to be kissed, and visit each one slowly.',
  ),
  adventurous(
    'hot-night-away',
    ['travel', 'novelty'],
    'Book a night away for you and {sender}, or turn your bedroom into a hideaway, and tell them to pack light.',
    NEEDS.novelty,
    'Suggest "{activity}" to {sender} for the coming weeks, and tell them to pack light if they say yes.',
  ),
  adventurous(
    'hot-replaying',
    ['words', 'sensual'],
    'Whisper to {sender} the moment from your last night together that you keep replaying.',
  ),
  adventurous(
    'hot-like-you-mean-it',
    ['kissing', 'spontaneous'],
    'Pick an unexpected moment today to pull {sender} close and kiss them like you mean it, if the moment suits them.',
    NEEDS.novelty,
    'Suggest "{activity}" to {sender} at a moment they would never expect, and take their answer as it comes.',
  ),
  adventurous(
    'hot-silky',
    ['clothing', 'sensual'],
    'Wear something silky to bed tonight and let {sender} discover it.',
  ),
  adventurous(
    'hot-slow-circles',
    ['touch'],
    "Draw slow circles on {sender}'s back with your fingertips, and let them tell you where to go next.",
  ),
  adventurous(
    'hot-what-feels-good',
    ['consent', 'words'],
    'Ask {sender} to tell you one thing that feels especially good, and then do exactly that tonight.',
    NEEDS.words,
    'Ask {sender} what would make "{activity}" feel especially good for them, and do exactly that tonight.',
  ),
  adventurous(
    'hot-morning-decides',
    ['kissing', 'sensual'],
    'Wake {sender} tomorrow with slow kisses, and let them decide whether the morning starts early.',
  ),
  adventurous(
    'hot-guess-the-kiss',
    ['kissing', 'games'],
    'Ask {sender} to close their eyes, then kiss them in five different places and let them guess each one.',
  ),
  adventurous(
    'hot-smouldering-look',
    ['teasing', 'bold'],
    'Give {sender} your most smouldering look across the room, then hold out your hand and lead them somewhere private.',
  ),
  adventurous(
    'hot-three-to-try',
    ['words', 'consent'],
    'Write a short list of three things you would love to try with {sender}, and trade lists if they write one too.',
    NEEDS.bold,
    'Write a short list of three things you would love to try with {sender}, starting with "{activity}", and trade lists if they write one too.',
  ),
  adventurous(
    'hot-bedroom-makeover',
    ['romance', 'novelty'],
    'Change the bedroom for {sender} tonight with new lighting, fresh sheets and music, then invite them in.',
  ),
  adventurous(
    'hot-their-pace',
    ['consent', 'sensual'],
    'Let {sender} set the pace tonight with one word, "slower" or "stay", and follow it every time.',
  ),
  adventurous(
    'hot-lunchtime-message',
    ['words', 'teasing'],
    'Send {sender} a tasteful message at lunchtime describing how you hope tonight will end, then keep your promise.',
  ),
];
