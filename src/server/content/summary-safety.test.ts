import { describe, expect, it } from 'vitest';
import type { SharedMatch } from '@shared/domain/survey';
import { createBuiltInEngine } from './built-in-engine';
import type { Boundaries, ContentEngine, CoupleSummaryInput } from './engine';
import { prng, touchedBoundary, type Random } from './testing/boundary-check';
import { leakedWord } from './testing/boundary-leaks';
import { fakeEngine } from './testing/fake-engine';
import { runGuarded } from './testing/guarded-run';
import {
  catalogueWords,
  NAMES,
  randomBoundaries,
  randomCouple,
  SURVEY_ACTIVITIES,
} from './testing/random-couple';

/** Words the summaries use: the activities' names, which their lines repeat. */
const SUMMARY_WORDS = catalogueWords(SURVEY_ACTIVITIES.map((a) => a.activity));
const MATCHES: SharedMatch[] = ['Both Yes', 'Both Maybe', 'Yes/Maybe'];

/** A random couple's summary request and the boundaries it is guarded with. */
function randomSummaryRequest(random: Random, i: number) {
  const couple = randomCouple(random, SUMMARY_WORDS);
  const boundaries = randomBoundaries(random, couple, undefined);
  const input: CoupleSummaryInput = {
    coupleId: `couple-${i}`,
    player1Name: random.pick(NAMES),
    player2Name: random.pick(NAMES),
    matches: random.some(couple.welcomable, 0.4).map((a) => ({
      activity: a.activity,
      category: a.category,
      match: random.pick(MATCHES),
    })),
    conflictCount: random.int(12),
  };
  return { input, boundaries };
}

/** A configured engine that slips a boundary word or a named refusal into its summary. */
function hostileEngine(seed: number, boundaries: () => Boundaries): ContentEngine {
  const random = prng(seed);
  const builtIn = createBuiltInEngine();
  return fakeEngine({
    name: 'hostile',
    async coupleSummary(input) {
      const text = await builtIn.coupleSummary(input);
      const roll = random.next();
      if (roll < 0.1) throw new Error('unavailable');
      const word = roll < 0.7 ? leakedWord(random, boundaries()) : null;
      return word ? `${text}\n- You might enjoy ${word} together.` : text;
    },
  });
}

describe('couple summaries never cross a boundary', () => {
  it('holds for 10,000 guarded summaries over random couples', async () => {
    const random = prng(20261128);
    const { generated, failures, engines, seconds } = await runGuarded({
      answers: 10_000,
      request: (i) => randomSummaryRequest(random, i),
      configured: (current) => hostileEngine(13, () => current().boundaries),
      ask: (content, { input, boundaries }) => content.coupleSummary(input, boundaries),
      violation: ({ text }, { boundaries }) => touchedBoundary(text, boundaries),
      show: ({ text }) => JSON.stringify(text),
    });
    console.info(
      `summary safety: ${generated} summaries, ${failures.length} violations, ${seconds.toFixed(1)} s`,
    );
    expect(failures.slice(0, 5)).toEqual([]);
    expect(engines.get('hostile')).toBeGreaterThan(100);
    expect(engines.get('built-in')).toBeGreaterThan(5000);
  }, 600_000);
});
