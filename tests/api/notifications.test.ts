import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clear, list, markAllRead, markRead } from '@shared/api/notifications';
import { COUPLE_HEADER } from '@shared/domain/notifications';
import * as schema from '../../src/server/db/schema';
import { inTransaction } from '../../src/server/db/transactions';
import { announcePlayersChanged } from '../../src/server/modules/notifications/player-changes';
import { callRoute } from '../support/server/call-route';
import {
  notificationDraft,
  storedNotification,
  testNotifier,
} from '../support/server/notification-draft';
import { createTestApp, type TestApp } from '../support/server/test-app';
import { registerPlayer } from '../support/server/players';
import { waitFor } from '../support/server/wait';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Creates a notification the way every module does: through the notifier, in a transaction. */
async function notify(app: TestApp, playerId: string, title: string) {
  const notifier = testNotifier(app.app.mailer);
  await inTransaction(app.database.db, (tx) =>
    notifier.notify(tx, playerId, notificationDraft(title)),
  );
}

const poll = (app: TestApp, token: string, etag?: string) =>
  callRoute(app.app, list, { token, headers: etag ? { 'if-none-match': etag } : {} });

describe('the notification list', () => {
  it('lists newest first with the contract fields and only the caller’s own', async () => {
    const alex = await registerPlayer(t.app);
    const sam = await registerPlayer(t.app);
    await notify(t, alex.id, 'First');
    await notify(t, alex.id, 'Second');
    await notify(t, sam.id, 'For Sam');
    const reply = await poll(t, alex.token);
    expect(reply.status).toBe(200);
    expect(reply.body.map((n) => n.title)).toEqual(['Second', 'First']);
    expect(Object.keys(reply.body[0]!).sort()).toEqual(
      [
        'actionUrl',
        'count',
        'createdAt',
        'description',
        'icon',
        'id',
        'read',
        'title',
        'type',
      ].sort(),
    );
  });

  it('answers an unchanged poll with 304 and no body, and a changed one with the new list', async () => {
    const alex = await registerPlayer(t.app);
    await notify(t, alex.id, 'Hello');
    const first = await poll(t, alex.token);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(first.headers[COUPLE_HEADER]).toBe('none');

    const unchanged = await poll(t, alex.token, etag);
    expect(unchanged.status).toBe(304);
    expect(unchanged.response.body).toBe('');
    expect(unchanged.headers[COUPLE_HEADER]).toBe('none');

    await notify(t, alex.id, 'News');
    const changed = await poll(t, alex.token, etag);
    expect(changed.status).toBe(200);
    expect(changed.body[0]?.title).toBe('News');
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('marks one, marks all, and clears; each change ends the 304s', async () => {
    const alex = await registerPlayer(t.app);
    await notify(t, alex.id, 'One');
    await notify(t, alex.id, 'Two');
    const [two, one] = (await poll(t, alex.token)).body;
    let etag = (await poll(t, alex.token)).headers.etag as string;

    const markOne = await callRoute(t.app, markRead, {
      token: alex.token,
      params: { id: one!.id },
    });
    expect(markOne.status).toBe(200);
    let after = await poll(t, alex.token, etag);
    expect(after.status).toBe(200);
    expect(after.body.map((n) => n.read)).toEqual([false, true]);
    etag = after.headers.etag as string;

    expect((await callRoute(t.app, markAllRead, { token: alex.token })).status).toBe(200);
    after = await poll(t, alex.token, etag);
    expect(after.body.every((n) => n.read)).toBe(true);
    expect(two).toBeDefined();

    expect((await callRoute(t.app, clear, { token: alex.token })).status).toBe(200);
    expect((await poll(t, alex.token)).body).toEqual([]);
  });

  it('never lets a player mark another player’s notification', async () => {
    const alex = await registerPlayer(t.app);
    const sam = await registerPlayer(t.app);
    await notify(t, alex.id, 'Private');
    const [mine] = (await poll(t, alex.token)).body;
    const reply = await callRoute(t.app, markRead, { token: sam.token, params: { id: mine!.id } });
    expect(reply.status).toBe(404);
    expect((await poll(t, alex.token)).body[0]?.read).toBe(false);
  });
});

describe('several nodes on one database', () => {
  let second: TestApp;
  beforeAll(async () => {
    second = await createTestApp({}, { sameDatabaseAs: t });
  });
  afterAll(async () => second.close());

  it('a change announced by another node ends the 304s here', async () => {
    const alex = await registerPlayer(t.app);
    await notify(t, alex.id, 'Before');
    // This node remembers Alex's state.
    const etag = (await poll(second, alex.token)).headers.etag as string;
    expect((await poll(second, alex.token, etag)).status).toBe(304);

    // Another node writes on its own connection: this process learns of it only through
    // the database's NOTIFY, as a separate server process would.
    const other = drizzle(new pg.Pool({ connectionString: t.databaseUrl, max: 1 }), { schema });
    await other.transaction(async (tx) => {
      await tx
        .insert(schema.notifications)
        .values(storedNotification(alex.id, notificationDraft('After')));
      await announcePlayersChanged(tx, [alex.id]);
    });
    await other.$client.end();

    const seen = await waitFor('this node to see the change', async () => {
      const reply = await poll(second, alex.token, etag);
      return reply.status === 200 ? reply : undefined;
    });
    expect(seen.body.map((n) => n.title)).toEqual(['After', 'Before']);
  });
});
