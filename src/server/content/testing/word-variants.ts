/**
 * The safety tests' own reading of a word's other forms, apart from the guard's: where the
 * guard reduces both words to a stem, this spells out the forms a word can take (its plural,
 * its -ed and -ing forms (a comparative or a doer's noun is a word of its own), a doubled or dropped last letter, a few irregular ones) and compares
 * them with the text's words as they stand.
 */

const IRREGULAR: Readonly<Record<string, readonly string[]>> = {
  foot: ['feet'],
  feet: ['foot'],
  tooth: ['teeth'],
  teeth: ['tooth'],
  bite: ['bit', 'bitten'],
  bit: ['bite', 'bitten'],
  bitten: ['bite', 'bit'],
  tie: ['tied', 'tying', 'ties'],
  tying: ['tie', 'tied', 'ties'],
  lie: ['lying', 'lay', 'lain'],
  woman: ['women'],
  man: ['men'],
  mouse: ['mice'],
  wear: ['wore', 'worn'],
  take: ['took', 'taken'],
  hold: ['held'],
  bind: ['bound'],
};

/** Words that only look like another word with an ending ("evening" is not "even" + ing). */
const LOOKALIKES = new Set([
  'evening',
  'morning',
  'during',
  'wedding',
  'ceiling',
  'pudding',
  'bed',
]);

/** What a word may be the form of: itself, and itself without a regular ending. */
function bases(word: string): string[] {
  const found = [word];
  const add = (base: string) => base.length >= 2 && found.push(base);
  if (word.endsWith('ies')) add(`${word.slice(0, -3)}y`);
  if (word.endsWith('ied')) add(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) add(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) add(word.slice(0, -1));
  for (const ending of ['ing', 'ed']) {
    if (!word.endsWith(ending)) continue;
    const base = word.slice(0, -ending.length);
    add(base);
    add(`${base}e`);
    if (base.length > 2 && base.at(-1) === base.at(-2)) add(base.slice(0, -1));
  }
  return found;
}

/** Every form the word may take, itself included. */
export function variants(word: string): Set<string> {
  const forms = new Set<string>();
  const lower = word.toLowerCase();
  for (const base of bases(lower)) {
    forms.add(base);
    for (const irregular of IRREGULAR[base] ?? []) forms.add(irregular);
    for (const ending of ['s', 'es', 'ed', 'd', 'ing']) forms.add(base + ending);
    const last = base.at(-1)!;
    if (last === 'e') forms.add(`${base.slice(0, -1)}ing`);
    if (last === 'y') for (const ending of ['ies', 'ied']) forms.add(base.slice(0, -1) + ending);
    if (/[^aeiouy][aeiou][bdgklmnprtz]$/.test(base))
      for (const ending of ['ing', 'ed']) forms.add(base + last + ending);
  }
  for (const lookalike of LOOKALIKES) if (lookalike !== lower) forms.delete(lookalike);
  return forms;
}
