import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerHttp, ServerCallError, unreachableMessage } from './server-http';

/**
 * A small web server standing in for a far-away Velvet: it echoes the Authorization header
 * it received, answers `/slow` after two seconds and `/taken` with a refusal.
 */
let server: http.Server;
let address: string;
beforeAll(async () => {
  server = http.createServer((request, response) => {
    const reply = (status: number, body: unknown) =>
      response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    if (request.url === '/slow') {
      const timer = setTimeout(() => reply(200, { late: true }), 2000);
      request.socket.on('close', () => clearTimeout(timer));
    } else if (request.url === '/taken') {
      reply(409, { message: 'This email is already registered.' });
    } else {
      reply(200, { authorization: request.headers.authorization ?? null });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  address = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const httpAt = (timeoutMs?: number) =>
  createServerHttp({ fetch: globalThis.fetch, serverAddress: () => address, timeoutMs });

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('the main process’s HTTP client', () => {
  it('attaches the token of the call, and none to a call without one', async () => {
    const client = httpAt();
    const signedIn = await client.get<string>('/echo', { token: 'the-token' });
    expect(JSON.parse(signedIn.data)).toEqual({ authorization: 'Bearer the-token' });
    const anonymous = await client.get<string>('/echo');
    expect(JSON.parse(anonymous.data)).toEqual({ authorization: null });
  });

  it('gives up on a server slower than its timeout, saying the server cannot be reached', async () => {
    const started = Date.now();
    const error = await failureOf(httpAt(300).get('/slow'));
    expect(Date.now() - started).toBeLessThan(1500);
    expect(error).toBeInstanceOf(ServerCallError);
    expect(error).toMatchObject({ status: 0, message: unreachableMessage(address) });
  });

  it('lets one call wait less than the others', async () => {
    const started = Date.now();
    const error = await failureOf(httpAt().get('/slow', { timeout: 300 }));
    expect(Date.now() - started).toBeLessThan(1500);
    expect(error).toMatchObject({ status: 0, message: unreachableMessage(address) });
  });

  it('waits for a slow server within its timeout', async () => {
    const answer = await httpAt(5000).get<string>('/slow');
    expect(JSON.parse(answer.data)).toEqual({ late: true });
  });

  it('surfaces the server’s own message for a refusal', async () => {
    const error = await failureOf(httpAt().post('/taken', { email: 'a@example.com' }));
    expect(error).toBeInstanceOf(ServerCallError);
    expect(error).toMatchObject({ status: 409, message: 'This email is already registered.' });
  });
});
