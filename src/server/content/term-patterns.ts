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
  /** Each run's leading ASCII letters and digits, lowercased. */
  starts: readonly string[];
  /**
   * The beginnings of `starts` that are the lead of a pattern some matcher files, as far as the
   * first `leadCount` of `leads`.
   */
  beginnings: Set<string>;
  leadCount: number;
}

/**
 * Every lead a matcher files, in the order first filed. A matcher looks up only its own
 * leads, all of them in here, so a text's other beginnings could never be found: the few
 * dozen of a text's beginnings that are leads are gone through much faster than its hundreds.
 */
const leads = new Set<string>();
const leadList: string[] = [];
/** Every beginning of a lead: a word's longer beginnings need no look once one is not. */
const leadBeginningsKnown = new Set<string>();

function fileLead(lead: string) {
  if (leads.has(lead)) return;
  leads.add(lead);
  leadList.push(lead);
  for (let length = 1; length <= lead.length; length++)
    leadBeginningsKnown.add(lead.slice(0, length));
}

const WORD = new RegExp(`[${LETTER_OR_DIGIT}]+`, 'giu');
const ASCII_START = /^[A-Za-z0-9]+/;

function viewOf(text: string): TextView {
  const words = normalize(text).match(WORD) ?? [];
  const starts = words.map((word) => ASCII_START.exec(word)?.[0].toLowerCase() ?? '');
  const beginnings = new Set<string>();
  for (const start of starts)
    for (let length = 1; length <= start.length; length++) {
      const beginning = start.slice(0, length);
      if (!leadBeginningsKnown.has(beginning)) break;
      if (leads.has(beginning)) beginnings.add(beginning);
    }
  return { wordsText: words.join(' '), starts, beginnings, leadCount: leadList.length };
}

/** The view's beginnings that are leads, with those filed since it was last read. */
function leadBeginnings(view: TextView): Set<string> {
  for (; view.leadCount < leadList.length; view.leadCount++) {
    const lead = leadList[view.leadCount]!;
    if (view.starts.some((start) => start.startsWith(lead))) view.beginnings.add(lead);
  }
  return view.beginnings;
}

// A text is read by every list of a couple's guard and of the meaning reading, and an
// activity's description by every item that names it.
const view = boundedMemo(viewOf, 2_000);

/**
 * Each pattern's entry filed by the pattern's lead (every lead recorded with `fileLead`), in
 * the order given; the entries of patterns without a lead apart.
 */
function fileByLead<T>(entries: readonly (readonly [Pattern, T])[]) {
  const byLead = new Map<string, T[]>();
  const unled: T[] = [];
  for (const [{ lead }, entry] of entries) {
    if (lead === null) unled.push(entry);
    else {
      fileLead(lead);
      const filed = byLead.get(lead);
      if (filed) filed.push(entry);
      else byLead.set(lead, [entry]);
    }
  }
  return { byLead, unled };
}

/**
 * Whether a text matches one of the patterns. The patterns are filed by their lead once, so a
 * text with fewer word beginnings than there are patterns looks up its beginnings instead of
 * trying every pattern.
 */
export function patternsMatcher(patterns: readonly Pattern[]): (text: string) => boolean {
  const { byLead, unled } = fileByLead(patterns.map((pattern) => [pattern, pattern.regExp]));
  return (text) => {
    const textView = view(text);
    const { wordsText } = textView;
    const beginnings = leadBeginnings(textView);
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

/**
 * Which of several lists of patterns a text matches, one answer per list, each as
 * `patternsMatcher` would give it: the text is read once for them all rather than once a list,
 * which matters for the guard's reading of meaning, where every new text is tried against
 * every survey activity's name.
 */
export function listsMatcher(lists: readonly (readonly Pattern[])[]): (text: string) => boolean[] {
  const { byLead, unled } = fileByLead(
    lists.flatMap((patterns, list) =>
      patterns.map((pattern) => [pattern, { list, regExp: pattern.regExp }] as const),
    ),
  );
  return (text) => {
    const textView = view(text);
    const { wordsText } = textView;
    const found = lists.map(() => false);
    for (const { list, regExp } of unled)
      if (!found[list] && regExp.test(wordsText)) found[list] = true;
    for (const beginning of leadBeginnings(textView))
      for (const { list, regExp } of byLead.get(beginning) ?? [])
        if (!found[list] && regExp.test(wordsText)) found[list] = true;
    return found;
  };
}
