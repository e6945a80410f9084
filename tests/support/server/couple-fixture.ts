import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { login as loginRoute, type LoginResponse } from '@shared/api/accounts';
import { acceptInvitation, invite, listInvitations } from '@shared/api/couples';
import type { Database } from '../../../src/server/db/client';
import { couples, players } from '../../../src/server/db/schema';
import { inTransaction } from '../../../src/server/db/transactions';
import { callRouteOk } from './call-route';
import { registerPlayer, uniqueEmail } from './players';

export type CouplePartner = LoginResponse & { password: string };

export interface TestCouple {
  coupleId: string;
  a: CouplePartner;
  b: CouplePartner;
}

async function login(app: FastifyInstance, email: string, password: string) {
  return { ...(await callRouteOk(app, loginRoute, { body: { email, password } })), password };
}

const couplesApiReady = (app: FastifyInstance) =>
  [invite, acceptInvitation].every((route) =>
    app.hasRoute({ method: route.method, url: route.path }),
  );

/** Links two players the way players do: `a` invites `b`, who accepts. */
async function linkThroughApi(app: FastifyInstance, a: CouplePartner, b: CouplePartner) {
  await callRouteOk(app, invite, { token: a.token, body: { partnerEmail: b.email } });
  const { received } = await callRouteOk(app, listInvitations, { token: b.token });
  const [invitation] = received;
  if (!invitation) throw new Error(`no invitation received by ${b.email}`);
  const accepted = await callRouteOk(app, acceptInvitation, {
    token: b.token,
    params: { id: invitation.id },
  });
  return accepted.coupleId;
}

/**
 * FIXTURE ONLY, for while the couples module has no routes: writes the couple row and both
 * players' couple ids straight to the database, as accepting an invitation will.
 */
async function linkThroughDatabase(db: Database, a: CouplePartner, b: CouplePartner) {
  return inTransaction(db, async (tx) => {
    const [couple] = await tx
      .insert(couples)
      .values({ player1Id: a.id, player2Id: b.id })
      .returning({ id: couples.id });
    if (!couple) throw new Error('couple was not created');
    await tx
      .update(players)
      .set({ coupleId: couple.id })
      .where(inArray(players.id, [a.id, b.id]));
    return couple.id;
  });
}

/**
 * Two registered players linked as a couple, each with a fresh token (logged in again after
 * linking, so a token that carries the couple carries this one). Uses the couples API when
 * it is registered, the database otherwise.
 */
export async function createCouple(app: FastifyInstance, db: Database): Promise<TestCouple> {
  const first = await registerPlayer(app, { email: uniqueEmail('partner-a'), displayName: 'Ari' });
  const second = await registerPlayer(app, { email: uniqueEmail('partner-b'), displayName: 'Bo' });
  const coupleId = couplesApiReady(app)
    ? await linkThroughApi(app, first, second)
    : await linkThroughDatabase(db, first, second);
  const [a, b] = await Promise.all([
    login(app, first.email, first.password),
    login(app, second.email, second.password),
  ]);
  return { coupleId, a, b };
}

/** Moves a couple's creation into the past, as if it had been created `daysAgo` days ago. */
export async function ageCouple(db: Database, coupleId: string, daysAgo: number) {
  await db
    .update(couples)
    .set({ createdAt: new Date(Date.now() - daysAgo * 86_400_000) })
    .where(eq(couples.id, coupleId));
}
