import type { FastifyBaseLogger } from 'fastify';

export interface RepeatingTask {
  /** Names the task in the log when a run fails. */
  name: string;
  everyMs: number;
  run(): Promise<void>;
}

/**
 * Work a module repeats while the server runs (a sweep of the database, say). Tasks are
 * registered while the app is built, start when it is ready and stop when it closes; their
 * timers are unref'd so they never keep a process alive, a run never overlaps the previous
 * one, and a failed run is logged and tried again at the next tick.
 */
export function createRepeatingTasks(log: Pick<FastifyBaseLogger, 'error'>) {
  const tasks: RepeatingTask[] = [];
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<void>>();
  let stopped = false;

  function tick(task: RepeatingTask, busy: { now: boolean }) {
    if (busy.now || stopped) return;
    busy.now = true;
    const run = task
      .run()
      .catch((error: unknown) => log.error({ err: error }, `${task.name} failed`))
      .finally(() => {
        busy.now = false;
        running.delete(run);
      });
    running.add(run);
  }

  return {
    add(task: RepeatingTask) {
      tasks.push(task);
    },

    start() {
      for (const task of tasks) {
        const busy = { now: false };
        timers.push(setInterval(() => tick(task, busy), task.everyMs).unref());
      }
    },

    /** Stops every timer and waits for runs under way, so nothing touches a closed pool. */
    async stop() {
      stopped = true;
      for (const timer of timers.splice(0)) clearInterval(timer);
      await Promise.all(running);
    },
  };
}
