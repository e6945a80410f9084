import { activity, type ActivityCategory } from './catalogue-types';

export const TEASING: ActivityCategory = {
  key: 'teasing',
  name: 'Playful Teasing',
  activities: [
    activity(
      'flirting-across-a-room',
      'Flirting across a room',
      "Catching each other's eye and flirting as if you had only just met.",
      ['teasing', 'public'],
    ),
    activity(
      'slow-undressing',
      'Slow undressing',
      'Taking your time undressing each other, one piece at a time.',
      ['teasing', 'sensual'],
    ),
    activity(
      'all-day-anticipation',
      'Building anticipation all day',
      'Dropping hints from the morning onwards about what the evening might bring.',
      ['teasing', 'words'],
    ),
    activity(
      'secret-signal',
      'A secret signal',
      'A private word or gesture that tells your partner, even in a crowd, what is on your mind.',
      ['teasing', 'words'],
    ),
    activity(
      'compliment-game',
      'The compliment game',
      'Taking turns to name something you find irresistible about each other, no repeats allowed.',
      ['teasing', 'words'],
    ),
    activity(
      'private-dance',
      'A private dance',
      'One of you dances just for the other, however silly or smooth it turns out.',
      ['teasing', 'music'],
    ),
    activity(
      'strip-games',
      'Strip card games',
      'A card or dice game where each lost round costs an item of clothing.',
      ['teasing', 'games'],
    ),
    activity(
      'tickle-fights',
      'Tickle fights',
      'A playful tussle full of laughter that stops the moment either of you says so.',
      ['playful', 'games'],
    ),
    activity(
      'hidden-notes',
      'Hidden flirty notes',
      'Leaving cheeky notes around the home for your partner to find.',
      ['teasing', 'words'],
    ),
    activity(
      'truth-or-dare',
      'Truth or dare for two',
      'Taking turns to answer a question or take on a dare, and passing on any you like.',
      ['games', 'playful'],
    ),
    activity(
      'look-dont-touch',
      "Look but don't touch",
      'A game where one of you may only watch for a while, however tempting it gets.',
      ['teasing', 'games'],
    ),
    activity(
      'discreet-touches',
      'Secret touches when out',
      'A brush of the hand or a squeeze that only the two of you notice.',
      ['teasing', 'public'],
    ),
    activity(
      'whispered-promises',
      'Whispered promises',
      'Quietly telling your partner about something to look forward to later.',
      ['teasing', 'words'],
    ),
  ],
};

export const FANTASY: ActivityCategory = {
  key: 'fantasy',
  name: 'Fantasy & Roleplay',
  activities: [
    activity(
      'meeting-as-strangers',
      'Meeting as strangers',
      'Pretending to meet for the first time at a bar or a café.',
      ['roleplay', 'dates'],
    ),
    activity(
      'story-together',
      'Telling a fantasy story together',
      'Making up a story with each other, one sentence each, and seeing where it goes.',
      ['fantasy', 'words'],
    ),
    activity(
      'playing-characters',
      'Playing characters',
      'Taking on roles from a film, a book or your own imagination.',
      ['roleplay'],
    ),
    activity(
      'hotel-check-in',
      'A hotel check-in under new names',
      'Arriving at a hotel as two playful alter egos for the night.',
      ['roleplay', 'travel'],
    ),
    activity(
      'taking-the-lead',
      'Taking the lead',
      'One of you makes the choices for a while, within limits you agreed beforehand.',
      ['roleplay', 'consent'],
    ),
    activity(
      'being-guided',
      'Being guided',
      'Handing the choices to your partner for an evening and enjoying being led.',
      ['roleplay', 'consent'],
    ),
    activity(
      'film-scene',
      'Acting out a favourite film scene',
      'Recreating a romantic or steamy moment from a film you both love.',
      ['roleplay', 'playful'],
    ),
    activity(
      'alter-egos',
      'Secret identities for a night',
      'Inventing new names and backstories and staying in character all evening.',
      ['roleplay'],
    ),
    activity(
      'writing-fantasy',
      'Writing a fantasy for your partner',
      'Putting a daydream into words for your partner to read in private.',
      ['fantasy', 'words'],
    ),
    activity(
      'sensual-fiction',
      'Reading sensual fiction together',
      'Sharing a romantic story written for grown-ups and talking about what it stirs.',
      ['fantasy', 'words'],
    ),
    activity(
      'sensual-film',
      'Watching a sensual film together',
      'Choosing a steamy film to enjoy side by side.',
      ['fantasy'],
    ),
  ],
};

export const ADVENTURE: ActivityCategory = {
  key: 'adventure',
  name: 'Adventure & Novelty',
  activities: [
    activity(
      'new-room',
      'A new room of the home',
      'Moving your intimate time somewhere other than the bedroom.',
      ['novelty'],
    ),
    activity(
      'secluded-outdoors',
      'Intimacy outdoors, somewhere private',
      'A secluded spot where you can be close without anyone else around.',
      ['outdoors', 'bold'],
    ),
    activity(
      'road-trip',
      'A spontaneous road trip',
      'Picking a direction and seeing where the day takes you.',
      ['travel', 'adventure'],
    ),
    activity(
      'class-together',
      'Taking a class together',
      'Learning to dance, cook or make pottery as a pair.',
      ['learning', 'dates'],
    ),
    activity(
      'themed-hotel',
      'A night in a themed hotel',
      'Booking a room with a playful or extravagant theme.',
      ['travel', 'novelty'],
    ),
    activity(
      'something-new',
      'Something new in the bedroom',
      'Choosing one new idea to explore together, at a pace that suits you both.',
      ['novelty', 'consent'],
    ),
    activity(
      'unexpected-time',
      'Intimacy at an unexpected time',
      'Making time for each other in the middle of the day, simply because you can.',
      ['novelty', 'spontaneous'],
    ),
    activity(
      'skinny-dipping',
      'Skinny-dipping somewhere private',
      'A swim with nothing on, somewhere secluded and safe.',
      ['outdoors', 'bold'],
    ),
    activity(
      'camping',
      'Camping under the stars',
      'A night outdoors in a tent, or with no tent at all.',
      ['outdoors', 'adventure'],
    ),
    activity(
      'mystery-night',
      'A mystery night out',
      'Each of you plans half of the evening without telling the other.',
      ['dates', 'surprise'],
    ),
    activity(
      'private-photos',
      'Taking photos of each other',
      'Tasteful private photos kept between you, and deleted whenever either of you asks.',
      ['bold', 'consent'],
    ),
    activity(
      'couples-retreat',
      "A couples' retreat or workshop",
      'A day or a weekend exploring connection with other couples and a guide.',
      ['learning', 'travel'],
    ),
  ],
};
