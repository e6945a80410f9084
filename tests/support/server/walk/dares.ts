import type { FastifyInstance } from 'fastify';
import {
  acceptDare,
  completeDare,
  declineDare,
  generateDare,
  revealDare,
  verifyDare,
} from '@shared/api/dares';
import { callRouteOk } from '../call-route';
import type { Member, RecordKind } from './members';

/** Whether the app serves the dare routes the world's dares are made with. */
export const daresServed = (app: FastifyInstance) =>
  [generateDare, revealDare, acceptDare, declineDare, completeDare, verifyDare].every((route) =>
    app.hasRoute({ method: route.method, url: route.path }),
  );

/**
 * The couple's dares the walks aim at, one for each action route, each in the state and role
 * where `a` may act on it (only one partner ever may):
 * - dareToReveal, dareToDecline: sent to a by the partner, still pending and unread;
 * - dareToAccept: sent to a, revealed by a (a dare is accepted only once read);
 * - dareToComplete: sent to a, revealed and accepted by a;
 * - dareToVerify: a's own, revealed, accepted and completed by the partner.
 * Romantic, the one difficulty open at every journey level (and with no journey at all). Made
 * through the real routes; the surveys need not be complete.
 */
export async function createDares(
  app: FastifyInstance,
  a: Member,
  partner: Member,
): Promise<Partial<Record<RecordKind, string>>> {
  const coupleId = a.coupleId as string;
  const send = (sender: Member, receiver: Member) =>
    callRouteOk(app, generateDare, {
      token: sender.token,
      body: { coupleId, receiverId: receiver.id, difficultyLevel: 'romantic' },
    }).then((dare) => dare.id);
  const act = (
    route: typeof revealDare | typeof acceptDare | typeof completeDare,
    member: Member,
    id: string,
  ) => callRouteOk(app, route, { token: member.token, params: { id } });

  // One after another: each generation reads the couple's earlier dares.
  const dareToReveal = await send(partner, a);
  const dareToDecline = await send(partner, a);
  const dareToAccept = await send(partner, a);
  await act(revealDare, a, dareToAccept);
  const dareToComplete = await send(partner, a);
  await act(revealDare, a, dareToComplete);
  await act(acceptDare, a, dareToComplete);
  const dareToVerify = await send(a, partner);
  for (const route of [revealDare, acceptDare, completeDare])
    await act(route, partner, dareToVerify);
  return { dareToReveal, dareToDecline, dareToAccept, dareToComplete, dareToVerify };
}
