/// <reference types="node" />
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { access, defineRoute } from '@shared/api/define';
import { ApiError, callRoute, NETWORK_ERROR_MESSAGE, setApiBaseUrl } from './http';

// The transport under every screen, against a real HTTP server whose replies each test sets,
// including the ones Velvet's own server never sends (an unreadable body, a proxy's error page).

const getItem = defineRoute({
  name: 'test.getItem',
  method: 'GET',
  path: '/api/items/:id',
  access: access.player,
  params: z.object({ id: z.string() }),
  query: z.object({ timeZone: z.string(), page: z.number().optional() }),
  response: z.object({ id: z.string() }),
});
const saveItem = defineRoute({
  name: 'test.saveItem',
  method: 'POST',
  path: '/api/items',
  access: access.player,
  body: z.object({ title: z.string() }),
  response: z.object({ message: z.string() }),
});

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}
let seen: Seen[] = [];
let reply: (response: ServerResponse) => void = (response) => response.end();
let server: Server;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
      });
      reply(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  setApiBaseUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterEach(() => {
  seen = [];
});
afterAll(async () => {
  setApiBaseUrl('');
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const json = (status: number, value: unknown) => (response: ServerResponse) => {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(value));
};

describe('callRoute', () => {
  it('fills the path, sends the query’s set values and returns the parsed reply', async () => {
    reply = json(200, { id: 'a/b' });
    const item = await callRoute(getItem, {
      params: { id: 'a/b' },
      query: { timeZone: 'Europe/Paris', page: undefined },
    });
    expect(item).toEqual({ id: 'a/b' });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      method: 'GET',
      url: '/api/items/a%2Fb?timeZone=Europe%2FParis',
    });
    expect(seen[0]!.headers['content-type']).toBeUndefined();
  });

  it('sends the body as JSON with the caller’s headers', async () => {
    reply = json(200, { message: 'Saved.' });
    const saved = await callRoute(
      saveItem,
      { body: { title: 'Ours' } },
      { Authorization: 'Bearer t' },
    );
    expect(saved).toEqual({ message: 'Saved.' });
    expect(seen[0]).toMatchObject({ method: 'POST', body: '{"title":"Ours"}' });
    expect(seen[0]!.headers).toMatchObject({
      'content-type': 'application/json',
      authorization: 'Bearer t',
      accept: 'application/json',
    });
  });

  it('turns a refusal into an ApiError with the server’s message and status', async () => {
    reply = json(409, { message: 'You are already connected with a partner.' });
    const failure = await callRoute(saveItem, { body: { title: 'x' } }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 409,
      message: 'You are already connected with a partner.',
    });
  });

  it('shows the text of an error page that is not JSON', async () => {
    reply = (response) => {
      response.writeHead(502, { 'Content-Type': 'text/plain' });
      response.end('Bad gateway\n');
    };
    await expect(callRoute(saveItem, { body: { title: 'x' } })).rejects.toMatchObject({
      status: 502,
      message: 'Bad gateway',
    });
  });

  it('says so when a successful reply cannot be read', async () => {
    reply = (response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end('{"id":');
    };
    await expect(
      callRoute(getItem, { params: { id: '1' }, query: { timeZone: 'UTC' } }),
    ).rejects.toMatchObject({
      status: 0,
      message: 'The server sent an unreadable reply.',
    });
  });

  it('says Velvet cannot be reached when nothing answers', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    setApiBaseUrl(`http://127.0.0.1:${port}`);
    try {
      await expect(callRoute(saveItem, { body: { title: 'x' } })).rejects.toMatchObject({
        status: 0,
        message: NETWORK_ERROR_MESSAGE,
      });
    } finally {
      setApiBaseUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    }
  });

  it('hands a caller that gave up its own abort, not an error to show', async () => {
    reply = () => undefined; // never answers
    const controller = new AbortController();
    const call = callRoute(saveItem, { body: { title: 'x' }, signal: controller.signal });
    await expect.poll(() => seen.length).toBe(1);
    controller.abort();
    const failure = await call.catch((e: unknown) => e);
    expect(failure).not.toBeInstanceOf(ApiError);
    expect((failure as Error).name).toBe('AbortError');
  });
});
