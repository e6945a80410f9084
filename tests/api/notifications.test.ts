import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPLE_HEADER } from '@shared/domain/notifications';
import * as schema from '../../src/server/db/schema';
import { announcePlayersChanged } from '../../src/server/modules/notifications/player-changes';
import {
  createNotifier,
  type NotificationDraft,
} from '../../src/server/modules/notifications/notifier';
import { createTestApp, type TestApp } from '../support/server/test-app';
import { bearer, registerPlayer } from '../support/server/players';
import { waitFor } from '../support/server/wait';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const draft = (title: string): NotificationDraft => ({
  type: 'message',
  icon: '💌',
  title,
  description: `${title}, described`,
  actionUrl: '/dashboard',
});

/** Creates a notification the way every module does: through the notifier, in a transaction. */
async function notify(app: TestApp, playerId: string, title: string) {
  const notifier = createNotifier({ mailer: app.app.mailer, publicUrl: 'http://velvet.test' });
  await app.database.db.transaction((tx) => notifier.notify(tx, playerId, draft(title)));
}

const poll = (app: TestApp, token: string, etag?: string) =>
  app.app.inject({
    method: 'GET',
    url: '/api/notifications',
    headers: { ...bearer(token), ...(etag ? { 'if-none-match': etag } : {}) },
  });

describe('the notification list', () => {
  it('lists newest first with the spec fields and only the caller’s own', async () => {
    const alex = await registerPlayer(t.app);
    const sam = await registerPlayer(t.app);
    await notify(t, alex.id, 'First');
    await notify(t, alex.id, 'Second');
    await notify(t, sam.id, 'For Sam');
    const response = await poll(t, alex.token);
    expect(response.statusCode).toBe(200);
    const list = response.json() as { title: string }[];
    expect(list.map((n) => n.title)).toEqual(['Second', 'First']);
    expect(Object.keys(list[0]!).sort()).toEqual(
      ['actionUrl', 'createdAt', 'description', 'icon', 'id', 'read', 'title', 'type'].sort(),
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
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers[COUPLE_HEADER]).toBe('none');

    await notify(t, alex.id, 'News');
    const changed = await poll(t, alex.token, etag);
    expect(changed.statusCode).toBe(200);
    expect((changed.json() as { title: string }[])[0]?.title).toBe('News');
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('marks one, marks all, and clears; each change ends the 304s', async () => {
    const alex = await registerPlayer(t.app);
    await notify(t, alex.id, 'One');
    await notify(t, alex.id, 'Two');
    const [two, one] = (await poll(t, alex.token)).json() as { id: string; read: boolean }[];
    let etag = (await poll(t, alex.token)).headers.etag as string;

    const markOne = await t.app.inject({
      method: 'PUT',
      url: `/api/notifications/${one!.id}/read`,
      headers: bearer(alex.token),
    });
    expect(markOne.statusCode).toBe(200);
    let after = await poll(t, alex.token, etag);
    expect(after.statusCode).toBe(200);
    expect((after.json() as { id: string; read: boolean }[]).map((n) => n.read)).toEqual([
      false,
      true,
    ]);
    etag = after.headers.etag as string;

    await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/read-all',
      headers: bearer(alex.token),
    });
    after = await poll(t, alex.token, etag);
    expect((after.json() as { read: boolean }[]).every((n) => n.read)).toBe(true);
    expect(two).toBeDefined();

    await t.app.inject({
      method: 'DELETE',
      url: '/api/notifications',
      headers: bearer(alex.token),
    });
    expect((await poll(t, alex.token)).json()).toEqual([]);
  });

  it('never lets a player mark another player’s notification', async () => {
    const alex = await registerPlayer(t.app);
    const sam = await registerPlayer(t.app);
    await notify(t, alex.id, 'Private');
    const [mine] = (await poll(t, alex.token)).json() as { id: string }[];
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/notifications/${mine!.id}/read`,
      headers: bearer(sam.token),
    });
    expect(response.statusCode).toBe(404);
    expect(((await poll(t, alex.token)).json() as { read: boolean }[])[0]?.read).toBe(false);
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
    expect((await poll(second, alex.token, etag)).statusCode).toBe(304);

    // Another node writes on its own connection: this process learns of it only through
    // the database's NOTIFY, as a separate server process would.
    const other = drizzle(new pg.Pool({ connectionString: t.databaseUrl, max: 1 }), { schema });
    await other.transaction(async (tx) => {
      await tx.insert(schema.notifications).values({ playerId: alex.id, ...draft('After') });
      await announcePlayersChanged(tx, [alex.id]);
    });
    await other.$client.end();

    const seen = await waitFor('this node to see the change', async () => {
      const response = await poll(second, alex.token, etag);
      return response.statusCode === 200 ? response : undefined;
    });
    expect((seen.json() as { title: string }[]).map((n) => n.title)).toEqual(['After', 'Before']);
  });
});
