import { boundedMemo } from './bounded-memo';

const LETTER_OR_DIGIT = '\\p{L}\\p{N}';
// Invisible characters a model (or a copy-paste) may put inside a word.
const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF]/g;

const normalize = (text: string) => text.normalize('NFKC').replace(INVISIBLE, '');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A term's regular expression, read against a text's words (`wordsText`), and a plain text
 * every match begins with, when known.
 */
export interface Pattern {
  regExp: RegExp;
  /**
   * Lowercase ASCII letters and digits that every match begins with: the first word, in its
   * shortest form, up to its first other character. A text can only match where one of its
   * words begins with them, which is checked before the regular expression runs: most texts
   * touch none of a couple's hundreds of terms. Null when the word does not begin with ASCII,
   * where lowercasing and case-insensitive matching may differ. (The only other characters
   * that match ASCII letters case-insensitively, the Kelvin sign and the long s, are gone once
   * a text is normalised.)
   */
  lead: string | null;
}

const compiled = new Map<string, Pattern | null>();

/**
 * One pattern per name or term: its words in order, case-insensitive, as whole words, with any
 * separator or none between them ("role play", "Role-Play", "roleplay") and an optional plural
 * ending (a name written in the plural matches its singular too). A term ending in `*` matches
 * any word that begins with it. Patterns are kept once built: the same terms come back for
 * every couple.
 */
export function patternFor(term: string, wildcard = false): Pattern | null {
  const key = `${wildcard ? '*' : ' '}${term}`;
  let pattern = compiled.get(key);
  if (pattern === undefined) {
    pattern = buildPattern(term, wildcard);
    compiled.set(key, pattern);
  }
  return pattern;
}

/**
 * The regular expression reads a text's words joined by single spaces (`wordsText`): a space
 * stands for every run of other characters, so "whole word" and "any separator or none" need
 * no Unicode classes, which would make each of the hundreds of expressions a thousand times
 * slower to compile.
 */
function buildPattern(term: string, wildcard: boolean): Pattern | null {
  const prefix = wildcard && term.trimEnd().endsWith('*');
  const words = normalize(prefix ? term.trimEnd().slice(0, -1) : term)
    .split(new RegExp(`[^${LETTER_OR_DIGIT}]+`, 'u'))
    .filter(Boolean);
  if (words.length === 0) return null;
  const body = [...words.slice(0, -1).map(escapeRegExp), lastWord(words.at(-1)!, prefix)].join(
    ' ?',
  );
  const ending = prefix ? '[^ ]*' : '(?:e?s)?';
  const lead = /^[A-Za-z0-9]*/.exec(shortestForm(words, prefix))![0].toLowerCase();
  return {
    regExp: new RegExp(`(?<![^ ])${body}${ending}(?![^ ])`, 'iu'),
    lead: lead === '' ? null : lead,
  };
}

/**
 * The first word as every match begins with it: whole, unless it is also the last word and
 * matches in its singular without its last one or two letters (see `lastWord`).
 */
function shortestForm(words: readonly string[], prefix: boolean): string {
  const first = words[0]!;
  if (words.length > 1 || prefix || first.length < 4 || !/[^s]s$/iu.test(first)) return first;
  return first.slice(0, /es$/iu.test(first) ? -2 : -1);
}

/** A plural as written also matches its singular: "ice cubes" touches "an ice cube". */
function lastWord(word: string, prefix: boolean): string {
  if (prefix || word.length < 4 || !/[^s]s$/iu.test(word)) return escapeRegExp(word);
  const forms = [word, word.slice(0, -1), ...(/es$/iu.test(word) ? [word.slice(0, -2)] : [])];
  return `(?:${forms.map(escapeRegExp).join('|')})`;
}

/** A text as the patterns read it. */
interface TextView {
  /**
   * Its runs of letters and digits, as a case-insensitive match reads them, each kept whole and
   * joined by single spaces.
   */
  wordsText: string;
  /** Every beginning of each run's leading ASCII letters and digits, lowercased. */
  beginnings: Set<string>;
}

const WORD = new RegExp(`[${LETTER_OR_DIGIT}]+`, 'giu');
const ASCII_START = /^[A-Za-z0-9]+/;

function viewOf(text: string): TextView {
  const words = normalize(text).match(WORD) ?? [];
  const beginnings = new Set<string>();
  for (const word of words) {
    const start = ASCII_START.exec(word)?.[0].toLowerCase() ?? '';
    for (let length = 1; length <= start.length; length++) beginnings.add(start.slice(0, length));
  }
  return { wordsText: words.join(' '), beginnings };
}

// A text is read by every list of a couple's guard and of the meaning reading, and an
// activity's description by every item that names it.
const view = boundedMemo(viewOf, 2_000);

/**
 * Whether a text matches one of the patterns. The patterns are filed by their lead once, so a
 * text with fewer word beginnings than there are patterns looks up its beginnings instead of
 * trying every pattern.
 */
export function patternsMatcher(patterns: readonly Pattern[]): (text: string) => boolean {
  const byLead = new Map<string, RegExp[]>();
  const unled: RegExp[] = [];
  for (const { regExp, lead } of patterns) {
    if (lead === null) unled.push(regExp);
    else {
      const filed = byLead.get(lead);
      if (filed) filed.push(regExp);
      else byLead.set(lead, [regExp]);
    }
  }
  return (text) => {
    const { wordsText, beginnings } = view(text);
    if (unled.some((regExp) => regExp.test(wordsText))) return true;
    if (byLead.size <= beginnings.size) {
      for (const [lead, regExps] of byLead)
        if (beginnings.has(lead) && regExps.some((regExp) => regExp.test(wordsText))) return true;
    } else {
      for (const beginning of beginnings)
        if (byLead.get(beginning)?.some((regExp) => regExp.test(wordsText))) return true;
    }
    return false;
  };
}
