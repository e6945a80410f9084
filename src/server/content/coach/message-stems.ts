import { stemmer } from 'stemmer';
import { normalizeText } from './phrase-match';

/**
 * Words as the coach's meaning patterns read them: lower case, contractions spelled out
 * ("don't", "dont" and "do not" read alike), common chat shorthand and misspellings
 * corrected, irregular verbs brought to their base form, and every word stemmed, so
 * "pushes", "pushing" and "pushed" are one word, as are "said" and "says".
 */

/** Contractions typed without an apostrophe, and shorthand, as the words they stand for. */
const SPELLED_OUT: Record<string, string> = {
  dont: 'do not',
  doesnt: 'does not',
  didnt: 'did not',
  cant: 'can not',
  cannot: 'can not',
  couldnt: 'could not',
  wont: 'will not',
  wouldnt: 'would not',
  shouldnt: 'should not',
  isnt: 'is not',
  arent: 'are not',
  wasnt: 'was not',
  werent: 'were not',
  havent: 'have not',
  hasnt: 'has not',
  hadnt: 'had not',
  aint: 'is not',
  im: 'i am',
  ive: 'i have',
  youre: 'you are',
  theyre: 'they are',
  hes: 'he',
  shes: 'she',
  whats: 'what',
  thats: 'that',
  wanna: 'want to',
  gonna: 'going to',
  gotta: 'have to',
  dunno: 'do not know',
  idk: 'i do not know',
  u: 'you',
  ur: 'your',
  bf: 'boyfriend',
  gf: 'girlfriend',
  hubby: 'husband',
  wifey: 'wife',
  bc: 'because',
  cuz: 'because',
  coz: 'because',
  rly: 'really',
  // Misspellings common enough to be worth reading right.
  presure: 'pressure',
  preasure: 'pressure',
  pressurs: 'pressures',
  pressureing: 'pressuring',
  agian: 'again',
  alot: 'a lot',
  sumtimes: 'sometimes',
  somtimes: 'sometimes',
  realy: 'really',
  freinds: 'friends',
  frends: 'friends',
  beleive: 'believe',
  waht: 'what',
  knwo: 'know',
  teh: 'the',
  nd: 'and',
};

/** Irregular forms the stemmer cannot bring together. */
const BASE_FORM: Record<string, string> = {
  said: 'say',
  told: 'tell',
  made: 'make',
  kept: 'keep',
  felt: 'feel',
  got: 'get',
  gotten: 'get',
  gave: 'give',
  given: 'give',
  went: 'go',
  goes: 'go',
  gone: 'go',
  did: 'do',
  does: 'do',
  done: 'do',
  took: 'take',
  taken: 'take',
  woke: 'wake',
  wore: 'wear',
  tries: 'try',
  tried: 'try',
  cries: 'cry',
  cried: 'cry',
  brought: 'bring',
  thought: 'think',
  left: 'leave',
  lying: 'lie',
  lay: 'lie',
  fought: 'fight',
  caught: 'catch',
  sent: 'send',
  begged: 'beg',
  was: 'be',
  were: 'be',
  is: 'be',
  are: 'be',
  am: 'be',
  been: 'be',
  has: 'have',
  had: 'have',
};

/** What a word after an apostrophe stands for ("'s" is dropped: "he's", "partner's"). */
const AFTER_APOSTROPHE: Record<string, string> = {
  t: 'not',
  ll: 'will',
  re: 'are',
  ve: 'have',
  m: 'am',
  d: 'would',
  s: '',
};

const APOSTROPHES = /['’‘`´]/g;
const WORD = /[\p{L}\p{N}]+/gu;

/** "don't" -> "do not", "won't" -> "will not", "he'll" -> "he will", "he's" -> "he". */
function spellOutApostrophes(text: string): string {
  return text.replace(/([\p{L}]+)'([\p{L}]+)/gu, (whole, before: string, after: string) => {
    const rest = AFTER_APOSTROPHE[after];
    if (rest === undefined) return `${before}${after}`;
    if (after === 't') {
      const stem = before === 'won' ? 'will' : before === 'can' ? 'can' : before.replace(/n$/, '');
      return `${stem === 'ai' ? 'is' : stem} not`;
    }
    return rest ? `${before} ${rest}` : before;
  });
}

/** One word's stem, after its irregular form is brought to the base. */
export const stemOf = (word: string) => stemmer(BASE_FORM[word] ?? word);

/** The stems of a text's words, in order. */
export function stems(text: string): string[] {
  const lowered = normalizeText(text).toLowerCase().replace(APOSTROPHES, "'");
  const words = spellOutApostrophes(lowered).match(WORD) ?? [];
  return words.flatMap((word) => (SPELLED_OUT[word] ?? word).split(' ')).map(stemOf);
}

/** A text cut where a sentence or a line ends, each part as its stems. */
export function sentenceStems(text: string): string[][] {
  return text
    .split(/[.!?;\n]+|\s[-–—]\s/u)
    .map(stems)
    .filter((words) => words.length > 0);
}
