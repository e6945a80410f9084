import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminRole } from '@shared/api/define';
import { listSupportMessages, markSupportMessageHandled } from '@shared/api/support';
import { SUPPORT_MESSAGES } from '@shared/domain/support';
import { supportMessages } from '../../src/server/db/schema';
import { createStaffAccount } from '../support/server/admin';
import { callRoute, callRouteOk } from '../support/server/call-route';
import { registerPlayer } from '../support/server/players';
import {
  sendSupportMessage,
  storedBySubject,
  validSupportMessage as validMessage,
} from '../support/server/support-messages';
import { createTestApp, type TestApp } from '../support/server/test-app';

// The staff's side of Help & Support: the panel's list and marking a message handled, with the
// panel's role rules. Sending is in support.test.ts.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const send = (payload: unknown, options: { app?: TestApp } = {}) =>
  sendSupportMessage(options.app ?? t, payload);

describe('the staff list', () => {
  let listApp: TestApp;
  let reader: string;
  const subjects: string[] = [];
  beforeAll(async () => {
    // A database of its own, so the list holds exactly the messages written here.
    listApp = await createTestApp({ SUPPORT_RATE_LIMIT: '1000' });
    reader = (await createStaffAccount(listApp.app, listApp.database.db, AdminRole.User)).token;
    for (let i = 1; i <= 5; i++) {
      const sent = validMessage({ subject: `Message number ${i}` });
      expect((await send(sent, { app: listApp })).statusCode).toBe(201);
      subjects.push(sent.subject);
    }
  });
  afterAll(async () => listApp?.close());

  const page = (query: { page?: number; pageSize?: number }) =>
    callRouteOk(listApp.app, listSupportMessages, { token: reader, query });

  it('lists the messages newest first with every field a staff member needs', async () => {
    const { messages, pagination } = await page({});
    expect(messages.map((m) => m.subject)).toEqual([...subjects].reverse());
    expect(pagination).toEqual({ page: 1, pageSize: 50, totalCount: 5, totalPages: 1 });
    expect(messages[0]).toEqual({
      id: expect.any(String),
      name: 'Jordan Vale',
      email: expect.stringMatching(/@example\.com$/),
      subject: 'Message number 5',
      message: expect.stringContaining('Where are our results?'),
      playerId: null,
      createdAt: expect.any(String),
      handledAt: null,
      handledByName: null,
    });
  });

  it('pages like the other admin lists', async () => {
    expect(await page({ page: 1, pageSize: 2 })).toMatchObject({
      messages: [{ subject: 'Message number 5' }, { subject: 'Message number 4' }],
      pagination: { page: 1, pageSize: 2, totalCount: 5, totalPages: 3 },
    });
    expect(await page({ page: 3, pageSize: 2 })).toMatchObject({
      messages: [{ subject: 'Message number 1' }],
      pagination: { page: 3, pageSize: 2, totalCount: 5, totalPages: 3 },
    });
    expect((await page({ page: 4, pageSize: 2 })).messages).toEqual([]);
    const bad = await callRoute(listApp.app, listSupportMessages, {
      token: reader,
      query: { page: 0, pageSize: 2 },
    });
    expect(bad.status).toBe(400);
    expect(bad.response.json()).toEqual({ message: expect.stringMatching(/page/) });
  });
});

describe('who may read and mark messages', () => {
  const FORBIDDEN = { message: 'Forbidden - admin access required' };
  const UNAUTHORIZED = { message: 'Unauthorized - please login again' };

  async function writtenMessageId() {
    const sent = validMessage();
    expect((await send(sent)).statusCode).toBe(201);
    const [stored] = await storedBySubject(t, sent.subject);
    if (!stored) throw new Error('not stored');
    return stored.id;
  }

  const mark = (id: string, token?: string) =>
    callRoute(t.app, markSupportMessageHandled, { params: { id }, ...(token ? { token } : {}) });

  it('lets a User read the list but not mark a message handled', async () => {
    const user = await createStaffAccount(t.app, t.database.db, AdminRole.User);
    const id = await writtenMessageId();
    const list = await callRoute(t.app, listSupportMessages, {
      token: user.token,
      query: { pageSize: 1000 },
    });
    expect(list.status).toBe(200);
    expect(list.body.messages.some((m) => m.id === id)).toBe(true);

    const refused = await mark(id, user.token);
    expect({ status: refused.status, body: refused.response.json() }).toEqual({
      status: 403,
      body: FORBIDDEN,
    });
    expect(
      (await t.database.db.select().from(supportMessages).where(eq(supportMessages.id, id)))[0],
    ).toMatchObject({ handledAt: null, handledBy: null });
  });

  it('lets an Admin mark a message handled, naming them; marking again keeps the first', async () => {
    const admin = await createStaffAccount(t.app, t.database.db, AdminRole.Admin, {
      displayName: 'Avery Admin',
    });
    const superAdmin = await createStaffAccount(t.app, t.database.db, AdminRole.SuperAdmin, {
      displayName: 'Sky Super',
    });
    const id = await writtenMessageId();

    const first = await mark(id, admin.token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id, handledByName: 'Avery Admin' });
    expect(Date.parse(first.body.handledAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const again = await mark(id, superAdmin.token);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);

    const { messages } = await callRouteOk(t.app, listSupportMessages, {
      token: superAdmin.token,
      query: { pageSize: 1000 },
    });
    expect(messages.find((m) => m.id === id)).toEqual(first.body);

    // A SuperAdmin marks one of their own.
    const other = await writtenMessageId();
    expect((await mark(other, superAdmin.token)).body.handledByName).toBe('Sky Super');
  });

  it('answers 404 for a message that does not exist', async () => {
    const admin = await createStaffAccount(t.app, t.database.db, AdminRole.Admin);
    const reply = await mark('00000000-0000-4000-8000-000000000000', admin.token);
    expect({ status: reply.status, body: reply.response.json() }).toEqual({
      status: 404,
      body: { message: SUPPORT_MESSAGES.notFound },
    });
  });

  it('refuses players and visitors on both staff routes', async () => {
    const player = await registerPlayer(t.app);
    const id = await writtenMessageId();
    for (const token of [undefined, player.token]) {
      const list = await callRoute(t.app, listSupportMessages, {
        query: {},
        ...(token ? { token } : {}),
      });
      expect({ status: list.status, body: list.response.json() }).toEqual({
        status: 401,
        body: UNAUTHORIZED,
      });
      const marked = await mark(id, token);
      expect({ status: marked.status, body: marked.response.json() }).toEqual({
        status: 401,
        body: UNAUTHORIZED,
      });
    }
    expect(
      (await t.database.db.select().from(supportMessages).where(eq(supportMessages.id, id)))[0]
        ?.handledAt,
    ).toBeNull();
  });
});
