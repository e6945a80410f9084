import type { CoachSession } from '@shared/api/coach';
import { COACH_ERRORS } from '@shared/domain/coach';
import { coachSessions } from '../../db/schema';
import { badRequest, forbidden } from '../../lib/http-error';
import type { ModuleDeps } from '../deps';
import { coupleMembers } from '../couples';
import { coachCouple } from './couple-context';
import { sessionView } from './session-view';
import { requireCoach } from './tier-gate';

/**
 * Starts a guided session for the caller (docs/coach-and-support.md) about an activity both
 * partners welcomed, named as the survey names it, whatever name the client sent. The
 * route lets in the couple's members only.
 */
export function createStartSession(deps: Pick<ModuleDeps, 'db' | 'cipher' | 'now'>) {
  const { db, cipher } = deps;

  return async function start(
    callerId: string,
    coupleId: string,
    request: { activityId: string; playerId: string },
  ): Promise<CoachSession> {
    const id = coupleId.toLowerCase();
    await requireCoach(db, id);
    if (request.playerId.toLowerCase() !== callerId) throw forbidden(COACH_ERRORS.forYourself);
    const members = await coupleMembers(db, id);
    if (!members?.player2) throw forbidden(COACH_ERRORS.noCouple);
    const couple = await coachCouple(db, cipher, id, [members.player1.id, members.player2.id]);
    const activityId = request.activityId.toLowerCase();
    const activity = couple.welcomedById.get(activityId);
    if (!activity) throw badRequest(COACH_ERRORS.notWelcomed);
    const [row] = await db
      .insert(coachSessions)
      .values({
        coupleId: id,
        playerId: callerId,
        activityId,
        activityName: activity.name,
        status: 'started',
        createdAt: deps.now(),
      })
      .returning();
    const owner = members.player1.id === callerId ? members.player1 : members.player2;
    return sessionView(row!, [], callerId, owner.displayName);
  };
}
