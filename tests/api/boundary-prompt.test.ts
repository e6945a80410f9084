import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as journey from '@shared/api/journey';
import { list as listNotifications } from '@shared/api/notifications';
import { callRoute, callRouteOk } from '../support/server/call-route';
import { connectedCouple, type Session } from '../support/server/couples';
import { createTestApp, type TestApp } from '../support/server/test-app';

// Once one partner starts the journey, the other is asked to add their own boundaries, on the
// journey and in the bell, until they do or wave it off; nothing says what the first one set.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const view = (player: Session, id: string) =>
  callRouteOk(t.app, journey.getJourney, { token: player.token, params: { id } });
const start = (player: Session, id: string, hardBoundaries: string[]) =>
  callRouteOk(t.app, journey.initializeJourney, {
    token: player.token,
    params: { id },
    body: { startingLevel: 'Playful', desiredLevel: 'Adventurous', hardBoundaries },
  });
const dismiss = (player: Session, id: string) =>
  callRoute(t.app, journey.dismissBoundaryPrompt, { token: player.token, params: { id } });
const journeyNotices = async (player: Session) =>
  (await callRouteOk(t.app, listNotifications, { token: player.token })).filter((n) =>
    n.title.endsWith('started your journey'),
  );

describe('asking a partner for their own boundaries', () => {
  it('asks the other partner once the journey starts, until they wave it off', async () => {
    const { player1, player2, coupleId } = await connectedCouple(t.app, {
      player1: 'Sam',
      player2: 'Robin',
    });
    expect((await view(player2, coupleId)).boundaryPrompt).toBeNull();

    await start(player1, coupleId, ['pain']);
    expect((await view(player1, coupleId)).boundaryPrompt).toBeNull();
    expect((await view(player2, coupleId)).boundaryPrompt).toEqual({ partnerName: 'Sam' });
    const [notice, ...more] = await journeyNotices(player2);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      title: 'Sam started your journey',
      description:
        'Add your own boundaries too. Only you see them, and everything Velvet suggests for you both respects them.',
      actionUrl: '/boundaries',
      read: false,
    });
    expect(await journeyNotices(player1)).toEqual([]);

    // Adding more later asks nothing again.
    await start(player1, coupleId, ['fire']);
    expect(await journeyNotices(player2)).toHaveLength(1);

    const dismissed = await dismiss(player2, coupleId);
    expect(dismissed.status).toBe(200);
    expect(dismissed.body.boundaryPrompt).toBeNull();
    expect((await view(player2, coupleId)).boundaryPrompt).toBeNull();
    expect((await journeyNotices(player2))[0]?.read).toBe(true);
    expect((await dismiss(player2, coupleId)).status).toBe(200);
  });

  it('stops asking once they add theirs, and asks the same whether the starter set any', async () => {
    const { player1, player2, coupleId } = await connectedCouple(t.app, { player1: 'Kit' });
    await start(player1, coupleId, []);
    expect((await view(player2, coupleId)).boundaryPrompt).toEqual({ partnerName: 'Kit' });

    await start(player2, coupleId, []);
    expect((await view(player2, coupleId)).boundaryPrompt).toBeNull();
    expect((await journeyNotices(player2))[0]?.read).toBe(true);
    // Their answer asks nothing of the one who started.
    expect((await view(player1, coupleId)).boundaryPrompt).toBeNull();
    expect(await journeyNotices(player1)).toEqual([]);
  });

  it('has nothing to put away before the journey starts', async () => {
    const { player2, coupleId } = await connectedCouple(t.app);
    const reply = await dismiss(player2, coupleId);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ initialized: false, boundaryPrompt: null });
  });
});
