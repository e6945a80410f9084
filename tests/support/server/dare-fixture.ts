import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import * as api from '@shared/api/dares';
import type { Dare } from '@shared/api/dares';
import type { DareDifficulty } from '@shared/domain/dares';
import { DARE_TEXT } from '../../../src/server/crypto/encrypted-columns';
import { FieldCipher } from '../../../src/server/crypto/field-cipher';
import type { Database } from '../../../src/server/db/client';
import { dares } from '../../../src/server/db/schema';
import { areaTestApp, type AreaTestAppOptions } from './area-test-app';
import { callRoute, callRouteOk } from './call-route';
import { notificationsOf, type Session } from './couples';
import { playingCouple, type PlayingCouple } from './play-fixture';
import { TEST_KEYRING } from './test-app';

/** The test app's cipher, to read stored dares as the server reads them. */
const cipher = new FieldCipher(TEST_KEYRING);

/** A refusal as a user meets it: the status and the `{ message }`. */
export const refusal = (reply: { status: number; response: { json(): unknown } }) => ({
  status: reply.status,
  body: reply.response.json(),
});

/** Every dare route, called as a player would call it; each returns the raw reply. */
export function dareCalls(app: FastifyInstance) {
  const onDare =
    (
      route:
        | typeof api.revealDare
        | typeof api.acceptDare
        | typeof api.declineDare
        | typeof api.completeDare,
    ) =>
    (player: Session, id: string) =>
      callRoute(app, route, { token: player.token, params: { id } });
  return {
    generate: (
      player: Session,
      body: {
        coupleId: string;
        receiverId: string;
        difficultyLevel: DareDifficulty;
        optionId?: string;
        customText?: string;
      },
    ) => callRoute(app, api.generateDare, { token: player.token, body }),
    options: (
      player: Session,
      body: { coupleId: string; receiverId: string; difficultyLevel: DareDifficulty },
    ) => callRoute(app, api.dareOptions, { token: player.token, body }),
    couple: (player: Session, coupleId: string) =>
      callRoute(app, api.coupleDares, { token: player.token, params: { id: coupleId } }),
    sent: (player: Session, playerId: string) =>
      callRoute(app, api.sentDares, { token: player.token, params: { id: playerId } }),
    received: (player: Session, playerId: string) =>
      callRoute(app, api.receivedDares, { token: player.token, params: { id: playerId } }),
    reveal: onDare(api.revealDare),
    accept: onDare(api.acceptDare),
    decline: onDare(api.declineDare),
    complete: onDare(api.completeDare),
    verify: (player: Session, id: string, verified: boolean, timeZone?: string) =>
      callRoute(app, api.verifyDare, {
        token: player.token,
        params: { id },
        body: timeZone ? { verified, timeZone } : { verified },
      }),
    stats: (player: Session, coupleId: string) =>
      callRoute(app, api.dareStatsRoute, { token: player.token, params: { id: coupleId } }),
  };
}

export type DareCalls = ReturnType<typeof dareCalls>;

/** A dares test file's server and its dare calls, started for the file (see areaTestApp). */
export const dareTestApp = (options?: AreaTestAppOptions) => areaTestApp(dareCalls, options);

/** The reply's body when it has the expected status; a failure naming what came back otherwise. */
export function ok<T>(
  reply: { status: number; body: T; response: { body: string } },
  status = 200,
): T {
  if (reply.status !== status)
    throw new Error(`expected ${status}, got ${reply.status}: ${reply.response.body}`);
  return reply.body;
}

/**
 * A couple whose journey already allows every difficulty (Intense from the start), both
 * surveys answered Yes, unless `options` says otherwise.
 */
export const daringCouple = (
  app: FastifyInstance,
  options: Parameters<typeof playingCouple>[1] = {},
): Promise<PlayingCouple> =>
  playingCouple(app, {
    journey: { startingLevel: 'Intense', desiredLevel: 'Intense' },
    ...options,
  });

export type DareStage = 'pending' | 'revealed' | 'accepted' | 'declined' | 'completed' | 'verified';

/**
 * A dare player 1 sends player 2, taken through the real routes to `stage` (revealed: by the
 * receiver; accepted: revealed and accepted; completed: accepted and marked complete; verified:
 * completed and verified by the sender). Returns the dare as its sender sees it.
 */
export async function dareAt(
  app: FastifyInstance,
  couple: PlayingCouple,
  stage: DareStage,
  difficulty: DareDifficulty = 'romantic',
): Promise<Dare> {
  const calls = dareCalls(app);
  const { player1: sender, player2: receiver } = couple;
  const sent = ok(
    await calls.generate(sender, {
      coupleId: couple.coupleId,
      receiverId: receiver.id,
      difficultyLevel: difficulty,
    }),
    201,
  );
  const { id } = sent;
  if (stage === 'pending') return sent;
  if (stage === 'declined') {
    ok(await calls.decline(receiver, id));
  } else {
    ok(await calls.reveal(receiver, id));
    if (stage !== 'revealed') ok(await calls.accept(receiver, id));
    if (stage === 'completed' || stage === 'verified') ok(await calls.complete(receiver, id));
    if (stage === 'verified') ok(await calls.verify(sender, id, true));
  }
  return (await seenBy(app, sender, couple.coupleId, id))!;
}

/** The dare as this player's couple list shows it. */
export async function seenBy(
  app: FastifyInstance,
  player: Session,
  coupleId: string,
  id: string,
): Promise<Dare | undefined> {
  const list = await callRouteOk(app, api.coupleDares, {
    token: player.token,
    params: { id: coupleId },
  });
  return list.find((dare) => dare.id === id);
}

/** The stored row, to show a refused call changed nothing. */
export async function dareRow(db: Database, id: string) {
  return (await db.select().from(dares).where(eq(dares.id, id)))[0];
}

/** A stored dare's text, opened as the server opens it (it is stored encrypted). */
export const openedText = (row: { id: string; text: string }) =>
  DARE_TEXT.open(cipher, row.id, row.text);

/** The dare notifications a player received, newest first, as the bell lists them. */
export async function dareNoticesOf(app: FastifyInstance, player: Session) {
  return (await notificationsOf(app, player.token))
    .filter((notice) => notice.type === 'dare')
    .map(({ title, description, actionUrl }) => ({ title, description, actionUrl }));
}
