import { createBuiltInEngine } from '../built-in-engine';
import { guardContent, type GuardedContent } from '../create-engine';
import type { ContentEngine } from '../engine';
import { NoFittingContentError } from '../no-fitting-content';

/**
 * The loop every safety property test runs: many random requests to guarded content, half of
 * them to the built-in engine alone and half to a misbehaving configured engine in front of it,
 * each answer checked against the request.
 */

export interface GuardedRun<R> {
  /** How many answers came. */
  generated: number;
  /** One line per answer that broke the property. */
  failures: string[];
  /** How many answers each engine gave. */
  engines: Map<string, number>;
  /** The requests the guard found nothing fitting for. */
  nothingFits: R[];
  seconds: number;
  cpuSeconds: number;
}

export interface GuardedRunOptions<R, A extends { engine: string }> {
  /** How many answers to collect; requests with nothing fitting do not count. */
  answers: number;
  /** The next random request. */
  request: (i: number) => R;
  /** The misbehaving engine, which may read the request being answered. */
  configured: (current: () => R) => ContentEngine;
  ask: (content: GuardedContent, request: R) => Promise<A>;
  /** What is wrong with an answer for its request, or null. */
  violation: (answer: A, request: R) => string | null;
  /** Each answer with its request, for counts of the test's own. */
  onAnswer?: (answer: A, request: R) => void;
  /** How a failure shows the answer; the answer as JSON unless told. */
  show?: (answer: A, request: R) => string;
}

export async function runGuarded<R, A extends { engine: string }>(
  options: GuardedRunOptions<R, A>,
): Promise<GuardedRun<R>> {
  const { answers, request: next, ask, violation, onAnswer } = options;
  const show = options.show ?? ((answer: A) => JSON.stringify(answer));
  let current: R | undefined;
  const log = { warn: () => undefined } as never;
  const plain = guardContent({ builtIn: createBuiltInEngine(), configured: null }, log);
  const misbehaving = guardContent(
    { builtIn: createBuiltInEngine(), configured: options.configured(() => current!) },
    log,
  );
  const started = Date.now();
  const cpuBefore = process.cpuUsage();
  const run: GuardedRun<R> = {
    generated: 0,
    failures: [],
    engines: new Map(),
    nothingFits: [],
    seconds: 0,
    cpuSeconds: 0,
  };
  for (let i = 0; run.generated < answers; i++) {
    const request = next(i);
    current = request;
    try {
      const answer = await ask(i % 2 === 0 ? plain : misbehaving, request);
      run.generated++;
      run.engines.set(answer.engine, (run.engines.get(answer.engine) ?? 0) + 1);
      onAnswer?.(answer, request);
      const problem = violation(answer, request);
      if (problem) run.failures.push(`request ${i}: ${problem} in ${show(answer, request)}`);
    } catch (error) {
      if (!(error instanceof NoFittingContentError)) throw error;
      run.nothingFits.push(request);
    }
  }
  run.seconds = (Date.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  run.cpuSeconds = (cpu.user + cpu.system) / 1e6;
  return run;
}
