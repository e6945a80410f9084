/// <reference types="node" />
import { createServer, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { COUPLE_ID, PLAYER_ID, playerTestToken } from '../../../tests/support/renderer/session';
import { setApiBaseUrl } from '../lib/http';
import { createWebPlatform } from './web';

// The browser's sign-out against a real HTTP server that holds its answer to a session refresh
// (asked for when the partner joins) until the sign-out is done.

let server: Server;
let heldRefresh: ServerResponse | null = null;
let refreshAsked: () => void = () => {};

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/api/players/session/refresh') {
      heldRefresh = response;
      refreshAsked();
      return;
    }
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ message: 'Logged out.' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  setApiBaseUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
beforeEach(() => window.localStorage.clear());
afterAll(async () => {
  setApiBaseUrl('');
  await new Promise((resolve) => server.close(resolve));
});

it('stays signed out when a session refresh is answered after the sign-out', async () => {
  window.localStorage.setItem('token', playerTestToken());
  const platform = createWebPlatform();
  await platform.ready();
  const asked = new Promise<void>((resolve) => (refreshAsked = resolve));
  const refresh = platform.refreshSession();
  await asked;

  await platform.logout();
  expect(platform.currentSession()).toBeNull();
  heldRefresh!.writeHead(200, { 'Content-Type': 'application/json' });
  heldRefresh!.end(
    JSON.stringify({
      token: playerTestToken(COUPLE_ID),
      id: PLAYER_ID,
      email: 'sam@example.com',
      displayName: 'Sam',
      coupleId: COUPLE_ID,
      emailVerified: true,
    }),
  );
  await refresh;

  expect(platform.currentSession()).toBeNull();
  expect(window.localStorage.getItem('token')).toBeNull();
});
