import { ACTIVITY_CATEGORIES } from '../../db/seed/catalogue';

/**
 * The checks no maintained linter makes, for the mistakes filled-in templates made: a slot left
 * in the text, a survey label pasted in (in quotes, with its parenthesis, or capitalised in the
 * middle of a sentence), and a player's pronoun that does not agree with its verb.
 */

const LABELS = ACTIVITY_CATEGORIES.flatMap((category) =>
  category.activities.map((activity) => activity.name),
);

const plainKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9' ]+/g, ' ')
    .trim();
const LABEL_KEYS = new Set(LABELS.map(plainKey));

const UNFILLED_SLOT = /\{[a-z]+\}|\{\{|\}\}/;
const QUOTED = /["“]([^"”]{3,})["”]/g;
// The clothing labels' "(one of you wears it)" and "(your partner wears it)".
const LABEL_PARENTHESIS = /\((?:one of you|you|your partner) wears? it\)/i;
// "; them can", "Him is": an object pronoun opening a clause, where the subject should be
// ("one of them is" is fine); "they is", "he are".
const PRONOUN_DISAGREES =
  /(?:^|[.;:!?,]\s+)(?:them|him|her)\s+(?:can|will|is|are|was|were|has|have|should|could|would|may|might|must)\b|\bthey\s+(?:is|was|has|does)\b|\b(?:he|she)\s+(?:are|were|have|do)\b/i;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A label as written in the survey, capital first, after the start of a sentence.
const CAPITALISED_LABEL = new RegExp(
  `[a-z,;:]\\s+(?:${LABELS.filter((label) => /^[A-Z]/.test(label))
    .map(escape)
    .join('|')})\\b`,
);

/** What the written checks say of one text: a line per finding, none when it passes. */
export function writtenFindings(text: string): string[] {
  const findings: string[] = [];
  if (UNFILLED_SLOT.test(text)) findings.push('a slot was left unfilled');
  // A label quoted as a thing in itself; a label's words inside quoted speech read naturally.
  for (const [, quoted] of text.matchAll(QUOTED))
    if (LABEL_KEYS.has(plainKey(quoted!))) findings.push(`a survey label in quotes: "${quoted}"`);
  if (LABEL_PARENTHESIS.test(text)) findings.push("a survey label's parenthesis");
  const label = CAPITALISED_LABEL.exec(text);
  if (label) findings.push(`a survey label capitalised mid-sentence: ${label[0]}`);
  const pronoun = PRONOUN_DISAGREES.exec(text);
  if (pronoun) findings.push(`a pronoun that does not agree: "${pronoun[0]}"`);
  return findings;
}
