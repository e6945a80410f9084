import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { freePort } from './server-process';

/** How often HAProxy asks each node /api/health/ready, and after how many answers it acts. */
const CHECK_INTERVAL_MS = 500;
const CHECKS_TO_CHANGE = 2;
/**
 * How long a check may wait for its answer. A node in a burst of work answers late but is
 * serving: with a timeout as short as the interval, a burst across all nodes (every couple
 * asking for a task at once) took every node out together and the balancer answered 503 to
 * all. A stopping node says so at once and a killed one refuses the connection at once.
 */
const CHECK_TIMEOUT_MS = 3_000;

export interface RunningBalancer {
  url: string;
  /** When HAProxy said a node went down or came back (ms since the epoch), and its words. */
  stateChanges(): { at: number; text: string }[];
  stop(): Promise<void>;
}

/** HAProxy's version line, or null where it is not installed. */
export function haproxyVersion(): string | null {
  const probe = spawnSync('haproxy', ['-v'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) return null;
  return probe.stdout.split('\n')[0]!;
}

/**
 * The balancer's configuration: round robin over the nodes, no stickiness (any node serves
 * any request), a node taken out of rotation after two failed readiness checks, and a request
 * whose connection to a node fails (a killed one) sent to another node instead. Requests that
 * reached a node are not retried: a POST must not be applied twice. Every answer names the node
 * that served it (X-Served-By), so a test can tell which node a request reached.
 */
export interface BalancerOptions {
  /**
   * A request header naming a node ("node-2") that sends the request to that node rather than
   * the next in turn: for a test that must know which node serves a given write.
   */
  pinHeader?: string;
}

export function haproxyConfig(
  port: number,
  nodePorts: readonly number[],
  options: BalancerOptions = {},
): string {
  const names = nodePorts.map((_, index) => `node-${index + 1}`);
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  option httplog',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    `  timeout check ${CHECK_TIMEOUT_MS}`,
    '  retries 2',
    '  retry-on conn-failure',
    '  option redispatch 1',
    'frontend velvet',
    `  bind 127.0.0.1:${port}`,
    '  option forwardfor',
    '  default_backend nodes',
    'backend nodes',
    '  balance roundrobin',
    '  option httpchk GET /api/health/ready',
    '  http-check expect status 200',
    '  http-response set-header X-Served-By %s',
    `  default-server inter ${CHECK_INTERVAL_MS} fall ${CHECKS_TO_CHANGE} rise ${CHECKS_TO_CHANGE}`,
    ...(options.pinHeader
      ? names.map(
          (name) => `  use-server ${name} if { req.hdr(${options.pinHeader}) -m str ${name} }`,
        )
      : []),
    ...nodePorts.map((nodePort, index) => `  server ${names[index]} 127.0.0.1:${nodePort} check`),
    '',
  ].join('\n');
}

/** Starts HAProxy in the foreground in front of the nodes; resolves once it answers. */
export async function startHaproxy(
  workDir: string,
  nodePorts: readonly number[],
  options: BalancerOptions = {},
): Promise<RunningBalancer> {
  const port = await freePort();
  const configFile = path.join(workDir, 'haproxy.cfg');
  await fs.writeFile(configFile, haproxyConfig(port, nodePorts, options));
  const child = spawn('haproxy', ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  const log = createWriteStream(path.join(workDir, 'haproxy.log'));
  const changes: { at: number; text: string }[] = [];
  let output = '';
  const read = (chunk: Buffer) => {
    log.write(chunk);
    output += chunk.toString('utf8');
    for (const line of chunk.toString('utf8').split('\n')) {
      const change = /Server nodes\/\S+ is (DOWN|UP).*/.exec(line);
      if (change) changes.push({ at: Date.now(), text: `HAProxy: ${change[0].trim()}` });
    }
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`HAProxy exited:\n${output}`);
    const ready = await fetch(`${url}/api/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`HAProxy did not answer in 15 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    stateChanges: () => changes,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      log.end();
    },
  };
}
