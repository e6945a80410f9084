import { randomInt } from 'node:crypto';
import {
  ADVENTURE_ERRORS,
  CHANCE_OUTCOMES,
  isTakeAChance,
  type ChanceOutcome,
} from '@shared/domain/adventures';
import { chanceVerdictForPartner, dateKindOf } from '@shared/domain/take-a-chance';
import type { GeneratedAdventure } from '../../content/engine';
import type { adventures } from '../../db/schema';
import { badRequest, conflict, HttpError } from '../../lib/http-error';
import { coupleMembers } from '../couples';
import type { ModuleDeps } from '../deps';
import { hasCompletedRound } from '../survey';
import { adventureBasis, type AdventureCouple } from './adventure-input';
import { typeToWrite, type ExperienceTypeRow } from './adventure-types';

/** The stored columns a generation (or regeneration) writes. */
export type WrittenAdventure = Pick<
  typeof adventures.$inferInsert,
  | 'typeId'
  | 'typeName'
  | 'templateId'
  | 'title'
  | 'teaser'
  | 'chanceOutcome'
  | 'chanceKind'
  | 'selectedAccessories'
  | 'planAccessories'
  | 'preparationInstructions'
  | 'details'
  | 'summary'
  | 'level'
  | 'durationMinutes'
  | 'engine'
>;

/**
 * A Take a Chance teaser always ends with the coin's verdict as the partner reads it (the lead
 * named), whatever wrote the rest.
 */
export function withChanceSentence(
  teaser: string,
  outcome: ChanceOutcome | null,
  leadName: string,
): string {
  if (!outcome) return teaser;
  const sentence = chanceVerdictForPartner(outcome, leadName);
  const text = teaser.trim();
  if (text.endsWith(sentence)) return text;
  return text ? `${text} ${sentence}` : sentence;
}

/**
 * The couple with both partners present and both surveys complete, led by `leadId`; a 400
 * with the spec's text otherwise.
 */
export async function readyCouple(
  deps: Pick<ModuleDeps, 'db'>,
  coupleId: string,
  leadId: string,
): Promise<AdventureCouple> {
  const members = await coupleMembers(deps.db, coupleId);
  const player2 = members?.player2;
  if (
    !members ||
    !player2 ||
    !(await hasCompletedRound(deps.db, members.id, [members.player1.id, player2.id]))
  )
    throw badRequest(ADVENTURE_ERRORS.surveysIncomplete);
  return { id: members.id, player1: members.player1, player2, leadId };
}

/**
 * Has the engine write an adventure of the chosen type (docs/intent-and-adventures.md): for
 * Take a Chance, of another type picked at random, with the coin flipped here once per draft
 * and its verdict ending the teaser. The guard keeps the text within every boundary and the
 * level, and the plan weaves in at most three accessories that touch none.
 */
export function createAdventureWriter(deps: Pick<ModuleDeps, 'db' | 'cipher' | 'content' | 'log'>) {
  const { db, cipher, content, log } = deps;

  return async function write(request: {
    couple: AdventureCouple;
    types: readonly ExperienceTypeRow[];
    chosen: ExperienceTypeRow;
    /** The lead's choice, kept as chosen; the plan uses a few of those that fit. */
    accessories: string[];
    /** A draft's coin, kept when it is regenerated: the verdict is not drawn again. */
    chance?: ChanceOutcome | null;
  }): Promise<WrittenAdventure> {
    const { couple, types, chosen, accessories } = request;
    const chance = isTakeAChance(chosen.type)
      ? (request.chance ?? CHANCE_OUTCOMES[randomInt(2)]!)
      : null;
    const type = typeToWrite(types, chosen);
    const { basis, boundaries } = await adventureBasis(db, cipher, couple);
    let generated: GeneratedAdventure & { engine: string; accessories: string[] };
    try {
      generated = await content.adventure({ ...basis, type, accessories, chance }, boundaries);
    } catch (error) {
      // The engines answer "nothing fits" with their own 409; anything else becomes one too.
      if (error instanceof HttpError) throw error;
      log.warn({ err: error }, 'no adventure could be generated');
      throw conflict(ADVENTURE_ERRORS.nothingFits);
    }
    return {
      typeId: chosen.id,
      typeName: chosen.type,
      templateId: generated.templateId,
      title: generated.title,
      teaser: withChanceSentence(generated.teaser, chance, basis.leadName),
      chanceOutcome: chance,
      chanceKind: chance ? dateKindOf(type) : null,
      selectedAccessories: accessories,
      planAccessories: generated.accessories,
      preparationInstructions: generated.preparationInstructions,
      details: generated.details,
      summary: generated.summary,
      level: generated.level,
      durationMinutes: generated.durationMinutes,
      engine: generated.engine,
    };
  };
}
