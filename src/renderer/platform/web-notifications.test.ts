/// <reference types="node" />
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { COUPLE_HEADER, coupleStamp } from '@shared/domain/notifications';
import { aNotification } from '../../../tests/support/renderer/memory-notifications';
import { aPlayerSession } from '../../../tests/support/renderer/fake-player-bridge';
import { COUPLE_ID, PLAYER_ID } from '../../../tests/support/renderer/session';
import { setApiBaseUrl } from '../lib/http';
import type { Session } from './types';
import { createWebNotifications } from './web-notifications';

// The browser's reads of the list against a real HTTP server whose replies each test sets.

let seen: IncomingMessage['headers'][] = [];
let reply: (response: ServerResponse) => void = (response) => response.end();
let server: Server;

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(request.headers);
    reply(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  setApiBaseUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterEach(() => {
  seen = [];
});
afterAll(async () => {
  setApiBaseUrl('');
  await new Promise((resolve) => server.close(resolve));
});

const coupled: Session = aPlayerSession({
  coupleId: COUPLE_ID,
  player1Id: PLAYER_ID,
  player2Id: null,
});

function source(options: { token?: string | null; session?: Session } = {}) {
  const couplesChanged: string[] = [];
  const token = options.token === undefined ? 'sam-token' : options.token;
  const notifications = createWebNotifications({
    authHeaders: (): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {}),
    currentSession: () => options.session ?? coupled,
    onCoupleChanged: () => couplesChanged.push('changed'),
  });
  return { notifications, couplesChanged };
}

function answer(status: number, body?: unknown, headers: Record<string, string> = {}) {
  reply = (response) => {
    response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    response.end(body === undefined ? undefined : JSON.stringify(body));
  };
}

describe('createWebNotifications', () => {
  it('reads the list with the token, then asks with its ETag and hears 304 as unchanged', async () => {
    const { notifications } = source();
    const items = [aNotification()];
    answer(200, items, { ETag: '"v7"', [COUPLE_HEADER]: coupleStamp(coupled) });

    expect(await notifications.read(null)).toEqual({ kind: 'list', items, etag: '"v7"' });
    expect(seen[0]?.authorization).toBe('Bearer sam-token');
    expect(seen[0]?.['if-none-match']).toBeUndefined();

    answer(304, undefined, { ETag: '"v7"', [COUPLE_HEADER]: coupleStamp(coupled) });
    expect(await notifications.read('"v7"')).toEqual({ kind: 'unchanged' });
    expect(seen[1]?.['if-none-match']).toBe('"v7"');
  });

  it('reads a refused token (401) as an empty list, and asks nothing without a token', async () => {
    answer(401, { message: 'Your session has ended. Please sign in again.' });
    expect(await source().notifications.read('"v7"')).toEqual({
      kind: 'list',
      items: [],
      etag: null,
    });

    expect(await source({ token: null }).notifications.read(null)).toEqual({
      kind: 'list',
      items: [],
      etag: null,
    });
    expect(seen).toHaveLength(1);
  });

  it('fails on any other answer, so the list held stays', async () => {
    answer(503, { message: 'Velvet is busy.' });
    await expect(source().notifications.read('"v7"')).rejects.toThrow('503');
  });

  it('refreshes the session when the server names another couple, on 200 and on 304 alike', async () => {
    const { notifications, couplesChanged } = source();
    answer(200, [], { ETag: '"v1"', [COUPLE_HEADER]: coupleStamp(coupled) });
    await notifications.read(null);
    expect(couplesChanged).toEqual([]);

    // The partner joined: the server's stamp names them, the token does not yet.
    const joined = coupleStamp({ ...coupled, player2Id: 'partner-id' });
    answer(304, undefined, { ETag: '"v1"', [COUPLE_HEADER]: joined });
    await notifications.read('"v1"');
    answer(200, [], { ETag: '"v2"', [COUPLE_HEADER]: 'none' });
    await notifications.read('"v1"');
    expect(couplesChanged).toEqual(['changed', 'changed']);
  });
});
