import { describe, expect, it } from 'vitest';
import { prng } from './testing/boundary-check';
import { coachAnswers, coachTexts } from './testing/coach-texts';
import { ITEM_KINDS, renderEveryItem, type RenderedItem } from './testing/rendered-items';
import { retextFindings } from './text-lint/retext-checks';
import { overusedSentences, sentencesOf } from './text-lint/sentence-share';
import { writtenFindings } from './text-lint/written-checks';

// Every built-in item, as it reads for many random couples (their names, their accessories and
// wishes), held to the standard of written copy. A failure names the item and the couple's seed.

// The texts are linted for a dozen couples; how often a sentence recurs is counted over more,
// so a line drawn from a pool (a tone's opening, an accessory's step) is seen in fair proportion.
const LINTED_COUPLES = 12;
const COUNTED_COUPLES = 48;
const SEED = 20261129;

const random = prng(SEED);
const byCouple: RenderedItem[][] = Array.from({ length: COUNTED_COUPLES }, () =>
  renderEveryItem(random),
);
const rendered = byCouple.slice(0, LINTED_COUPLES).flat();

/** Each distinct text once, with the first item that reads it. */
function distinctTexts(items: readonly RenderedItem[]) {
  const byText = new Map<string, string>();
  for (const item of items)
    for (const text of item.texts)
      if (!byText.has(text)) byText.set(text, `${item.kind} ${item.id}`);
  return byText;
}

describe('every built-in text', () => {
  const texts = distinctTexts(rendered);

  it('has no slot left, no survey label pasted in and no pronoun out of agreement', () => {
    const failures = [...texts]
      .flatMap(([text, item]) => writtenFindings(text).map((f) => `${item}: ${f}\n  ${text}`))
      .slice(0, 20);
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('passes the retext checks: repeated words, "a" or "an", readability', () => {
    const failures = [...texts]
      .flatMap(([text, item]) => retextFindings(text).map((f) => `${item}: ${f}\n  ${text}`))
      .slice(0, 20);
    expect(failures, failures.join('\n')).toEqual([]);
  });

  // Counted over the items as couples read them: a line drawn from a pool for each couple counts
  // once in each item that reads it.
  it.each(ITEM_KINDS)('%s: no sentence reads in more than 5% of the items', (kind) => {
    const sentencesByItem = new Map<string, string[]>();
    byCouple.forEach((items, couple) => {
      for (const item of items.filter((r) => r.kind === kind))
        sentencesByItem.set(
          `${item.id} for couple ${couple}`,
          item.texts.flatMap((text) => sentencesOf(text, item.names)),
        );
    });
    const overused = overusedSentences(sentencesByItem).map(
      (entry) => `${entry.items} of ${sentencesByItem.size}: ${entry.sentence}`,
    );
    expect(overused, overused.join('\n')).toEqual([]);
  });
});

describe("the coach's texts", () => {
  const texts = coachTexts('Robin');

  it('have no slot left, no survey label pasted in, and pass the retext checks', () => {
    const failures = texts
      .flatMap(({ item, text }) =>
        [...writtenFindings(text), ...retextFindings(text)].map((f) => `${item}: ${f}\n  ${text}`),
      )
      .slice(0, 20);
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('share no sentence between more than 5% of the answers', () => {
    const answers = new Map(
      [...coachAnswers()].map(([id, text]) => [id, sentencesOf(text, [])] as const),
    );
    const overused = overusedSentences(answers).map(
      (entry) => `${entry.items} of ${answers.size}: ${entry.sentence}`,
    );
    expect(overused, overused.join('\n')).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('catch what filled-in templates wrote', () => {
    expect(writtenFindings('Reward the finder with "Hidden flirty notes".')).not.toEqual([]);
    expect(writtenFindings('Wear Lingerie or silky underwear (one of you wears it).')).not.toEqual(
      [],
    );
    expect(writtenFindings('Have the scarf ready; them can make any step softer.')).not.toEqual([]);
    expect(writtenFindings('Then close with {activity}.')).not.toEqual([]);
    expect(writtenFindings('Then, as promised, A kiss in public.')).not.toEqual([]);
    expect(retextFindings('Kiss the the back of their neck.')).not.toEqual([]);
    expect(retextFindings('Light a candle and take a hour for yourselves.')).not.toEqual([]);
    expect(writtenFindings('Hold hands with Sam for a minute, then kiss.')).toEqual([]);
    expect(retextFindings('Hold hands for a minute, then kiss.')).toEqual([]);
  });

  it('find a sentence shared by too many items', () => {
    const items = new Map(
      Array.from({ length: 40 }, (_, i) => [
        `item-${i}`,
        [`Step ${i}.`, i < 3 ? 'Check in with each other.' : `Close ${i}.`],
      ]),
    );
    expect(overusedSentences(items)).toEqual([
      { sentence: 'Check in with each other.', items: 3, share: 0.075 },
    ]);
    expect(sentencesOf('1. Kiss Sam.\n2. Smile, Robin!', ['Sam', 'Robin'])).toEqual([
      'Kiss {name}.',
      'Smile, {name}!',
    ]);
  });
});
