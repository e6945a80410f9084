import { activity, type ActivityCategory } from './catalogue-types';

// The frank part of the survey: sex itself, named plainly and without detail. Each entry has a
// level, so nothing built on it reaches a couple below that level.

export const PLEASURE: ActivityCategory = {
  key: 'pleasure',
  name: 'Touch & Pleasure',
  activities: [
    activity(
      'erotic-massage',
      'Erotic massage',
      'A massage that starts slow and is allowed to become sexual, at the pace of the one receiving it.',
      ['massage', 'sex'],
      'Adventurous',
    ),
    activity(
      'mutual-masturbation',
      'Touching yourselves together',
      'Each of you pleasures yourself while the other watches, close enough to touch.',
      ['sex', 'watching'],
      'Adventurous',
    ),
    activity(
      'pleasuring-by-hand',
      'Pleasuring each other by hand',
      'Using your hands to bring your partner pleasure, guided by what they show you.',
      ['sex', 'touch'],
      'Adventurous',
    ),
    activity(
      'oral-sex',
      'Oral sex',
      'Pleasuring your partner with your mouth, giving, receiving or taking turns.',
      ['sex', 'oral'],
      'Adventurous',
    ),
    activity(
      'grinding',
      'Grinding with clothes on',
      'Pressing and moving against each other while still dressed, as teasing or as the whole thing.',
      ['sex', 'teasing'],
      'Adventurous',
    ),
    activity(
      'toy-on-partner',
      'Using a toy on your partner',
      'One of you holds the toy and pays attention; the other only has to enjoy it.',
      ['sex', 'toys'],
      'Adventurous',
    ),
    activity(
      'toy-during-sex',
      'A toy during sex',
      'Bringing a vibrator or another toy into sex rather than keeping it for foreplay.',
      ['sex', 'toys'],
      'Adventurous',
    ),
    activity(
      'explicit-messages',
      'Explicit messages',
      'Sexting: telling each other in writing exactly what you want, for each other only.',
      ['sex', 'words'],
      'Adventurous',
    ),
    activity(
      'dirty-talk',
      'Dirty talk during sex',
      'Saying out loud what you want and what feels good, in words you both find hot.',
      ['sex', 'words'],
      'Adventurous',
    ),
    activity(
      'full-striptease',
      'A full striptease',
      'Undressing completely for your partner, slowly, while they are not allowed to help.',
      ['sex', 'teasing'],
      'Adventurous',
    ),
    activity(
      'edging',
      'Edging',
      'Bringing each other close to climax, then easing off, again and again before letting go.',
      ['sex', 'control'],
      'Intense',
    ),
    activity(
      'anal-play',
      'Anal play',
      'Touch, toys or more around the anus, with plenty of lubricant and going slowly.',
      ['sex', 'anal'],
      'Intense',
    ),
  ],
};

export const PLACES_AND_POSITIONS: ActivityCategory = {
  key: 'places-and-positions',
  name: 'Places & Positions',
  activities: [
    activity(
      'new-position',
      'Trying a new position',
      'Picking a position neither of you has tried and laughing through the first attempt.',
      ['sex', 'positions'],
      'Adventurous',
    ),
    activity(
      'taking-turns-on-top',
      'Taking turns on top',
      'Swapping who sets the rhythm, partway through or from one night to the next.',
      ['sex', 'positions'],
      'Adventurous',
    ),
    activity(
      'sex-somewhere-new',
      'Sex somewhere new at home',
      'The sofa, the kitchen counter, the living-room rug: anywhere but the bed.',
      ['sex', 'novelty'],
      'Adventurous',
    ),
    activity(
      'shower-sex',
      'Sex in the shower',
      'Warm water, soap and a steady footing, with a towel waiting afterwards.',
      ['sex', 'water'],
      'Adventurous',
    ),
    activity(
      'morning-sex',
      'Morning sex',
      'Waking each other up slowly, before the day has a chance to begin.',
      ['sex', 'mornings'],
      'Adventurous',
    ),
    activity(
      'quickie',
      'A quickie',
      'Fast, urgent and over in minutes, because you could not wait until later.',
      ['sex', 'spontaneous'],
      'Adventurous',
    ),
    activity(
      'mirror-sex',
      'Watching yourselves in a mirror',
      'Having sex where you can both see what the other is doing to you.',
      ['sex', 'watching'],
      'Intense',
    ),
    activity(
      'all-night',
      'A whole night of sex',
      'Clearing the evening, pacing yourselves, and coming back to each other until late.',
      ['sex', 'time'],
      'Intense',
    ),
  ],
};

export const POWER_PLAY: ActivityCategory = {
  key: 'power-play',
  name: 'Power & Intensity',
  activities: [
    activity(
      'tied-up',
      'Being tied up',
      'Rope, cuffs or a tie holding wrists or ankles, always quick to undo, with a safe word agreed.',
      ['bondage', 'consent'],
      'Intense',
    ),
    activity(
      'wrists-held-down',
      'Wrists held down',
      'One partner pins the other with their hands during sex, firm but never rough.',
      ['control', 'consent'],
      'Intense',
    ),
    activity(
      'in-charge',
      'One of you in charge',
      'For a scene, one partner decides what happens and the other follows, within agreed limits.',
      ['control', 'consent'],
      'Intense',
    ),
    activity(
      'hands-off-rule',
      'A hands-off rule',
      'One of you may not touch at all while the other does exactly as they please.',
      ['control', 'teasing'],
      'Intense',
    ),
    activity(
      'hair-pulling',
      'Gentle hair pulling',
      'A handful of hair held close to the scalp and drawn back slowly, never yanked.',
      ['impact', 'consent'],
      'Intense',
    ),
    activity(
      'biting-and-scratching',
      'Biting and scratching',
      'Teeth and nails used with care on shoulders, back and thighs, leaving no more than you agreed.',
      ['impact', 'consent'],
      'Intense',
    ),
    activity(
      'orgasm-control',
      'Deciding when your partner may finish',
      'One of you holds the other on the edge and chooses the moment they are allowed to come.',
      ['control', 'sex'],
      'Intense',
    ),
    activity(
      'bedroom-scene',
      'A role-play scene in bed',
      'Agreeing characters and a scenario beforehand, then staying in them during sex.',
      ['roleplay', 'sex'],
      'Intense',
    ),
    activity(
      'wax-play',
      'Wax play',
      'Drops of warm wax from a low-temperature candle made for skin, tested on a wrist first.',
      ['sensation', 'consent'],
      'Intense',
    ),
  ],
};
