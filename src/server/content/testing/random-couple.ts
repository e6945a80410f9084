import { INTENT_OPTIONS } from '@shared/domain/intent';
import {
  HARD_BOUNDARY_OPTIONS,
  JOURNEY_LEVELS,
  levelRank,
  type JourneyLevel,
} from '@shared/domain/journey';
import { ACTIVITY_CATEGORIES } from '../../db/seed/catalogue';
import type { Boundaries, WelcomedActivity } from '../engine';
import type { Random } from './boundary-check';

/**
 * Random couples for the safety property tests: the parts every content kind shares (what a
 * couple welcomed and refused, their hard boundaries, avoid categories and cap), so each test
 * only adds what its own request needs.
 */

/** Every activity of the seed survey catalogue, as a couple could have welcomed it. */
export const SURVEY_ACTIVITIES: WelcomedActivity[] = ACTIVITY_CATEGORIES.flatMap((category) =>
  category.activities.map((a) => ({
    activity: a.name,
    key: a.key,
    category: category.name,
    tags: [...a.tags],
    match: 'Both Yes' as const,
  })),
);

/** Player names, picked at random for either partner. */
export const NAMES = [
  'Robin',
  'Sam',
  'Alex',
  'Jordan',
  'Noor',
  'Kai',
  'Mei',
  'Ade',
  'Taylor',
  'Rin',
];

/**
 * Custom boundaries as players write them: a refusal around the words that matter, in any of
 * their forms, some of them words the activities' descriptions use rather than their names.
 */
export const NATURAL_PHRASINGS = [
  'no spanking please',
  'nothing with ice',
  'being filmed',
  "don't bite",
  'tickling feet',
  'no blindfolds',
  'please no hair pulling',
  'I hate feathers',
  'nothing involving whipped cream',
  'no biting',
  'not into costumes',
  'no scratching please',
  'no candles',
  'no tying up',
  "don't tickle me",
  'nothing near my neck',
  'no photos of me',
  'no wine',
  'not in the shower',
  'no massage oil',
  'nothing with chocolate',
  'no strangers',
  'no dancing',
  'no kissing in public',
  'please no mirrors',
  'no lingerie',
  'no music please',
  'no stockings',
  'no surprises',
  'nothing about my body',
];

/** Words no content uses, so some custom boundaries touch nothing. */
const RANDOM_WORDS = ['zebra', 'glitter', 'velcro', 'tuba', 'quartz', 'ferns', 'accordion'];

/**
 * The words of a catalogue longer than three letters, sorted: custom boundaries drawn from them
 * often hit what the catalogue writes, which is where the guard has work to do.
 */
export function catalogueWords(texts: readonly string[]): string[] {
  return [...new Set(texts.join(' ').split(/[^a-z]+/i))].filter((w) => w.length > 3).sort();
}

export interface RandomCouple {
  /** The survey activities in a random order. */
  shuffled: WelcomedActivity[];
  /** The first part of `shuffled`: what the couple may have welcomed. */
  welcomable: WelcomedActivity[];
  /** The rest: what one of them may have refused, so never welcomed too. */
  refusable: WelcomedActivity[];
  /** Up to three custom hard boundaries, mostly words of the catalogue under test. */
  custom: string[];
}

/** The survey activities split between welcome and refusal, and custom boundaries. */
export function randomCouple(random: Random, words: readonly string[]): RandomCouple {
  const shuffled = [...SURVEY_ACTIVITIES].sort(() => random.next() - 0.5);
  const split = random.int(shuffled.length);
  const custom = Array.from({ length: random.int(4) }, () => {
    const roll = random.next();
    if (roll < 0.35) return `custom: ${random.pick(NATURAL_PHRASINGS)}`;
    return `custom: ${roll < 0.75 ? random.pick(words) : random.pick(RANDOM_WORDS)}`;
  });
  return {
    shuffled,
    welcomable: shuffled.slice(0, split),
    refusable: shuffled.slice(split),
    custom,
  };
}

/** A cap on the level most of the time, and none a fifth of the time. */
export function randomMaxLevel(random: Random): JourneyLevel | undefined {
  return random.next() < 0.2 ? undefined : random.pick(JOURNEY_LEVELS);
}

/** Some refused activities, listed and custom hard boundaries, avoid categories and the cap. */
export function randomBoundaries(
  random: Random,
  couple: RandomCouple,
  maxLevel: JourneyLevel | undefined,
): Boundaries {
  return {
    refusedActivities: random.some(couple.refusable, 0.3).map((a) => a.activity),
    hardBoundaries: [...random.some(HARD_BOUNDARY_OPTIONS, 0.3), ...couple.custom],
    avoidCategories: random.some(INTENT_OPTIONS.avoidCategories, 0.25),
    ...(maxLevel ? { maxLevel } : {}),
  };
}

/** The highest level the output may reach: the level asked for, under the guard's cap. */
export const levelCap = (level: JourneyLevel, maxLevel: JourneyLevel | undefined) =>
  maxLevel && levelRank(maxLevel) < levelRank(level) ? maxLevel : level;
