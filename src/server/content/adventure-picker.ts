import { createHash } from 'node:crypto';
import { DEFAULT_EXPERIENCE_TYPES } from '@shared/domain/adventures';
import { levelRank } from '@shared/domain/journey';
import { welcomesAll } from './required-activities';
import type { AdventureInput, GeneratedAdventure } from './engine';
import {
  ACCESSORY_STEPS,
  CLOSING_LINES,
  DEFAULT_CLOSING_LINES,
  MOOD_ACCESSORIES,
  OTHER_ACCESSORY_STEP,
  PAUSE_LINES,
  TONE_OPENINGS,
} from './adventures/adventure-slots';
import type { AdventureTemplate, AdventureTypeKey } from './adventures/adventure-template';
import { ADVENTURE_TEMPLATES } from './adventures/catalogue';
import { noFittingAdventure } from './no-fitting-content';

const number = (...parts: string[]) =>
  createHash('sha256').update(parts.join('\u0000')).digest().readUInt32BE(0);

const pick = <T>(options: readonly T[], ...seed: string[]): T =>
  options[number(...seed) % options.length]!;

const isCatalogueType = (key: string | null): key is AdventureTypeKey =>
  (DEFAULT_EXPERIENCE_TYPES as readonly (string | null)[]).includes(key);

/**
 * Templates of the input's type (every type for one the catalogue has no file for: a type staff
 * added, whose key is null, or Take a Chance should it arrive unresolved), at or below its
 * level, and not among those it excludes.
 */
export function eligibleAdventures(
  input: Pick<AdventureInput, 'type' | 'level' | 'exclude' | 'welcomed'>,
  templates: readonly AdventureTemplate[] = ADVENTURE_TEMPLATES,
): AdventureTemplate[] {
  const rank = levelRank(input.level);
  const excluded = new Set(input.exclude ?? []);
  const key = input.type.key;
  return templates.filter(
    (t) =>
      (!isCatalogueType(key) || t.type === key) &&
      levelRank(t.level) <= rank &&
      !excluded.has(t.id) &&
      welcomesAll(t.requires, input.welcomed),
  );
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(lead|partner|thing)\}/g, (_, key: string) => values[key] ?? '');

/** The closing line: one thing the couple look for or focus on, or a general one. */
function closingLine(input: AdventureInput, seed: string): string {
  const wishes = [...input.intents.lookingFor, ...input.intents.focusAreas].filter((wish) =>
    Object.hasOwn(CLOSING_LINES, wish),
  );
  return wishes.length > 0
    ? pick(CLOSING_LINES[pick(wishes, seed, 'closing')]!, seed, 'closing-line')
    : pick(DEFAULT_CLOSING_LINES, seed, 'closing');
}

/** The step that brings one accessory into the plan, in one of its written wordings. */
function accessoryStep(accessory: string, seed: string, names: Record<string, string>): string {
  const steps = Object.hasOwn(ACCESSORY_STEPS, accessory) ? ACCESSORY_STEPS[accessory] : undefined;
  return steps
    ? fill(pick(steps, seed, 'accessory', accessory), names)
    : fill(OTHER_ACCESSORY_STEP, { ...names, thing: accessory.toLowerCase() });
}

/**
 * Whether a step reads as the continuation of the one before: it opens with "then", "now",
 * "afterwards" and the like, or its first clause points back with "them", "those" or "these",
 * or with "it" in its first few words.
 */
export function leansOnTheStepBefore(step: string): boolean {
  const firstClause = step.split(/[,.;:!?]/)[0] ?? '';
  return (
    /^(?:then|and|now|next|afterwards|after that|once|when)\b/i.test(step) ||
    /\b(?:them|those|these|they)\b/i.test(firstClause) ||
    /^(?:\S+\s+){0,2}it\b/i.test(firstClause)
  );
}

/**
 * The plan with a step for each accessory, each after a different step of the plan where it can
 * (never before the first, so the plan opens with its own idea, and never after the last; what
 * sets the mood within the first half), the places drawn from the seed so that plans do not all
 * bring them in alike.
 */
export function weaveAccessories(
  steps: readonly string[],
  accessories: readonly string[],
  seed: string,
  names: Record<string, string>,
): string[] {
  // Not between two steps where the second leans on the first ("Fold them up", "Then swap").
  const open = steps.slice(0, -1).map((_, i) => i);
  const places = open.filter((i) => !leansOnTheStepBefore(steps[i + 1]!));
  if (places.length === 0) places.push(...open);
  const firstHalf = places.filter((i) => i < Math.ceil(open.length / 2));
  const early = firstHalf.length > 0 ? firstHalf : places;
  const after = new Map<number, string[]>();
  for (const accessory of accessories) {
    const fitting = MOOD_ACCESSORIES.has(accessory) ? early : places;
    const free = fitting.filter((place) => !after.has(place));
    const place = pick(free.length > 0 ? free : fitting, seed, 'place', accessory);
    after.set(place, [...(after.get(place) ?? []), accessoryStep(accessory, seed, names)]);
  }
  return steps.flatMap((step, i) => [step, ...(after.get(i) ?? [])]);
}

/**
 * A template made into this couple's adventure: names filled in, the teaser opened in the
 * lead's tone, the accessories brought in at points of the plan, and a closing line from what
 * they look for.
 */
export function fillAdventure(
  template: AdventureTemplate,
  input: AdventureInput,
  coupleSeed: string,
): GeneratedAdventure {
  const seed = `${coupleSeed}\u0000${template.id}`;
  const names = { lead: input.leadName, partner: input.partnerName };
  const written = template.steps.map((step) => fill(step, names));
  const steps = weaveAccessories(written, input.accessories, seed, names);
  const tone = input.intents.tonePreference;
  const openings =
    tone && Object.hasOwn(TONE_OPENINGS, tone)
      ? TONE_OPENINGS[tone as keyof typeof TONE_OPENINGS]
      : TONE_OPENINGS.none;
  return {
    templateId: template.id,
    title: fill(template.title, names),
    teaser: `${fill(pick(openings, seed, 'tone'), names)} ${fill(template.teaser, names)}`,
    preparationInstructions: fill(template.preparation, names),
    details: [
      steps.map((step, i) => `${i + 1}. ${step}`).join('\n'),
      `${closingLine(input, seed)} ${pick(PAUSE_LINES, seed, 'pause')}`,
    ].join('\n\n'),
    summary: fill(template.summary, names),
    level: template.level,
    durationMinutes: template.durationMinutes,
  };
}

/**
 * The built-in adventure: among eligible templates the couple has not had, one chosen from the
 * couple's id and how many they have had; once they have had every eligible one, the one they
 * had longest ago. Throws the 409 error when no template is eligible at all.
 */
export function pickAdventure(
  input: AdventureInput,
  templates: readonly AdventureTemplate[] = ADVENTURE_TEMPLATES,
): GeneratedAdventure {
  const eligible = eligibleAdventures(input, templates);
  if (eligible.length === 0) throw noFittingAdventure();
  const seenIds = input.seen.templateIds;
  const seenTitles = new Set(input.seen.titles);
  const unseen = eligible.filter((t) => !seenIds.includes(t.id) && !seenTitles.has(t.title));
  const coupleSeed = `${input.coupleId}\u0000${seenIds.length}`;
  const template =
    unseen.length > 0
      ? pick(unseen, coupleSeed)
      : eligible.reduce((oldest, t) =>
          seenIds.lastIndexOf(t.id) < seenIds.lastIndexOf(oldest.id) ? t : oldest,
        );
  return fillAdventure(template, input, coupleSeed);
}
