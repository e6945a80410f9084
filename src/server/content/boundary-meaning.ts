import { meaningOf, meaningText, SURVEY_ACTIVITY_MEANINGS } from './activity-meanings';
import type { ActivityMeaning } from './activity-meanings';
import { ALWAYS_EXCLUDED } from './always-excluded';
import { boundedMemo } from './bounded-memo';
import type { Boundaries } from './engine';
import {
  AVOID_CATEGORY_SETTING,
  HARD_BOUNDARY_SETTING,
  isImpliedSetting,
  settingsReader,
  type ImpliedSetting,
  type TermListsMatcher,
  type TermsMatcher,
} from './implied-settings';

/**
 * The guard's reading of what an item is, beyond its words (docs/content-boundaries.md):
 *
 * - content involving minors, non-consent or incapacity is refused for every couple;
 * - an activity the text names is read with its own description and tags, so a step built on
 *   "Warm and cool sensations" touches a custom boundary "ice" (its description says ice cubes);
 * - the settings an item implies (its tags, and those its text and named activities imply)
 *   are refused when either partner avoids them: an avoid category rules out every item of its
 *   setting;
 * - a refused activity that implies settings rules out the items that imply all of them and
 *   share a key word of its name: refusing "Holding hands in public" removes a dare to brush
 *   hands while out together, not every public item.
 */
export interface MeaningCheck {
  /** Whether the text touches a boundary by what it means. */
  touches(text: string): boolean;
  /** The same for a built-in item that carries its implied settings as tags. */
  touchesItem(text: string, tags: readonly string[]): boolean;
}

// Words of an activity's name too common to say which activity an item is about.
const GENERIC_WORDS = new Set(
  `a an and at by each for from in into of on or the to with your you their them together other
  when whenever somewhere someone something time night evening day new little long slow soft
  gentle playful private secret taking being making`.split(/\s+/),
);

interface Meaning {
  activity: ActivityMeaning;
  settings: ImpliedSetting[];
}

/** What a text says whatever the couple: the same texts come back for every couple. */
interface TextFacts {
  excluded: boolean;
  settings: readonly ImpliedSetting[];
  named: readonly Meaning[];
}

interface Reading {
  readSettings: (text: string) => ImpliedSetting[];
  facts: (text: string) => TextFacts;
  meanings: Map<string, Meaning>;
  /**
   * Each refused activity's substance (see readSubstance), by its name: the same few hundred
   * activities are refused by couple after couple, so each is read once.
   */
  substanceOf: (name: string) => Substance | null;
}

interface Substance {
  settings: ImpliedSetting[];
  sharesKeyWord: (text: string) => boolean;
}

// Generated text brings new texts for as long as the server runs; the cache starts over
// rather than grow without end.
const MAX_CACHED_TEXTS = 20_000;

// The readings depend only on the guard's matching, so they are built once, not per couple.
const readings = new WeakMap<TermsMatcher, Reading>();

function readingFor(matcher: TermsMatcher, lists: TermListsMatcher): Reading {
  let reading = readings.get(matcher);
  if (!reading) {
    const readSettings = settingsReader(lists);
    const meanings = new Map<string, Meaning>();
    const excluded = matcher(ALWAYS_EXCLUDED);
    const activities = SURVEY_ACTIVITY_MEANINGS.map((activity) =>
      meaningFor(activity, readSettings, meanings),
    );
    const namedIn = lists(SURVEY_ACTIVITY_MEANINGS.map((activity) => [activity.name]));
    const facts = boundedMemo((text: string): TextFacts => {
      const named = namedIn(text);
      return {
        excluded: excluded(text),
        settings: readSettings(text),
        named: activities.filter((_, i) => named[i]),
      };
    }, MAX_CACHED_TEXTS);
    const substanceOf = boundedMemo(
      (name: string) => readSubstance(name, readSettings, meanings, matcher),
      MAX_CACHED_TEXTS,
    );
    reading = { readSettings, facts, meanings, substanceOf };
    readings.set(matcher, reading);
  }
  return reading;
}

function meaningFor(
  activity: ActivityMeaning,
  readSettings: (text: string) => ImpliedSetting[],
  meanings: Map<string, Meaning>,
): Meaning {
  const key = activity.name.toLowerCase();
  let meaning = meanings.get(key);
  if (!meaning) {
    const settings = new Set([
      ...readSettings(meaningText(activity)),
      ...activity.tags.filter(isImpliedSetting),
    ]);
    meaning = { activity, settings: [...settings] };
    meanings.set(key, meaning);
  }
  return meaning;
}

/** A word's start, so its other forms match too ("holding": hold, holds, held is missed). */
const wordStart = (word: string) => `${word.replace(/(?:ing|ed|es|s)$/u, '') || word}*`;

/**
 * What a refused activity that implies settings rules out: items implying all its settings and
 * naming one of its key words (the words of its name that neither are common nor imply a
 * setting themselves).
 */
function readSubstance(
  name: string,
  readSettings: Reading['readSettings'],
  meanings: Reading['meanings'],
  matcher: TermsMatcher,
): Substance | null {
  const meaning = meaningFor(meaningOf(name), readSettings, meanings);
  if (meaning.settings.length === 0) return null;
  const keyWords = name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 2 && !GENERIC_WORDS.has(word))
    .filter((word) => readSettings(word).length === 0);
  const sharesKeyWord = keyWords.length ? matcher(keyWords.map(wordStart)) : () => true;
  return { settings: meaning.settings, sharesKeyWord };
}

export function meaningCheck(
  boundaries: Boundaries,
  touchesWords: (text: string) => boolean,
  matcher: TermsMatcher,
  lists: TermListsMatcher,
): MeaningCheck {
  const reading = readingFor(matcher, lists);
  const avoided = new Set<string | undefined>([
    ...(boundaries.avoidCategories ?? []).map(
      (category) => AVOID_CATEGORY_SETTING[category as keyof typeof AVOID_CATEGORY_SETTING],
    ),
    ...(boundaries.hardBoundaries ?? []).map(
      (boundary) => HARD_BOUNDARY_SETTING[boundary as keyof typeof HARD_BOUNDARY_SETTING],
    ),
  ]);
  avoided.delete(undefined);
  const refused = boundaries.refusedActivities
    .map((name) => reading.substanceOf(name))
    .filter((substance) => substance !== null);

  const check = (text: string, tags: readonly string[]) => {
    const facts = reading.facts(text);
    if (facts.excluded) return true;
    for (const meaning of facts.named) if (touchesWords(meaning.activity.description)) return true;
    // Settings matter only to a couple that avoids one or refuses an activity that implies
    // some: for the others they are not gathered.
    if (avoided.size === 0 && refused.length === 0) return false;
    const settings = new Set<string>([...facts.settings, ...tags]);
    for (const meaning of facts.named)
      for (const setting of meaning.settings) settings.add(setting);
    for (const setting of settings) if (avoided.has(setting)) return true;
    return refused.some(
      ({ settings: implied, sharesKeyWord }) =>
        implied.every((setting) => settings.has(setting)) && sharesKeyWord(text),
    );
  };
  return {
    touches: (text) => check(text, []),
    touchesItem: (text, tags) => check(text, tags.filter(isImpliedSetting)),
  };
}
