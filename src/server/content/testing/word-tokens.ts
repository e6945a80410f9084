/**
 * The safety tests' own reading of words, apart from the guard's: text as lowercase word
 * tokens, a term as a run of them.
 */

function split(text: string): readonly string[] {
  return text
    .normalize('NFKC')
    .replace(/[\u00AD\u200B-\u200D\u2060\uFEFF]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

let lastText: string | undefined;
let lastTokens: readonly string[] = [];

/** A text's tokens; the last text's are kept, as each check reads its text twice in a row. */
export function tokens(text: string): readonly string[] {
  if (text !== lastText) {
    lastTokens = split(text);
    lastText = text;
  }
  return lastTokens;
}

const termTokens = new Map<string, readonly string[]>();

/** A term's tokens, kept: the same few hundred terms are read against every text. */
export function tokensOfTerm(term: string): readonly string[] {
  let known = termTokens.get(term);
  if (!known) {
    known = split(term);
    termTokens.set(term, known);
  }
  return known;
}

/** A term as `contains` reads it, worked out once: the safety tests try every term on every text. */
interface TermReading {
  /** Whether the term ends in a wildcard `*` that is read as one. */
  prefix: boolean;
  /** Its words run together. */
  target: string;
  /** The lengths of `target` at which one of its words ends and the next begins. */
  joints: Set<number>;
  /** What a run of the text's words must spell, unless `prefix`. */
  forms: Set<string>;
  /**
   * Unless `prefix`, the words one of which a text must hold for a run to spell a form: a run
   * starts with a whole form or with the term's words up to a joint.
   */
  firstWords: readonly string[];
}

/** The readings of terms with a wildcard read as one, and of those read literally. */
const wildcardReadings = new Map<string, TermReading>();
const literalReadings = new Map<string, TermReading>();

function readingOf(term: string, wildcard: boolean): TermReading {
  const termReadings = wildcard ? wildcardReadings : literalReadings;
  let reading = termReadings.get(term);
  if (!reading) {
    const prefix = wildcard && term.endsWith('*');
    const parts = tokensOfTerm(prefix ? term.slice(0, -1) : term);
    const target = parts.join('');
    const joints = new Set(parts.slice(0, -1).map((_, k) => parts.slice(0, k + 1).join('').length));
    const forms = prefix ? [] : [target, `${target}s`, `${target}es`];
    // A term written in the plural matches its singular too, unless its last word is very short.
    if (!prefix && target && parts.at(-1)!.length >= 4 && /[^s]s$/.test(target))
      forms.push(target.slice(0, -1), target.replace(/es$/, ''));
    const firstWords = prefix
      ? []
      : [...new Set([...forms, ...[...joints].map((joint) => target.slice(0, joint))])];
    reading = { prefix, target, joints, forms: new Set(forms), firstWords };
    termReadings.set(term, reading);
  }
  return reading;
}

/**
 * Where each first letter begins a word of the text. Every run that can match a term starts
 * with a word beginning with the term's first letter, so only those words are tried.
 */
const starts = new WeakMap<readonly string[], Map<string, number[]>>();

function startsOf(words: readonly string[]): Map<string, number[]> {
  let byLetter = starts.get(words);
  if (!byLetter) {
    byLetter = new Map();
    words.forEach((word, index) => {
      const letter = word[0]!;
      const at = byLetter!.get(letter);
      if (at) at.push(index);
      else byLetter!.set(letter, [index]);
    });
    starts.set(words, byLetter);
  }
  return byLetter;
}

/** The words of a text, to see at once that it holds none a term could start with. */
const wordSets = new WeakMap<readonly string[], Set<string>>();

export function wordSetOf(words: readonly string[]): Set<string> {
  let set = wordSets.get(words);
  if (!set) {
    set = new Set(words);
    wordSets.set(words, set);
  }
  return set;
}

/** Tokens may split a term only where its own words meet ("role play" for "Role-play"). */
export function contains(words: readonly string[], term: string, wildcard: boolean): boolean {
  const { prefix, target, joints, forms, firstWords } = readingOf(term, wildcard);
  if (!target) return false;
  if (!prefix) {
    const present = wordSetOf(words);
    if (!firstWords.some((word) => present.has(word))) return false;
  }
  for (const i of startsOf(words).get(target[0]!) ?? []) {
    let run = '';
    for (let j = i; j < words.length; j++) {
      if (run && !joints.has(run.length)) break;
      const before = run.length;
      run += words[j];
      if (prefix ? before < target.length && run.startsWith(target) : forms.has(run)) return true;
    }
  }
  return false;
}
