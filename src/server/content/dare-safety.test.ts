import { describe, expect, it } from 'vitest';
import {
  DARE_DIFFICULTIES,
  DARE_LEVEL,
  difficultiesUpTo,
  type DareDifficulty,
} from '@shared/domain/dares';
import { JOURNEY_LEVELS, levelRank, type JourneyLevel } from '@shared/domain/journey';
import { createBuiltInEngine } from './built-in-engine';
import { DARE_TEXT_MAX_LENGTH } from './dare-shape';
import { DARE_TEMPLATES } from './dares/catalogue';
import type { Boundaries, ContentEngine, DareInput, GeneratedDare } from './engine';
import { prng, touchedBoundary, type Random } from './testing/boundary-check';
import { leakedWord } from './testing/boundary-leaks';
import { fakeEngine } from './testing/fake-engine';
import { runGuarded } from './testing/guarded-run';
import {
  catalogueWords,
  levelCap,
  NAMES,
  randomBoundaries,
  randomCouple,
} from './testing/random-couple';

/** Words the catalogue really uses, so custom boundaries often hit a dare. */
const DARE_WORDS = catalogueWords(
  DARE_TEMPLATES.map((t) => t.text).map((text) => text.replace(/\{\w+\}/g, ' ')),
);

/**
 * A random couple and request: what both welcomed and what either refused (from the survey
 * catalogue), listed and custom hard boundaries, avoid categories, the couple's journey level
 * as the cap and, mostly, a difficulty it allows (as the server asks); now and then one above
 * it, which must stay under the cap or find nothing. A random share of the difficulty's dares
 * was already had.
 */
function randomRequest(random: Random, i: number) {
  const couple = randomCouple(random, DARE_WORDS);
  const journey = random.pick(JOURNEY_LEVELS);
  const allowed = random.next() < 0.85;
  const difficulty: DareDifficulty = random.pick(
    allowed ? difficultiesUpTo(journey) : DARE_DIFFICULTIES,
  );
  const maxLevel = random.next() < 0.1 ? undefined : journey;
  const boundaries = randomBoundaries(random, couple, maxLevel);
  const ofDifficulty = DARE_TEMPLATES.filter((t) => t.difficulty === difficulty);
  const input: DareInput = {
    coupleId: `couple-${i}`,
    difficulty,
    level: DARE_LEVEL[difficulty],
    welcomed: random.some(couple.welcomable, 0.5),
    senderName: random.pick(NAMES),
    receiverName: random.pick(NAMES),
    seen: {
      templateIds: random
        .some(ofDifficulty, random.next())
        .sort(() => random.next() - 0.5)
        .map((t) => t.id),
      texts: [],
    },
  };
  const cap = levelCap(input.level, maxLevel);
  return { input, boundaries, cap, allowed: allowed || maxLevel === undefined };
}

/** What is wrong with a guarded dare for this request, or null. */
function violation(
  dare: GeneratedDare & { engine: string },
  request: ReturnType<typeof randomRequest>,
): string | null {
  const { input, boundaries, cap } = request;
  const touched = touchedBoundary(dare.text, boundaries, dare.templateId);
  if (touched) return touched;
  if (levelRank(dare.level) < 0) return `unknown level ${dare.level}`;
  if (levelRank(dare.level) > levelRank(cap)) return `level ${dare.level} over ${cap}`;
  if (dare.text.trim() === '' || dare.text.length > DARE_TEXT_MAX_LENGTH) return 'text length';
  if (/[{}]/.test(dare.text)) return 'unfilled slot';
  if (dare.templateId !== null) {
    const template = DARE_TEMPLATES.find((t) => t.id === dare.templateId);
    if (!template) return `unknown dare ${dare.templateId}`;
    if (template.difficulty !== input.difficulty) return 'wrong difficulty';
    if (template.level !== dare.level) return 'level not the dare’s own';
    if (!dare.text.includes(input.senderName)) return 'sender not named';
  }
  return null;
}

/** A configured engine that tries to leak what the couple refused or to climb above the level. */
function hostileEngine(seed: number, boundaries: () => Boundaries): ContentEngine {
  const random = prng(seed);
  const builtIn = createBuiltInEngine();
  return fakeEngine({
    name: 'hostile',
    async dare(input) {
      const dare: GeneratedDare = { ...(await builtIn.dare(input)), templateId: null };
      switch (random.int(9)) {
        case 0:
        case 1: {
          const word = leakedWord(random, boundaries());
          if (word) dare.text = `${dare.text} Bring ${word}.`;
          break;
        }
        case 2:
          dare.level = random.pick(['Intense', 'Adventurous', 'Extreme' as JourneyLevel]);
          break;
        case 3:
          dare.text = random.pick(['', '   ', 'x'.repeat(DARE_TEXT_MAX_LENGTH + 1)]);
          break;
        case 4:
          throw new Error('unavailable');
        default:
          break;
      }
      return dare;
    },
  });
}

describe('dares never cross a boundary', () => {
  it('holds for 10,000 guarded dares over random couples', async () => {
    const random = prng(20251213);
    const run = await runGuarded({
      answers: 10_000,
      request: (i) => randomRequest(random, i),
      configured: (current) => hostileEngine(13, () => current().boundaries),
      ask: (content, request) => content.dare(request.input, request.boundaries),
      violation,
    });
    const { generated, failures, engines, seconds, cpuSeconds } = run;
    const nothingFits = {
      allowed: run.nothingFits.filter((request) => request.allowed).length,
      aboveJourney: run.nothingFits.filter((request) => !request.allowed).length,
    };
    console.info(
      `dare safety: ${generated} dares, ${failures.length} violations, nothing fitting for ${nothingFits.allowed} allowed requests and ${nothingFits.aboveJourney} above the journey, ${seconds.toFixed(1)} s (${cpuSeconds.toFixed(1)} s of CPU)`,
    );
    expect(failures.slice(0, 5)).toEqual([]);
    expect(nothingFits.allowed).toBeLessThan(generated / 200);
    expect(engines.get('hostile')).toBeGreaterThan(1500);
    expect(engines.get('built-in')).toBeGreaterThan(5000);
  }, 600_000);
});
