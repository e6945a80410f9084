import { and, desc, eq, ne, or } from 'drizzle-orm';
import type { Experience } from '@shared/api/adventures';
import { adventures } from '../../db/schema';
import { playerOrUnauthorized } from '../couples';
import type { ModuleDeps } from '../deps';
import { createCompletion } from './complete';
import { activeTypes, toExperienceType } from './adventure-types';
import { coupleContextOf, experienceView, titleFor } from './adventure-view';
import { createFeedback } from './feedback';
import { createGeneration } from './generate';
import { createSendAndRespond } from './send-and-respond';

/** What the caller may see of the couple: everything sent, and their own drafts (mayView). */
const visibleTo = (coupleId: string, callerId: string) =>
  and(
    eq(adventures.coupleId, coupleId),
    or(ne(adventures.status, 'draft'), eq(adventures.leadPlayerId, callerId)),
  );

/** Adventures (docs/intent-and-adventures.md). */
export function createAdventuresService(
  deps: Pick<ModuleDeps, 'db' | 'cipher' | 'content' | 'notifier' | 'log' | 'now'>,
) {
  const { db } = deps;
  const generation = createGeneration(deps);
  const sendAndRespond = createSendAndRespond(deps);

  return {
    async types(callerId: string) {
      // Nothing private, but a token of a player who is gone still gets 401.
      await playerOrUnauthorized(db, callerId);
      return (await activeTypes(db)).map(toExperienceType);
    },

    /** The caller's couple's adventures the caller may see, newest first. */
    async list(callerId: string): Promise<Experience[]> {
      const { coupleId } = await playerOrUnauthorized(db, callerId);
      if (!coupleId) return [];
      const rows = await db
        .select()
        .from(adventures)
        .where(visibleTo(coupleId, callerId))
        .orderBy(desc(adventures.createdAt), desc(adventures.id));
      const context = await coupleContextOf(
        db,
        coupleId,
        rows.map((row) => row.leadPlayerId),
      );
      return rows.map((row) => experienceView(row, callerId, context));
    },

    /**
     * The couple's latest adventure the caller may see, titled as the caller may see it. A
     * declined one is passed over: the dashboard shows what the couple did or will do.
     */
    async last(callerId: string, coupleId: string) {
      const [row] = await db
        .select()
        .from(adventures)
        .where(and(visibleTo(coupleId.toLowerCase(), callerId), ne(adventures.status, 'declined')))
        .orderBy(desc(adventures.createdAt), desc(adventures.id))
        .limit(1);
      if (!row) return null;
      return { id: row.id, title: titleFor(row, callerId), status: row.status };
    },

    generate: generation.generate,
    regenerate: generation.regenerate,
    confirm: sendAndRespond.confirm,
    respond: sendAndRespond.respond,
    postpone: sendAndRespond.postpone,
    complete: createCompletion(deps),
    feedback: createFeedback(deps),
  };
}

export type AdventuresService = ReturnType<typeof createAdventuresService>;
