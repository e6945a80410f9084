import type { PlayingCouple } from './couples-setup';
import type { LoadTarget } from './load';
import { CYCLE_REQUESTS, closeOpenTasks, quickTaskCycle } from './quick-task-cycle';

/**
 * The quick-task and scoreboard routes over many couples. Generating needs the couple's last
 * task completed, so generation is measured as the whole cycle a couple plays (generate, start,
 * both confirm: four requests, each counted by autocannon), one couple per connection at a
 * time. Its req/s is requests of the mix; cycles per second are a quarter of it.
 */
export function gameTargets(baseUrl: string, couples: readonly PlayingCouple[]): LoadTarget[] {
  const first = couples[0]!;
  return [
    {
      name: `gamification stats GET (${couples.length} couples)`,
      url: `${baseUrl}/api/gamification/couples/${first.coupleId}/stats`,
      rotatePaths: couples.map((couple) => `/api/gamification/couples/${couple.coupleId}/stats`),
      rotateHeaders: couples.map((couple) => ({
        authorization: `Bearer ${couple.inviter.token}`,
      })),
    },
    {
      name: `quick-task cycle, ${CYCLE_REQUESTS} req each (${couples.length} couples)`,
      url: `${baseUrl}/api/quicktasks/couple/${first.coupleId}/generate`,
      // One connection per couple: a couple has one open task at a time.
      connections: couples.length,
      sequence: () => quickTaskCycle(couples),
      prepare: () => closeOpenTasks(baseUrl, couples),
      note: (requestsPerSecond) =>
        `quick-task cycle: ${(requestsPerSecond / CYCLE_REQUESTS).toFixed(0)} cycles/s ` +
        `(generate + start + 2 confirms per cycle; req/s, p99 and ratio are over all four requests)`,
    },
  ];
}
