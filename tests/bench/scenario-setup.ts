import type { SurveyStructure } from '@shared/api/survey';
import { BenchAccounts } from './accounts-setup';
import type { ScenarioCouple } from './scenario-ledger';
import { completeSurvey, type BenchPlayer } from './survey-setup';
import type { TestSmtpServer } from '../support/server/smtp';

/**
 * Couples set up at once. Registering hashes two passwords per couple, which takes most of
 * the set-up's CPU: a few at a time keep the cores busy without queueing behind each other.
 */
const PARALLEL = 6;

export async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Runs `work` on every item, `parallel` at a time, in order of the items. */
export async function forEachInPool<T>(
  items: readonly T[],
  parallel: number,
  work: (item: T, index: number) => Promise<void>,
) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
}

export interface ScenarioPopulation {
  /** Both surveys completed and the journey initialised: they play quick tasks and dares. */
  playing: ScenarioCouple[];
  /** Coupled but still filling in their surveys: they save answers. */
  answering: ScenarioCouple[];
}

/**
 * Sets up the scenario's couples through the real API: each couple registers (emails proved
 * through the SMTP server), and a playing couple completes both surveys and initialises its
 * journey.
 */
export async function setUpPopulation(options: {
  baseUrls: readonly string[];
  smtp: TestSmtpServer;
  structure: SurveyStructure;
  playing: number;
  answering: number;
}): Promise<ScenarioPopulation> {
  const { baseUrls, smtp, structure } = options;
  // One registrar numbers every account, so no two share an email; the rest of each couple's
  // set-up goes to the nodes in turn.
  const accounts = BenchAccounts.for(smtp, baseUrls[0]!, json);
  const population: ScenarioPopulation = { playing: [], answering: [] };
  const jobs = [
    ...Array.from({ length: options.playing }, () => 'playing' as const),
    ...Array.from({ length: options.answering }, () => 'answering' as const),
  ];
  await forEachInPool(jobs, PARALLEL, async (job, index) => {
    const baseUrl = baseUrls[index % baseUrls.length]!;
    const made = await accounts.couple();
    const couple: ScenarioCouple = {
      coupleId: made.coupleId,
      inviter: made.inviter,
      partner: { ...made.partner, coupleId: made.coupleId } as BenchPlayer,
    };
    if (job === 'playing') {
      for (const member of [couple.inviter, couple.partner])
        await completeSurvey(baseUrl, json, member, structure);
      await json(
        await fetch(`${baseUrl}/api/couples/${couple.coupleId}/journey/initialize`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${couple.inviter.token}`,
          },
          body: JSON.stringify({ startingLevel: 'Playful', desiredLevel: 'Adventurous' }),
        }),
      );
    }
    population[job].push(couple);
  });
  return population;
}
