import { createHash } from 'node:crypto';
import { levelRank } from '@shared/domain/journey';
import type { DareInput, GeneratedDare } from './engine';
import type { DareTemplate } from './dares/dare-template';
import { DARE_TEMPLATES } from './dares/catalogue';
import { noFittingDare } from './no-fitting-content';
import { welcomesAll } from './required-activities';

const number = (...parts: string[]) =>
  createHash('sha256').update(parts.join('\u0000')).digest().readUInt32BE(0);

const pick = <T>(options: readonly T[], ...seed: string[]): T =>
  options[number(...seed) % options.length]!;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(sender|receiver)\}/g, (_, key: string) => values[key] ?? '');

/**
 * The difficulty's dares at or below the level whose activities both welcomed, without the ones
 * the input excludes by id.
 */
export function eligibleDares(
  input: Pick<DareInput, 'difficulty' | 'level' | 'exclude' | 'welcomed'>,
  templates: readonly DareTemplate[] = DARE_TEMPLATES,
): DareTemplate[] {
  const rank = levelRank(input.level);
  const excluded = new Set(input.exclude ?? []);
  return templates.filter(
    (t) =>
      t.difficulty === input.difficulty &&
      levelRank(t.level) <= rank &&
      !excluded.has(t.id) &&
      welcomesAll(t.requires, input.welcomed),
  );
}

/** A dare made into this couple's: the names filled in. */
export function fillDare(
  template: DareTemplate,
  input: Pick<DareInput, 'senderName' | 'receiverName'>,
): GeneratedDare {
  const text = fill(template.text, { sender: input.senderName, receiver: input.receiverName });
  return { templateId: template.id, text, level: template.level };
}

/**
 * The built-in dare: among the eligible dares the couple has not had (by id or text), one
 * chosen from the couple's id and how many they have had; once they have had every eligible
 * one, the one had longest ago. Throws the 409 error when no dare is eligible at all.
 */
export function pickDare(
  input: DareInput,
  templates: readonly DareTemplate[] = DARE_TEMPLATES,
): GeneratedDare {
  const coupleSeed = `${input.coupleId}\u0000${input.seen.templateIds.length}`;
  const excludedTexts = new Set(input.exclude ?? []);
  const eligible = eligibleDares(input, templates)
    .map((template) => ({ template, dare: fillDare(template, input) }))
    .filter(({ dare }) => !excludedTexts.has(dare.text));
  if (eligible.length === 0) throw noFittingDare();
  const seenIds = input.seen.templateIds;
  const seenTexts = new Set(input.seen.texts);
  const unseen = eligible.filter(
    ({ template, dare }) => !seenIds.includes(template.id) && !seenTexts.has(dare.text),
  );
  const chosen =
    unseen.length > 0
      ? pick(unseen, coupleSeed)
      : eligible.reduce((oldest, d) =>
          seenIds.lastIndexOf(d.template.id) < seenIds.lastIndexOf(oldest.template.id) ? d : oldest,
        );
  return chosen.dare;
}
