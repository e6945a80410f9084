import type { TonePreference } from '@shared/domain/intent';

/**
 * The lines that personalise a built-in adventure beyond its template: the teaser's opening by
 * the lead's tone, a closing line by what the couple look for, a sentence for the accessories
 * and a reminder that either partner may pause. Each is a small pool so that neighbouring
 * templates rarely share a phrasing; none uses a word of a listed hard boundary.
 */

/** Speak to the partner; `{lead}` and `{partner}` are filled in. */
export const TONE_OPENINGS: Record<TonePreference | 'none', readonly string[]> = {
  Romantic: [
    '{partner}, {lead} has been planning something tender, just for you.',
    'Something heartfelt is on its way to you, {partner}.',
    '{partner}, someone who adores you has made plans.',
  ],
  Playful: [
    'Ready for a little mischief, {partner}?',
    '{partner}, {lead} has a playful plan up their sleeve.',
    'Guess what, {partner}? You are in for a treat.',
  ],
  Passionate: [
    '{partner}, clear your evening: {lead} has plans for the two of you.',
    'Something to look forward to, {partner}: this one will leave you both glowing.',
    '{partner}, {lead} has been thinking about you all week.',
  ],
  'Light-hearted': [
    'Good news, {partner}: fun is headed your way.',
    '{partner}, get ready to smile: {lead} has planned something.',
    'Heads up, {partner}: a very good time is on the calendar.',
  ],
  Direct: [
    '{partner}, {lead} has planned an adventure for you both.',
    '{partner}: an adventure, planned by {lead}, is coming up.',
    'An adventure for two is booked, {partner}. Here is your hint.',
  ],
  none: [
    '{partner}, {lead} has planned an adventure for the two of you.',
    'A little adventure is waiting for you, {partner}.',
    '{partner}, something special is coming your way.',
  ],
};

/** What the couple look for or focus on, as the plan's closing line. */
export const CLOSING_LINES: Readonly<Record<string, string>> = {
  'Deeper emotional connection':
    'Before the evening ends, tell each other one thing you understood about the other tonight.',
  'More playfulness': 'Keep it light: if something makes you both laugh, follow it.',
  'New experiences together':
    'Afterwards, name the part that felt new and whether you would try it again.',
  Romance: 'Close with a slow kiss and one sentence about why you chose each other.',
  Passion: 'Let the last few minutes be unhurried, close and entirely yours.',
  'Better communication':
    'Finish by each saying one thing you loved and one thing you would change next time.',
  'Relaxation and comfort': 'End somewhere soft and warm, with nowhere else to be.',
  'Trust and reassurance':
    'Check in as you go, and finish by thanking each other for one moment of trust.',
  'Emotional intimacy': 'Save a few quiet minutes at the end to share how the time together felt.',
  'Physical affection': 'Close with a long hug, and stay in it until you both relax.',
  Communication: 'Afterwards, take turns to say what you enjoyed most, without interrupting.',
  'Fun and laughter': 'If anything goes sideways, laugh about it together: that counts too.',
  Sensuality: 'Let the ending be slow: notice touch, warmth and breath.',
  Trust: 'Remind each other that either of you can pause at any time, and mean it.',
  Spontaneity: 'Leave room for one unplanned moment, and say yes to it if you both want to.',
  'Quality time': 'Keep phones away until the very end: this time belongs to the two of you.',
};

/** When the couple saved nothing to look for. */
export const DEFAULT_CLOSING_LINES: readonly string[] = [
  'Afterwards, tell each other one moment you will remember.',
  'End the way you began: close together, with a thank-you.',
  'Before you call it a night, share your favourite moment of it.',
];

/** Said in every plan, in one of these words: consent comes with every step. */
export const PAUSE_LINES: readonly string[] = [
  'Either of you can pause or change the plan at any moment, no reasons needed.',
  'Check in with each other as you go; a "not tonight" is always welcome.',
  'Nothing here is a must: skip or swap any step either of you would rather not do.',
];

/** A sentence weaving in the accessories; `{list}` names them, `{it}` is "it" or "them". */
export const ACCESSORY_LINES: readonly string[] = [
  'Before you begin, set out {list}, and bring {it} in whenever the moment feels right.',
  'You chose {list}: keep {it} within reach and weave {it} into the plan wherever it feels right.',
  'Have {list} ready beforehand; {it} can make any step of the plan a little more special.',
];

/** "a", "a and b", "a, b and c". */
export const listOf = (items: readonly string[]): string =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
