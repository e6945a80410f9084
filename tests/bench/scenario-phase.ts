import type { SurveyStructure } from '@shared/api/survey';
import { answerSurvey, playCouple, pollNotifications, type Scenario } from './scenario-actors';
import { ScenarioCalls } from './scenario-calls';
import { checkOutcome, readBaseline, type CheckResult } from './scenario-checks';
import { ScenarioLedger } from './scenario-ledger';
import { json, setUpPopulation } from './scenario-setup';
import type { TestSmtpServer } from '../support/server/smtp';

/** Something done to the servers while the couples play, `atSeconds` into the load. */
export interface PhaseEvent {
  atSeconds: number;
  run(): void;
}

export interface PhaseResult {
  calls: ScenarioCalls;
  checks: CheckResult;
  /** Failed calls and problems found by the checks. */
  failures: number;
}

/**
 * One run of the load scenario (npm run bench:load, npm run bench:cluster): sets up the
 * couples through `baseUrls`, lets them play for `seconds` while `events` happen, prints the
 * calls' table, then checks that no notification was lost and no score awarded twice.
 */
export async function runPhase(options: {
  title: string;
  baseUrls: readonly string[];
  smtp: TestSmtpServer;
  playing: number;
  answering: number;
  seconds: number;
  events?: readonly PhaseEvent[];
  /** Called as the load starts and as it ends (the servers' memory, for instance). */
  atStart?: () => void;
  atEnd?: () => void;
  /** A call that has not answered after this long counts as a timeout. */
  callTimeoutMs?: number;
  /** Where the checks read each player's state; `baseUrls` unless given. */
  checkBaseUrls?: readonly string[];
}): Promise<PhaseResult> {
  const { baseUrls, smtp, seconds } = options;
  const structure = await json<SurveyStructure>(await fetch(`${baseUrls[0]}/api/survey/structure`));
  // The set-up looks for each proof among the mail received: the last phase's is no use.
  smtp.messages.length = 0;
  const setupStarted = Date.now();
  const population = await setUpPopulation({
    baseUrls: [...baseUrls],
    smtp,
    structure,
    playing: options.playing,
    answering: options.answering,
  });
  const couples = [...population.playing, ...population.answering];
  const baseline = await readBaseline(baseUrls[0]!, couples, population.playing);
  console.log(
    `\n${options.title}: ${population.playing.length} playing couples and ${population.answering.length} ` +
      `answering their surveys set up in ${((Date.now() - setupStarted) / 1000).toFixed(0)} s`,
  );

  const scenario: Scenario = {
    calls: new ScenarioCalls(baseUrls, options.callTimeoutMs),
    ledger: new ScenarioLedger(),
    deadline: Date.now() + seconds * 1000,
  };
  options.atStart?.();
  const timers = (options.events ?? []).map((event) =>
    setTimeout(() => event.run(), event.atSeconds * 1000),
  );
  const endOfLoad = new Promise<void>((resolve) =>
    setTimeout(() => {
      options.atEnd?.();
      resolve();
    }, seconds * 1000),
  );
  try {
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
  } finally {
    for (const timer of timers) clearTimeout(timer);
  }

  console.log(`\n${scenario.calls.table(seconds)}`);
  if (scenario.calls.failures.length)
    console.log(`failures:\n  ${scenario.calls.failures.join('\n  ')}`);
  const checks = await checkOutcome({
    baseUrls: options.checkBaseUrls ?? baseUrls,
    couples,
    playing: population.playing,
    baseline,
    ledger: scenario.ledger,
  });
  return {
    calls: scenario.calls,
    checks,
    failures: scenario.calls.totalErrors + checks.problems.length,
  };
}

/** The checks' line (and the first problems), as both benchmarks print it. */
export function printChecks(checks: CheckResult, nodes: number) {
  console.log(
    `checks: ${checks.noticesFound} of ${checks.noticesExpected} partner notifications found, ` +
      `${checks.outdatedPolls} polls with an outdated ETag, ` +
      `${checks.couplesChecked} scoreboards compared on ${nodes} node(s): ` +
      (checks.problems.length ? `${checks.problems.length} PROBLEMS` : 'none lost, none twice'),
  );
  for (const problem of checks.problems.slice(0, 20)) console.log(`  ${problem}`);
}
