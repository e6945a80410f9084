import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { startChatCompletionsServer, type ChatCompletionsServer } from './chat-completions-server';
import type { PlayingCouple } from './play-fixture';
import { createTestApp, type TestApp } from './test-app';
import type { TestClock } from './test-clock';

export interface AreaTestAppOptions {
  /** The clock the server reads the time from, for a test that moves it (see test-clock.ts). */
  clock?: TestClock;
  /**
   * Configures the server with a real OpenAI-compatible endpoint (`ai`), started for the file,
   * authenticated with `apiKey` when given.
   */
  engine?: { apiKey?: string };
  /** A couple the file's tests share, made once the server is up. */
  couple?: (app: FastifyInstance) => Promise<PlayingCouple>;
}

/** What a test file of one area works with; see areaTestApp for when it is filled in. */
export interface AreaTestApp<Calls> {
  t: TestApp;
  /** The area's routes, called as a player would call them. */
  calls: Calls;
  /** The content engine's endpoint, when `engine` was asked for. */
  ai: ChatCompletionsServer;
  /** The shared couple, when `couple` was asked for. */
  couple: PlayingCouple;
}

/**
 * Starts a server for one test file before its tests and closes it (and the engine endpoint)
 * after them. The objects it returns are empty until then and filled in by its hooks, so a
 * file destructures them once at its top and uses them in its tests as they are.
 */
export function areaTestApp<Calls extends object>(
  callsOf: (app: FastifyInstance) => Calls,
  { clock, engine, couple }: AreaTestAppOptions = {},
): AreaTestApp<Calls> {
  const handle = { t: {}, calls: {}, ai: {}, couple: {} } as AreaTestApp<Calls>;
  beforeAll(async () => {
    const env: Record<string, string> = { AUTH_RATE_LIMIT: '1000000' };
    if (engine) {
      Object.assign(handle.ai, await startChatCompletionsServer());
      Object.assign(env, { AI_BASE_URL: handle.ai.url, AI_MODEL: 'velvet-test-model' });
      if (engine.apiKey) env.AI_API_KEY = engine.apiKey;
    }
    Object.assign(handle.t, await createTestApp(env, clock ? { clock: clock.now } : {}));
    Object.assign(handle.calls, callsOf(handle.t.app));
    if (couple) Object.assign(handle.couple, await couple(handle.t.app));
  });
  afterAll(async () => {
    // A hook that failed half-way leaves some of them empty: close what was started.
    if ('close' in handle.t) await handle.t.close();
    if ('close' in handle.ai) await handle.ai.close();
  });
  return handle;
}
