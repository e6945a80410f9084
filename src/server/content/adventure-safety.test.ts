import { describe, expect, it } from 'vitest';
import {
  ACCESSORIES,
  CHANCE_OUTCOMES,
  DEFAULT_EXPERIENCE_TYPES,
  realAccessories,
} from '@shared/domain/adventures';
import { chanceVerdictForPartner } from '@shared/domain/take-a-chance';
import { INTENT_OPTIONS } from '@shared/domain/intent';
import { JOURNEY_LEVELS, levelRank } from '@shared/domain/journey';
import { ADVENTURE_TEMPLATES } from './adventures/catalogue';
import { createBuiltInEngine } from './built-in-engine';
import type { AdventureInput, Boundaries, ContentEngine, GeneratedAdventure } from './engine';
import { prng, touchedBoundary, type Random } from './testing/boundary-check';
import { avoidCategoryWord, hardBoundaryWord } from './testing/boundary-leaks';
import { fakeEngine } from './testing/fake-engine';
import { runGuarded } from './testing/guarded-run';
import {
  catalogueWords,
  levelCap,
  NAMES,
  randomBoundaries,
  randomCouple,
  randomMaxLevel,
} from './testing/random-couple';

/** Words the catalogue really uses, so custom boundaries often hit a template. */
const TEMPLATE_WORDS = catalogueWords(
  ADVENTURE_TEMPLATES.flatMap((t) => [t.title, t.teaser, t.preparation, t.summary, ...t.steps]),
);
const TYPES = [...DEFAULT_EXPERIENCE_TYPES, null];

/**
 * A random couple and request: what both welcomed and what either refused (from the survey
 * catalogue), listed and custom hard boundaries, avoid categories, accessories, intents, the
 * level asked for and, mostly, a cap; any shipped type or a staff type without a key.
 */
function randomRequest(random: Random, i: number) {
  const couple = randomCouple(random, TEMPLATE_WORDS);
  const maxLevel = randomMaxLevel(random);
  const boundaries = randomBoundaries(random, couple, maxLevel);
  const key = random.pick(TYPES);
  const input: AdventureInput = {
    coupleId: `couple-${i}`,
    type: { name: key ?? 'Staff special', key, description: 'A type.', aiInstruction: null },
    level: random.pick(JOURNEY_LEVELS),
    welcomed: random.some(couple.welcomable, 0.5),
    accessories: realAccessories(random.some(ACCESSORIES, 0.25)),
    intents: {
      lookingFor: random.some(INTENT_OPTIONS.lookingFor, 0.2),
      focusAreas: random.some(INTENT_OPTIONS.focusAreas, 0.2),
      experienceStyles: random.some(INTENT_OPTIONS.experienceStyles, 0.2),
      challengePreference: random.next() < 0.5 ? null : random.pick(['Gentle', 'Bold']),
      tonePreference: random.next() < 0.3 ? null : random.pick(INTENT_OPTIONS.tonePreferences),
    },
    leadName: random.pick(NAMES),
    partnerName: random.pick(NAMES),
    seen: {
      templateIds: random.some(ADVENTURE_TEMPLATES, random.next()).map((t) => t.id),
      titles: [],
    },
    chance: random.next() < 0.2 ? random.pick(CHANCE_OUTCOMES) : null,
  };
  return { input, boundaries, cap: levelCap(input.level, maxLevel) };
}

const TEXT_FIELDS = ['title', 'teaser', 'preparationInstructions', 'details', 'summary'] as const;

/** What is wrong with a guarded adventure for this request, or null. */
function violation(
  adventure: GeneratedAdventure & { engine: string; accessories: string[] },
  request: ReturnType<typeof randomRequest>,
): string | null {
  const { input, boundaries, cap } = request;
  // The coin's verdict is the product's fixed sentence, not generated: it is checked apart.
  const verdict = input.chance ? chanceVerdictForPartner(input.chance, input.leadName) : '';
  if (!adventure.teaser.endsWith(verdict)) return 'teaser without the coin verdict';
  const written = {
    ...adventure,
    teaser: adventure.teaser.slice(0, adventure.teaser.length - verdict.length),
  };
  const touched = touchedBoundary(
    TEXT_FIELDS.map((f) => written[f]).join('\n'),
    boundaries,
    adventure.templateId,
  );
  if (touched) return touched;
  for (const accessory of adventure.accessories) {
    if (!input.accessories.includes(accessory)) return `accessory ${accessory} not chosen`;
    if (touchedBoundary(accessory, boundaries)) return `accessory ${accessory} kept`;
  }
  if (levelRank(adventure.level) > levelRank(cap)) return `level ${adventure.level} over ${cap}`;
  if (!Number.isInteger(adventure.durationMinutes)) return 'duration';
  if (adventure.durationMinutes < 30 || adventure.durationMinutes > 90) return 'duration';
  if (TEXT_FIELDS.some((f) => adventure[f].trim() === '')) return 'empty text';
  const template = ADVENTURE_TEMPLATES.find((t) => t.id === adventure.templateId);
  if (template && input.type.key && template.type !== input.type.key) return 'wrong type';
  return null;
}

/** A configured engine that tries to leak what the couple refused or to climb above the level. */
function hostileEngine(seed: number, boundaries: () => Boundaries): ContentEngine {
  const random = prng(seed);
  const builtIn = createBuiltInEngine();
  const leak = (adventure: GeneratedAdventure, word: string) => {
    const field = random.pick(TEXT_FIELDS);
    adventure[field] = `${adventure[field]} ${random.next() < 0.5 ? word : word.toUpperCase()}`;
  };
  return fakeEngine({
    name: 'hostile',
    async adventure(input) {
      const adventure: GeneratedAdventure = {
        ...(await builtIn.adventure(input)),
        templateId: null,
      };
      const b = boundaries();
      switch (random.int(9)) {
        case 0:
          if (b.refusedActivities.length) leak(adventure, random.pick(b.refusedActivities));
          break;
        case 1: {
          const boundary = random.pick(b.hardBoundaries?.length ? b.hardBoundaries : ['pain']);
          leak(adventure, hardBoundaryWord(random, boundary));
          break;
        }
        case 2: {
          const category = random.pick(b.avoidCategories?.length ? b.avoidCategories : ['Alcohol']);
          leak(adventure, avoidCategoryWord(random, category));
          break;
        }
        case 3:
          adventure.level = 'Intense';
          break;
        case 4:
          adventure.durationMinutes = random.pick([0, 15, 29, 91, 120, 45.5]);
          break;
        case 5:
          adventure[random.pick(TEXT_FIELDS)] = '  ';
          break;
        case 6:
          throw new Error('unavailable');
        default:
          break;
      }
      return adventure;
    },
  });
}

describe('adventures never cross a boundary', () => {
  it('has a checker that sees avoid categories, refusals and custom boundaries', () => {
    const text = 'A candlelit picnic in the park with a bottle of Prosecco and some role-play.';
    const check = (boundaries: Partial<Boundaries>) =>
      touchedBoundary(text, { refusedActivities: [], ...boundaries });
    expect(check({ avoidCategories: ['Outdoors'] })).toMatch(/Outdoors/);
    expect(check({ avoidCategories: ['Alcohol'] })).toMatch(/Alcohol/);
    expect(check({ avoidCategories: ['Role play'] })).toMatch(/Role play/);
    expect(check({ avoidCategories: ['Toys', 'Blindfolds'] })).toBeNull();
    expect(check({ hardBoundaries: ['fire'] })).toMatch(/fire/);
    expect(check({ hardBoundaries: ['custom: bottles'] })).toMatch(/bottle/);
    expect(check({ refusedActivities: ['A picnic in the park'] })).toBeNull();
    expect(check({ refusedActivities: ['Role play'] })).toMatch(/refused/);
  });

  it('holds for 10,000 guarded adventures over random couples', async () => {
    const random = prng(20251124);
    const { generated, failures, engines, nothingFits, seconds } = await runGuarded({
      answers: 10_000,
      request: (i) => randomRequest(random, i),
      configured: (current) => hostileEngine(13, () => current().boundaries),
      ask: (content, request) => content.adventure(request.input, request.boundaries),
      violation,
    });
    console.info(
      `adventure safety: ${generated} adventures, ${failures.length} violations, ${nothingFits.length} with nothing fitting, ${seconds.toFixed(1)} s`,
    );
    expect(failures.slice(0, 5)).toEqual([]);
    expect(nothingFits.length).toBeLessThan(generated / 50);
    expect(engines.get('hostile')).toBeGreaterThan(1000);
    expect(engines.get('built-in')).toBeGreaterThan(5000);
  }, 600_000);
});
