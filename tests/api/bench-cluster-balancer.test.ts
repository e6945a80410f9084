import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHaproxy, type RunningBalancer } from '../support/server/haproxy';
import { ScenarioCalls } from '../bench/scenario-calls';
import { waitFor } from '../support/server/wait';

const haproxyInstalled = !spawnSync('haproxy', ['-v']).error;

/** A stand-in node: says who it is, and answers /api/health/ready as `ready` says. */
async function standInNode(name: string) {
  const node = { ready: true, server: null as Server | null, port: 0 };
  node.server = createServer((request, response) => {
    if (request.url === '/api/health/ready') {
      response.writeHead(node.ready ? 200 : 503).end();
      return;
    }
    if (request.url === '/reset') {
      request.socket.destroy();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ name }));
  });
  await new Promise<void>((resolve) => node.server!.listen(0, '127.0.0.1', resolve));
  node.port = (node.server.address() as AddressInfo).port;
  return node;
}

// The pieces of npm run bench:cluster, quickly: the balancer's readiness checks and how the
// scenario's client names what went wrong. The whole run is too slow for npm test.
describe.skipIf(!haproxyInstalled)('bench:cluster: HAProxy in front of two nodes', () => {
  let first: Awaited<ReturnType<typeof standInNode>>;
  let second: Awaited<ReturnType<typeof standInNode>>;
  let balancer: RunningBalancer;
  let workDir = '';

  beforeAll(async () => {
    workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'velvet-balancer-'));
    first = await standInNode('first');
    second = await standInNode('second');
    balancer = await startHaproxy(workDir, [first.port, second.port]);
  });

  afterAll(async () => {
    await balancer?.stop();
    first?.server?.close();
    second?.server?.close();
    await fs.rm(workDir, { recursive: true, force: true });
  });

  const answeredBy = async () => {
    const names = new Set<string>();
    for (let i = 0; i < 6; i++)
      names.add(
        ((await (await fetch(`${balancer.url}/api/version`)).json()) as { name: string }).name,
      );
    return names;
  };

  const wentDown = (node: string) =>
    waitFor(`${node} down`, () =>
      balancer.stateChanges().some((change) => change.text.includes(`${node} is DOWN`)),
    );

  it('spreads requests over the ready nodes and stops sending to one that turns not ready', async () => {
    expect(await answeredBy()).toEqual(new Set(['first', 'second']));
    second.ready = false;
    await wentDown('node-2');
    expect(await answeredBy()).toEqual(new Set(['first']));
  });

  it('counts a connection cut mid-request and an HTTP error by their kind', async () => {
    const direct = new ScenarioCalls([`http://127.0.0.1:${first.port}`], 2_000);
    expect(await direct.call('cut', { method: 'GET', path: '/reset', token: 't' })).toBeNull();
    expect([...direct.errorKinds]).toEqual([['connection reset', 1]]);

    first.ready = false;
    await wentDown('node-1');
    const viaBalancer = new ScenarioCalls([balancer.url], 2_000);
    await viaBalancer.call('no node left', { method: 'GET', path: '/api/version', token: 't' });
    expect([...viaBalancer.errorKinds]).toEqual([['HTTP 503', 1]]);
  });
});
