import { describe, expect, it } from 'vitest';
import {
  DARE_DIFFICULTIES,
  DARE_LEVEL,
  difficultiesUpTo,
  type DareDifficulty,
} from '@shared/domain/dares';
import { INTENT_OPTIONS, type AvoidCategory } from '@shared/domain/intent';
import {
  HARD_BOUNDARY_OPTIONS,
  JOURNEY_LEVELS,
  levelRank,
  type JourneyLevel,
} from '@shared/domain/journey';
import { ACTIVITY_CATEGORIES } from '../db/seed/catalogue';
import { AVOID_CATEGORY_TERMS } from './avoid-category-terms';
import { HARD_BOUNDARY_TERMS } from './boundary-terms';
import { createBuiltInEngine } from './built-in-engine';
import { guardContent } from './create-engine';
import { DARE_TEXT_MAX_LENGTH } from './dare-shape';
import { DARE_TEMPLATES } from './dares/catalogue';
import type {
  Boundaries,
  ContentEngine,
  DareInput,
  GeneratedDare,
  WelcomedActivity,
} from './engine';
import { NoFittingContentError } from './no-fitting-content';
import { prng, touchedBoundary, type Random } from './testing/boundary-check';

const ACTIVITIES: WelcomedActivity[] = ACTIVITY_CATEGORIES.flatMap((category) =>
  category.activities.map((a) => ({
    activity: a.name,
    category: category.name,
    tags: [...a.tags],
    match: 'Both Yes' as const,
  })),
);
/** Words the catalogue really uses, so custom boundaries often hit a dare. */
const DARE_WORDS = [
  ...new Set(
    DARE_TEMPLATES.flatMap((t) =>
      [t.text, t.activity?.text ?? '']
        .join(' ')
        .replace(/\{\w+\}/g, ' ')
        .split(/[^a-z]+/i),
    ),
  ),
]
  .filter((w) => w.length > 3)
  .sort();
const RANDOM_WORDS = ['zebra', 'glitter', 'velcro', 'tuba', 'quartz', 'ferns', 'accordion'];
const NAMES = ['Robin', 'Sam', 'Alex', 'Jordan', 'Noor', 'Kai', 'Mei', 'Ade', 'Taylor', 'Rin'];

/**
 * A random couple and request: what both welcomed and what either refused (from the survey
 * catalogue), listed and custom hard boundaries, avoid categories, the couple's journey level
 * as the cap and, mostly, a difficulty it allows (as the server asks); now and then one above
 * it, which must stay under the cap or find nothing. A random share of the difficulty's dares
 * was already had.
 */
function randomRequest(random: Random, i: number) {
  const pool = [...ACTIVITIES].sort(() => random.next() - 0.5);
  const split = random.int(pool.length);
  const custom = Array.from(
    { length: random.int(4) },
    () => `custom: ${random.next() < 0.6 ? random.pick(DARE_WORDS) : random.pick(RANDOM_WORDS)}`,
  );
  const journey = random.pick(JOURNEY_LEVELS);
  const allowed = random.next() < 0.85;
  const difficulty: DareDifficulty = random.pick(
    allowed ? difficultiesUpTo(journey) : DARE_DIFFICULTIES,
  );
  const maxLevel = random.next() < 0.1 ? undefined : journey;
  const boundaries: Boundaries = {
    refusedActivities: random.some(pool.slice(split), 0.3).map((a) => a.activity),
    hardBoundaries: [...random.some(HARD_BOUNDARY_OPTIONS, 0.3), ...custom],
    avoidCategories: random.some(INTENT_OPTIONS.avoidCategories, 0.25),
    ...(maxLevel ? { maxLevel } : {}),
  };
  const ofDifficulty = DARE_TEMPLATES.filter((t) => t.difficulty === difficulty);
  const input: DareInput = {
    coupleId: `couple-${i}`,
    difficulty,
    level: DARE_LEVEL[difficulty],
    welcomed: random.some(pool.slice(0, split), 0.5),
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
  const cap = maxLevel && levelRank(maxLevel) < levelRank(input.level) ? maxLevel : input.level;
  return { input, boundaries, cap, allowed: allowed || maxLevel === undefined };
}

/** What is wrong with a guarded dare for this request, or null. */
function violation(dare: GeneratedDare, request: ReturnType<typeof randomRequest>): string | null {
  const { input, boundaries, cap } = request;
  const touched = touchedBoundary(dare.text, boundaries);
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

/** A word that touches one of the couple's boundaries, written to slip past a careless check. */
function leakedWord(random: Random, b: Boundaries): string | null {
  const disguise = (word: string) =>
    random.pick([
      word,
      word.toUpperCase(),
      `${word.slice(0, 1)}\u200B${word.slice(1)}`,
      word.replace(/ /g, '-'),
    ]);
  switch (random.int(3)) {
    case 0:
      return b.refusedActivities.length ? disguise(random.pick(b.refusedActivities)) : null;
    case 1: {
      if (!b.hardBoundaries?.length) return null;
      const boundary = random.pick(b.hardBoundaries);
      return disguise(
        boundary.startsWith('custom: ')
          ? boundary.slice(8)
          : random
              .pick(HARD_BOUNDARY_TERMS[boundary as keyof typeof HARD_BOUNDARY_TERMS])
              .replace('*', 'ing'),
      );
    }
    default: {
      if (!b.avoidCategories?.length) return null;
      const category = random.pick(b.avoidCategories) as AvoidCategory;
      return disguise(random.pick(AVOID_CATEGORY_TERMS[category]).replace('*', 's'));
    }
  }
}

/** A configured engine that tries to leak what the couple refused or to climb above the level. */
function hostileEngine(seed: number, boundaries: () => Boundaries): ContentEngine {
  const random = prng(seed);
  const builtIn = createBuiltInEngine();
  const unused = () => Promise.reject(new Error('unused'));
  return {
    name: 'hostile',
    coupleSummary: unused,
    quickTask: unused,
    dailyChallenge: unused,
    adventure: unused,
    coachReply: unused,
    coachQuestion: unused,
    coachSessionSummary: unused,
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
  };
}

describe('dares never cross a boundary', () => {
  it('holds for 10,000 guarded dares over random couples', async () => {
    const random = prng(20251213);
    let current: Boundaries = { refusedActivities: [] };
    const log = { warn: () => undefined };
    const plain = guardContent({ builtIn: createBuiltInEngine(), configured: null }, log as never);
    const hostile = guardContent(
      { builtIn: createBuiltInEngine(), configured: hostileEngine(13, () => current) },
      log as never,
    );
    const started = Date.now();
    const cpuBefore = process.cpuUsage();
    const failures: string[] = [];
    const engines = new Map<string, number>();
    let generated = 0;
    const nothingFits = { allowed: 0, aboveJourney: 0 };
    for (let i = 0; generated < 10_000; i++) {
      const request = randomRequest(random, i);
      current = request.boundaries;
      const content = i % 2 === 0 ? plain : hostile;
      try {
        const dare = await content.dare(request.input, request.boundaries);
        generated++;
        engines.set(dare.engine, (engines.get(dare.engine) ?? 0) + 1);
        const problem = violation(dare, request);
        if (problem) failures.push(`request ${i}: ${problem} in ${JSON.stringify(dare)}`);
      } catch (error) {
        if (!(error instanceof NoFittingContentError)) throw error;
        nothingFits[request.allowed ? 'allowed' : 'aboveJourney']++;
      }
    }
    const seconds = (Date.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    console.info(
      `dare safety: ${generated} dares, ${failures.length} violations, nothing fitting for ${nothingFits.allowed} allowed requests and ${nothingFits.aboveJourney} above the journey, ${seconds.toFixed(1)} s (${cpuSeconds.toFixed(1)} s of CPU)`,
    );
    expect(failures.slice(0, 5)).toEqual([]);
    expect(nothingFits.allowed).toBeLessThan(generated / 200);
    expect(engines.get('hostile')).toBeGreaterThan(1500);
    expect(engines.get('built-in')).toBeGreaterThan(5000);
  }, 120_000);
});
