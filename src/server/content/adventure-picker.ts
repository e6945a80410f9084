import { createHash } from 'node:crypto';
import { DEFAULT_EXPERIENCE_TYPES } from '@shared/domain/adventures';
import { levelRank, type JourneyLevel } from '@shared/domain/journey';
import { activitiesMeeting } from './quick-task-picker';
import { welcomesAll } from './required-activities';
import type { AdventureInput, GeneratedAdventure, WelcomedActivity } from './engine';
import {
  ACCESSORY_LINES,
  CLOSING_LINES,
  DEFAULT_CLOSING_LINES,
  listOf,
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

/**
 * Tags an activity may carry only in adventures and dares from this level up: a gentle plan or
 * dare never names a bold activity, even one both welcomed.
 */
const TAG_LEVELS: Readonly<Record<string, JourneyLevel>> = {
  sensual: 'Playful',
  bold: 'Adventurous',
};

export const suitsLevel = (activity: WelcomedActivity, level: JourneyLevel) =>
  activity.tags.every((tag) => {
    const from = TAG_LEVELS[tag];
    return !from || levelRank(from) <= levelRank(level);
  });

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(lead|partner|activity|list|it)\}/g, (_, key: string) => values[key] ?? '');

/** "Candles" → "the candles": accessories read as things the lead sets out. */
const accessoryPhrase = (accessory: string) => `the ${accessory.toLowerCase()}`;

/** The closing line: one thing the couple look for or focus on, or a general one. */
function closingLine(input: AdventureInput, seed: string): string {
  const wishes = [...input.intents.lookingFor, ...input.intents.focusAreas].filter((wish) =>
    Object.hasOwn(CLOSING_LINES, wish),
  );
  return wishes.length > 0
    ? CLOSING_LINES[pick(wishes, seed, 'closing')]!
    : pick(DEFAULT_CLOSING_LINES, seed, 'closing');
}

/**
 * A template made into this couple's adventure: names filled in, each activity step naming a
 * different welcomed activity that meets it (or its neutral wording), the teaser opened in the
 * lead's tone, the accessories woven into the plan, and a closing line from what they look for.
 */
export function fillAdventure(
  template: AdventureTemplate,
  input: AdventureInput,
  coupleSeed: string,
): GeneratedAdventure {
  const seed = `${coupleSeed}\u0000${template.id}`;
  const names = { lead: input.leadName, partner: input.partnerName };
  const used = new Set<string>();
  const steps = template.steps.map((step, i) => {
    if (typeof step === 'string') return fill(step, names);
    const meeting = activitiesMeeting(step.needs, input.welcomed).filter(
      (a) => !used.has(a.activity) && suitsLevel(a, template.level),
    );
    if (meeting.length === 0) return fill(step.neutral, names);
    const activity = pick(meeting, seed, `activity-${i}`);
    used.add(activity.activity);
    return fill(step.withActivity, { ...names, activity: activity.activity });
  });
  if (input.accessories.length > 0) {
    const list = listOf(input.accessories.map(accessoryPhrase));
    const it = input.accessories.length === 1 ? 'it' : 'them';
    steps.unshift(fill(pick(ACCESSORY_LINES, seed, 'accessories'), { ...names, list, it }));
  }
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
