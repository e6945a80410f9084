/// <reference types="node" />
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { access, defineRoute } from '@shared/api/define';
import { api, ApiError, SESSION_SETTLE_MS } from './api-client';
import { setApiBaseUrl } from './http';

// A call refused with 401 ends the session, unless the player's token was replaced meanwhile
// (their own password change, whose live event can bring a read before its reply stores the
// new token): then the call is made once more with the new one. Against a real HTTP server
// that accepts only the token named `accepted`.

const getItem = defineRoute({
  name: 'test.getItem',
  method: 'GET',
  path: '/api/items/:id',
  access: access.player,
  params: z.object({ id: z.string() }),
  response: z.object({ id: z.string() }),
});

let accepted = 'new-token';
const tokensSeen: string[] = [];
let server: Server;

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    tokensSeen.push(token);
    const ok = request.url?.startsWith('/api/items/') && token === accepted;
    response.writeHead(ok ? 200 : 401, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(ok ? { id: 'one' } : { message: 'Your session has ended.' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  setApiBaseUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
beforeEach(() => {
  tokensSeen.length = 0;
  accepted = 'new-token';
});
afterAll(async () => {
  setApiBaseUrl('');
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('a call refused for its token', () => {
  it('is made again with the token that replaced it, and the player stays signed in', async () => {
    window.localStorage.setItem('token', 'old-token');
    const call = api(getItem, { params: { id: 'one' } });
    // The password change's reply arrives while the refused read waits.
    setTimeout(() => window.localStorage.setItem('token', 'new-token'), SESSION_SETTLE_MS / 5);
    await expect(call).resolves.toEqual({ id: 'one' });
    expect(tokensSeen).toEqual(['old-token', 'new-token']);
    expect(window.localStorage.getItem('token')).toBe('new-token');
  });

  it('ends the session when no new token comes, and says why', async () => {
    window.localStorage.setItem('token', 'old-token');
    accepted = 'some-other-token';
    const started = Date.now();
    const error = await api(getItem, { params: { id: 'one' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Your session has ended.');
    expect(Date.now() - started).toBeGreaterThanOrEqual(SESSION_SETTLE_MS - 50);
    // Asked once (and the sign-out told the server); the token is gone from this device.
    expect(tokensSeen.filter((token) => token === 'old-token').length).toBeGreaterThanOrEqual(1);
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
