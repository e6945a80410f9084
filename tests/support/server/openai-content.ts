import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { createBuiltInEngine } from '../../../src/server/content/built-in-engine';
import { guardContent, type GuardedContent } from '../../../src/server/content/create-engine';
import { createOpenAiEngine } from '../../../src/server/content/openai-engine';
import {
  startChatCompletionsServer,
  type ChatCompletionsServer,
  type Reply,
} from './chat-completions-server';

/**
 * The setup the OpenAI-compatible engine's tests share: a local chat-completions server for the
 * test file, guarded content configured against it, and the checks that a failing endpoint
 * falls back to the built-in engine.
 */

/** The model every test configures, so a test can check it is the one sent. */
export const TEST_MODEL = 'velvet-test-model';

/** The endpoint failing: an HTTP 500 with an OpenAI-style error body. */
export const ENDPOINT_DOWN: Reply = { status: 500, rawBody: '{"error":{"message":"down"}}' };

/** What the guard logs to: a test may keep the warnings to count the fallbacks. */
export interface WarnLog {
  warn(fields: object, message: string): void;
}

/**
 * A chat-completions server for the calling test file: started before its tests, emptied of the
 * requests of earlier tests before each one, and closed after them all. Its members may only be
 * read once the tests run.
 */
export function useChatCompletionsServer(): ChatCompletionsServer {
  let started: ChatCompletionsServer | undefined;
  beforeAll(async () => {
    started = await startChatCompletionsServer();
  });
  afterAll(async () => started?.close());
  beforeEach(() => {
    running().requests.length = 0;
  });
  const running = () => {
    if (!started) throw new Error('the chat-completions server is not started yet');
    return started;
  };
  return {
    get url() {
      return running().url;
    },
    get requests() {
      return running().requests;
    },
    reply: (reply) => running().reply(reply),
    replyJson: (value, delayMs) => running().replyJson(value, delayMs),
    close: () => running().close(),
  };
}

/** Guarded content whose configured engine is the OpenAI-compatible one, pointed at `server`. */
export function openAiContent(
  server: ChatCompletionsServer,
  ai: { apiKey: string | undefined; timeoutMs: number },
  log: WarnLog = { warn: () => undefined },
): GuardedContent {
  return guardContent(
    {
      builtIn: createBuiltInEngine(),
      configured: createOpenAiEngine({ baseUrl: server.url, model: TEST_MODEL, ...ai }),
    },
    log as never,
  );
}

/** Guarded content with the built-in engine alone: what every fallback must equal. */
export function builtInOnlyContent(): GuardedContent {
  return guardContent({ builtIn: createBuiltInEngine(), configured: null }, {
    warn: () => undefined,
  } as never);
}

/**
 * Sets each reply in turn and expects the guarded answer to equal the built-in one, in less
 * than three times the engine's timeout: a slow endpoint is given up on, not waited out.
 */
export async function expectEachFallsBack<T>(
  replies: (() => void)[],
  ask: () => Promise<T>,
  expected: T,
  timeoutMs: number,
): Promise<void> {
  for (const [i, reply] of replies.entries()) {
    reply();
    const started = Date.now();
    expect(await ask(), `reply ${i}`).toEqual(expected);
    expect(Date.now() - started).toBeLessThan(timeoutMs * 3);
  }
}

/**
 * Answers each reply in turn and expects the guard to turn it down: the built-in engine answers,
 * `check` accepts its answer, and exactly one warning says why.
 */
export async function expectEachTurnedDown<T extends { engine: string }>(
  server: ChatCompletionsServer,
  replies: unknown[],
  ask: (log: WarnLog) => Promise<T>,
  check: (answer: T) => void,
): Promise<void> {
  for (const reply of replies) {
    server.replyJson(reply);
    const warnings: string[] = [];
    const answer = await ask({ warn: (_, message) => warnings.push(message) });
    expect(answer.engine, JSON.stringify(reply)).toBe('built-in');
    check(answer);
    expect(warnings).toHaveLength(1);
  }
}

/** A request asking for structured output, as the server received it. */
export interface StructuredRequestBody {
  model: string;
  response_format: { type: string; json_schema: { strict: boolean; schema: object } };
  messages: { role: string; content: string }[];
}

/**
 * The one request the server received, checked to ask the test model for strict JSON-schema
 * output whose levels are only `allowedLevels`.
 */
export function expectStructuredRequest(
  server: ChatCompletionsServer,
  allowedLevels: string[],
): StructuredRequestBody {
  expect(server.requests).toHaveLength(1);
  const body = server.requests[0]!.body as StructuredRequestBody;
  expect(body.model).toBe(TEST_MODEL);
  expect(body.response_format.type).toBe('json_schema');
  expect(body.response_format.json_schema.strict).toBe(true);
  expect(JSON.stringify(body.response_format.json_schema.schema)).toContain(
    `"enum":${JSON.stringify(allowedLevels)}`,
  );
  return body;
}
