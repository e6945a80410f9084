import { requireFeature } from '../subscription';
import { asc, eq } from 'drizzle-orm';
import type { Dare } from '@shared/api/dares';
import {
  DARE_ERRORS,
  DARE_LEVEL,
  DARE_POINTS,
  difficultyAllowed,
  type DareDifficulty,
} from '@shared/domain/dares';
import type { Boundaries, DareInput } from '../../content/engine';
import type { Executor } from '../../db/client';
import { dares } from '../../db/schema';
import { inTransaction } from '../../db/transactions';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error';
import { COUPLE_MESSAGES, coupleBoundaries, coupleMembers, isMemberOf } from '../couples';
import { journeyStateOf } from '../journey';
import type { ModuleDeps } from '../deps';
import { coupleAvoidCategories } from '../intent';
import { coupleMatching } from '../results';
import { dareView } from './dare-view';
import { dareNotices } from './notices';

/** The couple's earlier dares, oldest first, so the engine does not repeat them. */
async function seenBy(executor: Executor, coupleId: string): Promise<DareInput['seen']> {
  const rows = await executor
    .select({ templateId: dares.templateId, text: dares.text })
    .from(dares)
    .where(eq(dares.coupleId, coupleId))
    .orderBy(asc(dares.createdAt), asc(dares.id));
  return {
    templateIds: rows.flatMap((row) => (row.templateId ? [row.templateId] : [])),
    texts: rows.map((row) => row.text),
  };
}

/**
 * The caller's couple with its two partners, the receiver being the caller's partner; a 404
 * for a couple the caller is not in, a 400 with the rule's text otherwise.
 */
async function senderAndReceiver(
  executor: Executor,
  callerId: string,
  coupleId: string,
  receiverId: string,
) {
  if (!(await isMemberOf(executor, callerId, coupleId)))
    throw notFound(COUPLE_MESSAGES.coupleNotFound);
  const members = await coupleMembers(executor, coupleId.toLowerCase());
  if (!members?.player2) throw badRequest(DARE_ERRORS.noPartner);
  const [sender, receiver] =
    members.player1.id === callerId
      ? [members.player1, members.player2]
      : [members.player2, members.player1];
  if (receiver.id !== receiverId.toLowerCase()) throw badRequest(DARE_ERRORS.receiverNotPartner);
  return { coupleId: members.id, sender, receiver };
}

/**
 * Sending a dare (docs/dares.md): the difficulty must be open at the couple's current journey
 * level; the engine writes it from what both welcomed, within every boundary of both partners
 * and the difficulty's level, and the receiver is told a dare is waiting (not what it says).
 */
export function createGeneration(
  deps: Pick<ModuleDeps, 'db' | 'content' | 'notifier' | 'log' | 'now'>,
) {
  const { db, content, notifier, log } = deps;

  async function write(input: DareInput, boundaries: Boundaries) {
    try {
      return await content.dare(input, boundaries);
    } catch (error) {
      // The engines answer "nothing fits" with their own 409; anything else becomes one too.
      if (error instanceof HttpError) throw error;
      log.warn({ err: error }, 'no dare could be generated');
      throw conflict(DARE_ERRORS.nothingFits);
    }
  }

  return async function generate(
    callerId: string,
    request: { coupleId: string; receiverId: string; difficultyLevel: DareDifficulty },
  ): Promise<Dare> {
    const { coupleId, sender, receiver } = await senderAndReceiver(
      db,
      callerId,
      request.coupleId,
      request.receiverId,
    );
    await requireFeature(db, coupleId, 'dares');
    const difficulty = request.difficultyLevel;
    const level = (await journeyStateOf(db, coupleId))?.currentLevel ?? 'Vanilla';
    if (!difficultyAllowed(difficulty, level))
      throw badRequest(DARE_ERRORS.difficultyTooHigh(difficulty, level));
    const matching = await coupleMatching(db, coupleId, sender.id, receiver.id);
    const generated = await write(
      {
        coupleId,
        difficulty,
        level: DARE_LEVEL[difficulty],
        welcomed: matching.welcomed,
        senderName: sender.displayName,
        receiverName: receiver.displayName,
        seen: await seenBy(db, coupleId),
      },
      {
        refusedActivities: matching.refusedActivities,
        hardBoundaries: await coupleBoundaries(db, coupleId),
        avoidCategories: await coupleAvoidCategories(db, coupleId),
        maxLevel: DARE_LEVEL[difficulty],
      },
    );
    const now = deps.now();
    const row = await inTransaction(db, async (tx) => {
      const [inserted] = await tx
        .insert(dares)
        .values({
          coupleId,
          senderId: sender.id,
          receiverId: receiver.id,
          difficulty,
          points: DARE_POINTS[difficulty],
          status: 'Pending',
          text: generated.text,
          templateId: generated.templateId,
          engine: generated.engine,
          createdAt: now,
        })
        .returning();
      await notifier.notify(tx, receiver.id, dareNotices.sent(sender.displayName, difficulty));
      return inserted!;
    });
    const names = new Map([
      [sender.id, sender.displayName],
      [receiver.id, receiver.displayName],
    ]);
    return dareView(row, callerId, names, now);
  };
}
