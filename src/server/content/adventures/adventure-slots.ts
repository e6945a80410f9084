import type { TonePreference } from '@shared/domain/intent';

/**
 * The lines that personalise a built-in adventure beyond its written plan: the teaser's opening
 * by the lead's tone, a closing line by what the couple look for, a reminder that either partner
 * may pause, and a step for each accessory the lead chose. Each is a pool of six or more so that
 * neighbouring adventures rarely share a phrasing; none uses a word of a listed hard boundary,
 * and none names an activity of the survey, so a refusal never rules out every line of a pool.
 */

/** Speak to the partner; `{lead}` and `{partner}` are filled in. */
export const TONE_OPENINGS: Record<TonePreference | 'none', readonly string[]> = {
  Romantic: [
    '{partner}, {lead} has been planning something tender, just for you.',
    'Something heartfelt is on its way to you, {partner}.',
    '{partner}, someone who adores you has made plans.',
    'A quiet promise from {lead}, {partner}: this one is all about the two of you.',
    '{partner}, {lead} has been saving this idea for the right moment.',
    'For you, {partner}, with love from {lead}.',
  ],
  Playful: [
    'Ready for a little mischief, {partner}?',
    '{partner}, {lead} has a playful plan, and you are in it.',
    'Guess what, {partner}? You are in for a treat.',
    '{partner}, {lead} is grinning about something. You will find out why.',
    'Fair warning, {partner}: {lead} has been scheming.',
    'Pssst, {partner}. {lead} has a plan, and it is a good one.',
  ],
  Passionate: [
    '{partner}, clear your evening: {lead} has plans for the two of you.',
    'Something to look forward to, {partner}: this one will leave you both glowing.',
    '{partner}, {lead} has been thinking about you all week.',
    '{partner}, {lead} wants you, and has planned accordingly.',
    'Keep some energy in reserve, {partner}. {lead} has ideas.',
    '{partner}, this is what has been on {lead}’s mind lately.',
  ],
  'Light-hearted': [
    'Good news, {partner}: fun is headed your way.',
    '{partner}, get ready to smile: {lead} has planned something.',
    'Heads up, {partner}: a very good time is on the calendar.',
    'Nothing serious, {partner}, just something lovely from {lead}.',
    '{partner}, {lead} promises this will be worth putting the kettle on for.',
    'Bring your best mood, {partner}. {lead} is bringing the rest.',
  ],
  Direct: [
    '{partner}, {lead} has planned an adventure for you both.',
    '{partner}: an adventure, planned by {lead}, is coming up.',
    'An adventure for two is booked, {partner}. Here is your hint.',
    '{partner}, {lead} has a plan. Here is what you need to know.',
    'Date set, {partner}. {lead} is organising it.',
    '{partner}, one plan from {lead}, one hint for you.',
  ],
  none: [
    '{partner}, {lead} has planned an adventure for the two of you.',
    'A little adventure is waiting for you, {partner}.',
    '{partner}, something special is coming your way.',
    '{partner}, {lead} has been quietly arranging something.',
    'Mark the time, {partner}: {lead} has a plan.',
    '{partner}, here is a hint of what {lead} has in mind.',
  ],
};

/** What the couple look for or focus on, as the plan's closing line: six wordings each. */
export const CLOSING_LINES: Readonly<Record<string, readonly string[]>> = {
  'Deeper emotional connection': [
    'Before the evening ends, tell each other one thing you understood about the other tonight.',
    'At the end, each finish the sentence “I felt close to you when…” and leave it there.',
    'Close by naming one thing you saw in each other today that you do not always notice.',
    'End with a question you have never asked each other, answered slowly.',
    'Finish face to face, and say what this time together meant, in a sentence each.',
    'Let the last word be a thank-you for something the other shared.',
  ],
  'More playfulness': [
    'Keep it light: if something makes you both laugh, follow it.',
    'If a silly idea turns up along the way, give it five minutes.',
    'Finish by inventing a name for tonight that only the two of you will get.',
    'Play it loose: whoever spots a funnier way to do a step gets to try it.',
    'End on the part that made you grin most, and do it once more.',
    'Award each other a ridiculous prize at the end, handed over with ceremony.',
  ],
  'New experiences together': [
    'Afterwards, name the part that felt new and whether you would try it again.',
    'Finish by agreeing on one new thing to add to your list for next time.',
    'At the end, each say which moment surprised you most.',
    'Close by rating the novelty out of ten, and saying why.',
    'Before you finish, ask each other: what would make it even better next time?',
    'Write down one thing you learned tonight and keep it somewhere you will see it.',
  ],
  Romance: [
    'Close with one sentence each about why you chose each other.',
    'Finish by telling each other the moment tonight you would frame if you could.',
    'End where you started, a little closer than before.',
    'Leave one romantic promise for next week, and keep it.',
    'At the end, say the nicest true thing you can think of about the other.',
    'Let the evening close slowly, with nowhere to rush off to.',
  ],
  Passion: [
    'Let the last few minutes be unhurried, close and entirely yours.',
    'Whatever happens last, let it be what you both want most.',
    'Finish by telling each other, plainly, what you loved.',
    'End by agreeing on the one moment you want to come back to soon.',
    'Save the best energy for the end, and let it take as long as it needs.',
    'At the close, say out loud one thing you want more of.',
  ],
  'Better communication': [
    'Finish by each saying one thing you loved and one thing you would change next time.',
    'Afterwards, listen to each other for two minutes each, without interrupting.',
    'End by asking “How was that for you?” and really hearing the answer.',
    'Close by naming one thing that was easy to say tonight and one that was not.',
    'Take turns at the end: one thing to keep, one thing to tweak.',
    'Before you finish, repeat back what you heard the other enjoy, to check you got it.',
  ],
  'Relaxation and comfort': [
    'End somewhere soft and warm, with nowhere else to be.',
    'Finish with ten quiet minutes and no plans after them.',
    'Let the last part be the slowest: blankets, cushions and no clock.',
    'Close by doing absolutely nothing together for a while.',
    'End with a warm drink and the lights low.',
    'Let tiredness win at the end; there is nothing left to do.',
  ],
  'Trust and reassurance': [
    'Check in as you go, and finish by thanking each other for one moment of trust.',
    'At the end, each say one thing that made you feel safe tonight.',
    'Close by reminding each other that a “no” is always welcome, and that you heard every one.',
    'Finish by naming one moment when you felt looked after.',
    'End with a promise you can both keep, said out loud.',
    'Before you finish, ask whether anything needs a little reassurance, and give it.',
  ],
  'Emotional intimacy': [
    'Save a few quiet minutes at the end to share how the time together felt.',
    'Finish with one thing you have not told each other before.',
    'End by saying what you most want the other to know right now.',
    'Close by each sharing one worry and one hope, with no fixing required.',
    'At the end, tell each other which moment felt closest.',
    'Let the last minutes be honest ones: how are you, really?',
  ],
  'Physical affection': [
    'Close by staying wrapped around each other until you both relax.',
    'End the evening close enough to feel each other breathe.',
    'Finish with your hands in each other’s, for as long as it feels good.',
    'Let the ending be as close as you both like, and no closer.',
    'End with one more minute of closeness than you planned.',
    'Close by resting against each other without saying anything.',
  ],
  Communication: [
    'Afterwards, take turns to say what you enjoyed most, without interrupting.',
    'Finish by asking each other one open question about tonight.',
    'End by each saying one thing you would like to hear more often.',
    'Close with a two-minute check-in: what worked, what did not.',
    'At the end, describe tonight in three words each, then explain them.',
    'Before you finish, each ask for one small thing for next time.',
  ],
  'Fun and laughter': [
    'If anything goes sideways, laugh about it together: that counts too.',
    'Finish by retelling the funniest moment as if it were an epic tale.',
    'End on a laugh, even a small one.',
    'Crown the most ridiculous moment of the evening, and keep it as a private joke.',
    'If it gets silly, let it; the plan can wait.',
    'Close by doing your best impression of each other from tonight.',
  ],
  Sensuality: [
    'Let the ending be slow: notice touch, warmth and breath.',
    'Finish by noticing one sound, one scent and one feeling from tonight.',
    'End with every light low and every movement slow.',
    'Close by paying attention to nothing but the warmth between you.',
    'Let the last minutes be about texture and temperature, not talk.',
    'Finish without hurrying; the pause after is part of it.',
  ],
  Trust: [
    'Remind each other that either of you can pause at any time, and mean it.',
    'Finish by thanking each other for saying what you wanted.',
    'At the end, name one moment when you felt you could say anything.',
    'Close by agreeing that next time either of you can change the plan.',
    'End by telling each other one thing you trusted the other with tonight.',
    'Before you finish, ask whether anything felt too much, and listen.',
  ],
  Spontaneity: [
    'Leave room for one unplanned moment, and say yes to it if you both want to.',
    'If the evening wants to change course, let it.',
    'Finish with something neither of you planned.',
    'At any point, either of you may call a surprise detour.',
    'End by deciding, on the spot, what happens next weekend.',
    'Break from the plan once, on purpose, and see where it goes.',
  ],
  'Quality time': [
    'Keep phones away until the very end: this time belongs to the two of you.',
    'Finish without checking the time once.',
    'End by deciding when you will next clear an evening like this.',
    'Close with a few minutes of simply being together, no agenda.',
    'Let nothing interrupt the last part; the world can wait.',
    'At the end, say what you would like more of when you have time together.',
  ],
};

/** When the couple saved nothing to look for. */
export const DEFAULT_CLOSING_LINES: readonly string[] = [
  'Afterwards, tell each other one moment you will remember.',
  'End the way you began: close together, with a thank-you.',
  'Before you call it a night, share your favourite moment of it.',
  'Finish by each naming one thing you would happily do again.',
  'Close with a few quiet minutes side by side.',
  'At the end, agree on a name for tonight so you can bring it up later.',
];

/** Said in every plan, in one of these words: consent comes with every step. */
export const PAUSE_LINES: readonly string[] = [
  'Either of you can pause or change the plan at any moment, no reasons needed.',
  'Check in with each other as you go; a “not tonight” is always welcome.',
  'Nothing here is a must: skip or swap any step either of you would rather not do.',
  'Every step is optional; a word from either of you stops or changes it.',
  'Keep asking, keep listening: the plan bends to whatever you both want on the night.',
  'If either of you wants to slow down or stop, that is the plan now.',
];

/**
 * A step weaving in each accessory the lead chose, by its name in the accessories list: plain
 * nouns in the lead's hands, never the list's label in quotes. Each touches no boundary its
 * accessory's own name does not (a test checks), so a fitting accessory never spoils a plan.
 */
export const ACCESSORY_STEPS: Readonly<Record<string, readonly string[]>> = {
  Candles: [
    'Light the candles for this part and let them be the only light for a while.',
    'Set the candles where {partner} will see them first, and light them now.',
    'This is the moment for the candles: light them one by one, in no hurry.',
    'Put the candles on a steady surface nearby and light them before you go on.',
  ],
  'Music playlist': [
    'Put the playlist on low here, loud enough to fill the quiet and no louder.',
    'Start the playlist now and let one song run into the next without skipping.',
    'Let your playlist take over at this point; if a song makes {partner} smile, say why you chose it.',
    'Press play on the playlist you made and turn your phone face down.',
  ],
  'Massage oil': [
    'Warm a little massage oil between your palms and smooth it over {partner}’s hands and forearms.',
    'Bring out the massage oil here and offer {partner} a few unhurried minutes of it on the shoulders.',
    'Keep the massage oil close for this part, warmed in your hands before it touches {partner}.',
  ],
  Blindfold: [
    'Offer {partner} the blindfold for this part, and take it off the moment it stops being fun.',
    'Ask whether {partner} would like the blindfold on now; if yes, say what you are about to do before you do it.',
    'Bring out the blindfold here and let {partner} decide whether to use it, and for how long.',
  ],
  'Silk scarf': [
    'Draw the silk scarf slowly along {partner}’s arm, from the shoulder to the fingertips.',
    'Drape the silk scarf around {partner}’s shoulders for this part, a small and soft surprise.',
    'Let the silk scarf brush across {partner}’s back while you talk, barely touching.',
  ],
  Feather: [
    'Bring out the feather here and trace one slow line from {partner}’s shoulder to the elbow.',
    'Let the feather wander over {partner}’s forearm for a minute, as lightly as you can.',
    'Pause for the feather: a slow sweep across {partner}’s shoulders, then wait for a reaction.',
  ],
  'Ice cubes': [
    'Hold an ice cube against the inside of {partner}’s arm for a second, and watch the shiver.',
    'Bring a glass of ice cubes along and use one to draw a slow line across {partner}’s shoulder.',
    'Keep the ice cubes nearby for this part; one at the nape of {partner}’s neck is plenty.',
  ],
  Dice: [
    'Roll the dice here: on an odd number {partner} picks what happens next, on an even number you do.',
    'Let the dice decide how many minutes this part lasts: roll twice and add them up.',
    'Roll the dice before moving on; the number is how many questions {partner} may ask you, answered honestly.',
  ],
  'Card deck': [
    'Deal a card each here: whoever draws higher chooses what comes next.',
    'Shuffle the deck and draw a card; its number is how many minutes the next step lasts.',
    'Deal three cards face down now. Whenever either of you wants a change of pace, turn one over: a high card means slower, a low one means carry on.',
  ],
  Chocolate: [
    'Break off a square of chocolate here and share it, a piece each.',
    'Set a little plate of chocolate within reach for this part, for a sweet pause whenever either of you wants one.',
    'Save the chocolate for this moment: unwrap it slowly and offer {partner} the first piece.',
  ],
  Wine: [
    'Pour two small glasses of wine here and toast something only the two of you understand.',
    'Open the wine at this point and keep it to a glass each, sipped slowly.',
    'Bring the wine in now: one glass each, enjoyed while you talk.',
  ],
};

/** Accessories that set the mood: brought in during the first half of a plan, not at its height. */
export const MOOD_ACCESSORIES: ReadonlySet<string> = new Set([
  'Candles',
  'Music playlist',
  'Wine',
  'Chocolate',
]);

/** An accessory the lists do not know yet (staff may add one): its own name, plainly. */
export const OTHER_ACCESSORY_STEP = 'Bring out the {thing} here and use it however it fits.';
