import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupleStamp } from '@shared/domain/notifications';
import { createListeningApp, type ListeningApp } from '../../tests/support/server/listening-app';
import { claimsOf, connectedCouple } from '../../tests/support/server/couples';
import { freePort } from '../../tests/support/server/server-process';
import { giveConsent, registerPlayer, uniqueEmail } from '../../tests/support/server/players';
import { createServerApi, type ServerApi } from './server-api';
import { unreachableMessage } from './server-http';

let t: ListeningApp;
let api: ServerApi;
beforeAll(async () => {
  t = await createListeningApp();
  api = createServerApi({ fetch: globalThis.fetch, serverAddress: () => t.baseUrl });
});
afterAll(async () => t.close());

const apiAt = (address: string) =>
  createServerApi({ fetch: globalThis.fetch, serverAddress: () => address });

/** A web server that is not Velvet: a page for every path, 503 for the notification list. */
async function notVelvet(): Promise<{ address: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    if (request.url === '/api/notifications') response.writeHead(503).end('busy');
    else response.writeHead(200, { 'Content-Type': 'text/html' }).end('<h1>Router</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    address: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('signing in through the server API', () => {
  it('logs in with the right password', async () => {
    const alex = await registerPlayer(t.app);
    const result = await api.login({ email: alex.email, password: alex.password });
    expect(result).toMatchObject({ ok: true, value: { id: alex.id, email: alex.email } });
    expect(result.ok && claimsOf(result.value.token).sub).toBe(alex.id);
  });

  it('gives the server’s answer to a wrong password', async () => {
    const alex = await registerPlayer(t.app);
    await expect(api.login({ email: alex.email, password: 'wrong password' })).resolves.toEqual({
      ok: false,
      status: 401,
      message: 'Invalid email or password.',
    });
  });

  it('registers after the consents, and gives the server’s message without them', async () => {
    const fields = {
      displayName: 'Robin',
      nickname: null,
      email: uniqueEmail(),
      password: 'correct horse battery',
      gender: 0,
      genderDescription: null,
      pronouns: null,
      coupleId: null,
      inviteToken: null,
    };
    await expect(api.register(fields)).resolves.toEqual({
      ok: false,
      status: 403,
      message:
        'Please confirm you are 18 or older and agree to the disclaimer before creating an account.',
    });
    await giveConsent(t.app, fields.email);
    await expect(api.register(fields)).resolves.toMatchObject({
      ok: true,
      value: { email: fields.email, displayName: 'Robin' },
    });
  });

  it('refreshes a session with its token', async () => {
    const alex = await registerPlayer(t.app);
    await expect(api.refreshSession(alex.token)).resolves.toMatchObject({
      ok: true,
      value: { id: alex.id },
    });
    await expect(api.refreshSession('not-a-token')).resolves.toMatchObject({
      ok: false,
      status: 401,
    });
  });

  it('signs out on the server, ending the token there', async () => {
    const alex = await registerPlayer(t.app);
    await expect(api.logout(alex.token)).resolves.toEqual({
      ok: true,
      value: { message: expect.any(String) },
    });
    await expect(api.refreshSession(alex.token)).resolves.toMatchObject({
      ok: false,
      status: 401,
    });
    await expect(api.logout(alex.token)).resolves.toMatchObject({ ok: false, status: 401 });
  });

  it('refuses a staff sign-in with a wrong password', async () => {
    const result = await api.adminLogin({ email: 'nobody@example.com', password: 'wrong' });
    expect(result).toMatchObject({ ok: false, status: 401 });
  });

  it('says the server cannot be reached when nothing listens', async () => {
    const address = `http://127.0.0.1:${await freePort()}`;
    await expect(apiAt(address).login({ email: 'a@example.com', password: 'x' })).resolves.toEqual({
      ok: false,
      status: 0,
      message: unreachableMessage(address),
    });
  });

  it('says when the address is some other web server', async () => {
    const other = await notVelvet();
    try {
      await expect(
        apiAt(other.address).login({ email: 'a@example.com', password: 'x' }),
      ).resolves.toEqual({
        ok: false,
        status: 502,
        message: `${other.address} did not answer like a Velvet server.`,
      });
    } finally {
      await other.close();
    }
  });
});

describe('polling notifications through the server API', () => {
  it('gets the list with an ETag, then 304 with that ETag while nothing changed', async () => {
    const alex = await registerPlayer(t.app);
    const first = await api.pollNotifications(alex.token, null);
    expect(first).toMatchObject({ kind: 'changed', items: [], coupleStamp: 'none' });
    const etag = first.kind === 'changed' ? first.etag : null;
    expect(etag).toMatch(/^W\/".+"$/);

    await expect(api.pollNotifications(alex.token, etag)).resolves.toEqual({
      kind: 'unchanged',
      coupleStamp: 'none',
    });
  });

  it('carries the couple stamp on changed and unchanged answers once a partner joined', async () => {
    const { player1, player2, coupleId } = await connectedCouple(t.app);
    const stamp = coupleStamp({ coupleId, player1Id: player1.id, player2Id: player2.id });

    const first = await api.pollNotifications(player1.token, null);
    expect(first).toMatchObject({ kind: 'changed', coupleStamp: stamp });
    expect(first.kind === 'changed' && first.items.map((item) => item.read)).toEqual([false]);
    const etag = first.kind === 'changed' ? first.etag : null;
    await expect(api.pollNotifications(player1.token, etag)).resolves.toEqual({
      kind: 'unchanged',
      coupleStamp: stamp,
    });
  });

  it('reports a refused token as unauthorized', async () => {
    await expect(api.pollNotifications('not-a-token', null)).resolves.toEqual({
      kind: 'unauthorized',
    });
  });

  it('fails when nothing listens at the address', async () => {
    const address = `http://127.0.0.1:${await freePort()}`;
    const poll = await apiAt(address).pollNotifications('token', null);
    expect(poll).toMatchObject({ kind: 'failed', reason: expect.stringMatching(/^network: /) });
  });

  it('fails on a server error', async () => {
    const other = await notVelvet();
    try {
      await expect(apiAt(other.address).pollNotifications('token', null)).resolves.toEqual({
        kind: 'failed',
        reason: 'status 503',
      });
    } finally {
      await other.close();
    }
  });
});
