import { desc, eq } from 'drizzle-orm';
import type { CoachSession } from '@shared/api/coach';
import { coachSessions } from '../../db/schema';
import type { ModuleDeps } from '../deps';
import { createChat } from './chat';
import { callersSession } from './session-row';
import { createSessionSteps } from './session-steps';
import { viewOf, viewsOf } from './session-view';
import { createStartSession } from './start-session';

export type CoachDeps = Pick<ModuleDeps, 'db' | 'cipher' | 'content' | 'now'>;

/** The Velvet Coach: chat and guided sessions, for couples whose plan includes it. */
export function createCoachService(deps: CoachDeps) {
  const { db } = deps;
  const steps = createSessionSteps(deps);

  return {
    chat: createChat(deps),
    start: createStartSession(deps),
    question: steps.question,
    answer: steps.answer,
    complete: steps.complete,

    /** One session as the caller may see it; a stranger gets 404. */
    async session(callerId: string, sessionId: string): Promise<CoachSession> {
      return viewOf(db, await callersSession(db, callerId, sessionId, false, 'read'), callerId);
    },

    /**
     * The couple's sessions, newest first (the route lets in its members only). What the couple
     * already has stays readable on any plan; only new steps need the coach.
     */
    async sessions(callerId: string, coupleId: string): Promise<CoachSession[]> {
      const id = coupleId.toLowerCase();
      const rows = await db
        .select()
        .from(coachSessions)
        .where(eq(coachSessions.coupleId, id))
        .orderBy(desc(coachSessions.createdAt), desc(coachSessions.id));
      return viewsOf(db, rows, callerId);
    },
  };
}

export type CoachService = ReturnType<typeof createCoachService>;
