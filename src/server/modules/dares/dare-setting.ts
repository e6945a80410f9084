import { asc, eq } from 'drizzle-orm';
import {
  DARE_ERRORS,
  DARE_LEVEL,
  difficultyAllowed,
  type DareDifficulty,
} from '@shared/domain/dares';
import type { Boundaries, DareInput } from '../../content/engine';
import { DARE_TEXT } from '../../crypto/encrypted-columns';
import type { FieldCipher } from '../../crypto/field-cipher';
import type { Executor } from '../../db/client';
import { dares } from '../../db/schema';
import { badRequest, notFound } from '../../lib/http-error';
import { COUPLE_MESSAGES, coupleBoundaries, coupleMembers, isMemberOf } from '../couples';
import { coupleAvoidCategories } from '../intent';
import { journeyStateOf } from '../journey';
import { coupleMatching } from '../results';
import { requireFeature } from '../subscription';

export interface DareRequest {
  coupleId: string;
  receiverId: string;
  difficultyLevel: DareDifficulty;
}

/**
 * The couple's earlier dares, oldest first, so the engine does not repeat them. Their texts are
 * stored encrypted, so they are opened here and compared in code (the picker, the prompt).
 */
async function seenBy(
  executor: Executor,
  cipher: FieldCipher,
  coupleId: string,
): Promise<DareInput['seen']> {
  const rows = await executor
    .select({ id: dares.id, templateId: dares.templateId, text: dares.text })
    .from(dares)
    .where(eq(dares.coupleId, coupleId))
    .orderBy(asc(dares.createdAt), asc(dares.id));
  return {
    templateIds: rows.flatMap((row) => (row.templateId ? [row.templateId] : [])),
    texts: rows.map((row) => DARE_TEXT.open(cipher, row.id, row.text)),
  };
}

/**
 * The caller's couple with its two partners, the receiver being the caller's partner; a 404
 * for a couple the caller is not in, a 400 with the rule's text otherwise.
 */
async function senderAndReceiver(executor: Executor, callerId: string, request: DareRequest) {
  if (!(await isMemberOf(executor, callerId, request.coupleId)))
    throw notFound(COUPLE_MESSAGES.coupleNotFound);
  const members = await coupleMembers(executor, request.coupleId.toLowerCase());
  if (!members?.player2) throw badRequest(DARE_ERRORS.noPartner);
  const [sender, receiver] =
    members.player1.id === callerId
      ? [members.player1, members.player2]
      : [members.player2, members.player1];
  if (receiver.id !== request.receiverId.toLowerCase())
    throw badRequest(DARE_ERRORS.receiverNotPartner);
  return { coupleId: members.id, sender, receiver };
}

/**
 * What a dare of the requested difficulty may be, checked as every send is checked: the caller
 * and receiver, the couple's plan, the difficulty open at the journey's current level. Gives
 * the engine's input and, for the guard only, both partners' boundaries.
 */
export async function dareSetting(
  executor: Executor,
  cipher: FieldCipher,
  callerId: string,
  request: DareRequest,
) {
  const { coupleId, sender, receiver } = await senderAndReceiver(executor, callerId, request);
  await requireFeature(executor, coupleId, 'dares');
  const difficulty = request.difficultyLevel;
  const level = (await journeyStateOf(executor, coupleId))?.currentLevel ?? 'Vanilla';
  if (!difficultyAllowed(difficulty, level))
    throw badRequest(DARE_ERRORS.difficultyTooHigh(difficulty, level));
  const matching = await coupleMatching(executor, cipher, coupleId, sender.id, receiver.id);
  const input: DareInput = {
    coupleId,
    difficulty,
    level: DARE_LEVEL[difficulty],
    welcomed: matching.welcomed,
    senderName: sender.displayName,
    receiverName: receiver.displayName,
    seen: await seenBy(executor, cipher, coupleId),
  };
  const boundaries: Boundaries = {
    refusedActivities: matching.refusedActivities,
    hardBoundaries: await coupleBoundaries(executor, cipher, coupleId),
    avoidCategories: await coupleAvoidCategories(executor, cipher, coupleId),
    maxLevel: DARE_LEVEL[difficulty],
  };
  return { coupleId, sender, receiver, difficulty, input, boundaries };
}

export type DareSetting = Awaited<ReturnType<typeof dareSetting>>;
