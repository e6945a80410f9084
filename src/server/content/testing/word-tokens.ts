/**
 * The safety tests' own reading of words, apart from the guard's: text as lowercase word
 * tokens, a term as a run of them.
 */

export function tokens(text: string) {
  return text
    .normalize('NFKC')
    .replace(/[\u00AD\u200B-\u200D\u2060\uFEFF]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const termTokens = new Map<string, readonly string[]>();

/** A term's tokens, kept: the same few hundred terms are read against every text. */
export function tokensOfTerm(term: string): readonly string[] {
  let known = termTokens.get(term);
  if (!known) {
    known = tokens(term);
    termTokens.set(term, known);
  }
  return known;
}

/** Tokens may split a term only where its own words meet ("role play" for "Role-play"). */
export function contains(words: readonly string[], term: string, wildcard: boolean): boolean {
  const prefix = wildcard && term.endsWith('*');
  const parts = tokensOfTerm(prefix ? term.slice(0, -1) : term);
  const target = parts.join('');
  if (!target) return false;
  const joints = new Set(parts.slice(0, -1).map((_, k) => parts.slice(0, k + 1).join('').length));
  const forms = prefix ? [] : [target, `${target}s`, `${target}es`];
  // A term written in the plural matches its singular too, unless its last word is very short.
  if (!prefix && parts.at(-1)!.length >= 4 && /[^s]s$/.test(target))
    forms.push(target.slice(0, -1), target.replace(/es$/, ''));
  for (let i = 0; i < words.length; i++) {
    let run = '';
    for (let j = i; j < words.length; j++) {
      if (run && !joints.has(run.length)) break;
      const before = run.length;
      run += words[j];
      if (prefix ? before < target.length && run.startsWith(target) : forms.includes(run))
        return true;
    }
  }
  return false;
}
