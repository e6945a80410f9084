import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupleSummary } from '@shared/api/results';
import type { CoupleSummaryInput } from '../../src/server/content/engine';
import { createBuiltInEngine } from '../../src/server/content/built-in-engine';
import {
  activityAnswers,
  surveyCategories,
  surveyCompletions,
  surveyOptions,
} from '../../src/server/db/schema';
import { storedAnswer } from '../support/server/answers-at-rest';
import { callRoute } from '../support/server/call-route';
import { connectedCouple } from '../support/server/couples';
import {
  openAiContent,
  TEST_MODEL,
  useChatCompletionsServer,
} from '../support/server/openai-content';
import { createTestApp, type TestApp } from '../support/server/test-app';

const API_KEY = 'sk-test-velvet-0123456789';
const TIMEOUT_MS = 1500;
const HEADINGS = ['**Strengths**', '**Shared interests**', '**Things to talk about**'];

const server = useChatCompletionsServer();

const input = (overrides: Partial<CoupleSummaryInput> = {}): CoupleSummaryInput => ({
  coupleId: '0b7c7c1e-5b1a-4f7e-9a51-2f4c1d0e8a11',
  player1Name: 'Avery',
  player2Name: 'Blake',
  matches: [
    { activity: 'Candlelit dinner', category: 'Romance', match: 'Both Yes' },
    { activity: 'Slow dancing', category: 'Romance', match: 'Both Maybe' },
    { activity: 'Blindfold games', category: 'Playful', match: 'Yes/Maybe' },
    { activity: 'Silk lingerie (one of you wears it)', category: 'Wardrobe', match: 'Both Yes' },
  ],
  conflictCount: 3,
  ...overrides,
});
const boundaries = { refusedActivities: ['Ice cube tease', 'Role play night'] };

const GOOD_REPLY = {
  strengths: ['You share a love of slow, romantic evenings.', 'Trust shows in your answers.'],
  sharedInterests: ['Candlelit dinner is a favourite for you both.'],
  thingsToTalkAbout: ['Talk about what would make Slow dancing feel special.'],
};

/** A logger that keeps what was logged, to check fallbacks are reported without secrets. */
function recordingLog() {
  const entries: { fields: Record<string, unknown>; message: string }[] = [];
  return {
    entries,
    warn(fields: Record<string, unknown>, message: string) {
      entries.push({ fields, message });
    },
  };
}

function configuredContent(options: { apiKey?: string; timeoutMs?: number } = {}) {
  const log = recordingLog();
  const content = openAiContent(
    server,
    {
      apiKey: 'apiKey' in options ? options.apiKey : API_KEY,
      timeoutMs: options.timeoutMs ?? TIMEOUT_MS,
    },
    log,
  );
  return { content, log };
}

describe('built-in engine', () => {
  const engine = createBuiltInEngine();

  it('writes the three bold sections and names the matched activities and categories', async () => {
    const text = await engine.coupleSummary(input());
    for (const heading of HEADINGS) expect(text).toContain(heading);
    expect(text.match(/\*\*[^*]+\*\*/g)).toEqual(HEADINGS);
    for (const name of ['Candlelit dinner', 'Slow dancing', 'Blindfold games', 'Silk lingerie']) {
      expect(text.toLowerCase()).toContain(name.toLowerCase());
    }
    expect(text).toMatch(/romance/i);
    expect(text).toContain('4 ');
    expect(text).toContain('3 ');
  });

  it('is stable for the same couple and answers', async () => {
    expect(await engine.coupleSummary(input())).toBe(await engine.coupleSummary(input()));
  });

  it('reads differently for another couple with other answers', async () => {
    const other = input({
      coupleId: 'f3a9d7c2-1e4b-4c55-8d0a-6b7e9f1a2c3d',
      matches: [
        { activity: 'Stargazing picnic', category: 'Outdoors', match: 'Both Yes' },
        { activity: 'Love letters', category: 'Romance', match: 'Yes/Maybe' },
      ],
      conflictCount: 0,
    });
    const first = await engine.coupleSummary(input());
    const second = await engine.coupleSummary(other);
    expect(second).not.toBe(first);
    expect(second).toMatch(/stargazing picnic/i);
    expect(second).not.toMatch(/candlelit dinner/i);
  });

  it('varies its phrasing between couples, not only the names', async () => {
    const strip = (text: string) =>
      text.replace(/Candlelit dinner|Slow dancing|Blindfold games|Silk lingerie/g, 'X');
    const texts = new Set<string>();
    for (let i = 0; i < 12; i += 1) {
      texts.add(strip(await engine.coupleSummary(input({ coupleId: `couple-${i}` }))));
    }
    expect(texts.size).toBeGreaterThan(3);
  });
});

describe('OpenAI-compatible engine against a local chat-completions server', () => {
  it('uses a good JSON answer, rendered in the same sections', async () => {
    server.replyJson(GOOD_REPLY);
    const { content, log } = configuredContent();
    const result = await content.coupleSummary(input(), boundaries);
    expect(result.engine).toBe('openai-compatible');
    for (const heading of HEADINGS) expect(result.text).toContain(heading);
    expect(result.text).toContain('- You share a love of slow, romantic evenings.');
    expect(result.text).toContain('- Candlelit dinner is a favourite for you both.');
    expect(result.text.indexOf('**Strengths**')).toBeLessThan(
      result.text.indexOf('**Things to talk about**'),
    );
    expect(log.entries).toEqual([]);
  });

  it('sends the model and the key, the matches, and neither refusals nor names', async () => {
    server.replyJson(GOOD_REPLY);
    await configuredContent().content.coupleSummary(input(), boundaries);
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/chat/completions' });
    expect(request!.headers.authorization).toBe(`Bearer ${API_KEY}`);
    const body = request!.body as { model: string; response_format: unknown };
    expect(body.model).toBe(TEST_MODEL);
    expect(body.response_format).toEqual({ type: 'json_object' });
    const sent = JSON.stringify(body);
    expect(sent).toContain('Candlelit dinner');
    expect(sent).not.toContain('Ice cube tease');
    expect(sent).not.toContain('Avery');
  });

  it('sends no authorization header when no key is configured', async () => {
    server.replyJson(GOOD_REPLY);
    const result = await configuredContent({ apiKey: undefined }).content.coupleSummary(
      input(),
      boundaries,
    );
    expect(result.engine).toBe('openai-compatible');
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
  });

  const fallbacks: [string, () => void, RegExp][] = [
    [
      'content that is not JSON',
      () => server.reply({ content: 'Sure! Here is a lovely summary for you.' }),
      /not JSON/,
    ],
    [
      'a response body that is not JSON',
      () =>
        server.reply({ status: 200, rawBody: '{"choices": [', contentType: 'application/json' }),
      /not JSON/,
    ],
    [
      'JSON of the wrong shape',
      () => server.replyJson({ strengths: 'one string', sharedInterests: [], extra: true }),
      /wrong shape/,
    ],
    [
      'empty sections',
      () => server.replyJson({ strengths: [], sharedInterests: [''], thingsToTalkAbout: [] }),
      /wrong shape/,
    ],
    [
      'an HTTP 500',
      () => server.reply({ status: 500, rawBody: '{"error":{"message":"boom"}}' }),
      /HTTP 500/,
    ],
    [
      'a reply slower than the timeout',
      () => server.replyJson(GOOD_REPLY, TIMEOUT_MS * 3),
      /timed out/,
    ],
  ];
  for (const [what, arrange, reason] of fallbacks) {
    it(`falls back to the built-in engine on ${what}, with a warning`, async () => {
      arrange();
      const { content, log } = configuredContent();
      const started = Date.now();
      const result = await content.coupleSummary(input(), boundaries);
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1000);
      expect(result.engine).toBe('built-in');
      expect(result.text).toBe(await createBuiltInEngine().coupleSummary(input()));
      expect(log.entries).toHaveLength(1);
      expect(String(log.entries[0]!.fields.reason)).toMatch(reason);
      expect(JSON.stringify(log.entries)).not.toContain(API_KEY);
      // At most one retry.
      expect(server.requests.length).toBeLessThanOrEqual(2);
    });
  }

  it('retries a failing endpoint once, and only once', async () => {
    server.reply({ status: 502, rawBody: '{"error":{"message":"bad gateway"}}' });
    const result = await configuredContent().content.coupleSummary(input(), boundaries);
    expect(result.engine).toBe('built-in');
    expect(server.requests).toHaveLength(2);
  });

  it('rejects an answer naming a refused activity and falls back to the built-in engine', async () => {
    server.replyJson({
      ...GOOD_REPLY,
      thingsToTalkAbout: ['Maybe try an ICE-CUBE   tease tonight?'],
    });
    const { content, log } = configuredContent();
    const result = await content.coupleSummary(input(), boundaries);
    expect(result.engine).toBe('built-in');
    expect(result.text.toLowerCase()).not.toContain('ice');
    expect(log.entries).toHaveLength(1);
    expect(log.entries[0]!.message).toMatch(/refused activity/);
    expect(JSON.stringify(log.entries)).not.toMatch(/ice cube/i);
  });
});

describe('the configured engine through the real app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AI_BASE_URL: server.url, AI_MODEL: TEST_MODEL, AI_API_KEY: API_KEY });
  });
  afterAll(async () => t?.close());

  /** Catalogue, answers and completions inserted directly: the survey routes are built apart. */
  async function answeredCouple() {
    const db = t.database.db;
    const [category] = await db
      .insert(surveyCategories)
      .values({ name: 'Romance', type: 'yes_no_maybe', sortOrder: 1 })
      .returning({ id: surveyCategories.id });
    const activities = await db
      .insert(surveyOptions)
      .values(
        ['Candlelit dinner', 'Ice cube tease'].map((questionText, i) => ({
          categoryId: category!.id,
          questionText,
          sortOrder: i,
        })),
      )
      .returning({ id: surveyOptions.id });
    const [dinner, ice] = activities.map((a) => a.id) as [string, string];
    const couple = await connectedCouple(t.app, { player1: 'Avery', player2: 'Blake' });
    await db
      .insert(activityAnswers)
      .values([
        storedAnswer(couple.player1.id, dinner, 'self', 'Yes'),
        storedAnswer(couple.player2.id, dinner, 'self', 'Yes'),
        storedAnswer(couple.player1.id, ice, 'self', 'Yes'),
        storedAnswer(couple.player2.id, ice, 'self', 'No'),
      ]);
    await db
      .insert(surveyCompletions)
      .values([{ playerId: couple.player1.id }, { playerId: couple.player2.id }]);
    return couple;
  }

  it('asks the configured endpoint, with its model and key, and serves its summary', async () => {
    server.replyJson(GOOD_REPLY);
    const { player1 } = await answeredCouple();
    const reply = await callRoute(t.app, coupleSummary, { token: player1.token, body: {} });
    expect(reply.status).toBe(200);
    const { summary } = reply.body;
    expect(summary).toContain('You share a love of slow, romantic evenings.');
    for (const heading of HEADINGS) expect(summary).toContain(heading);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]!.headers.authorization).toBe(`Bearer ${API_KEY}`);
    const sent = JSON.stringify(server.requests[0]!.body);
    expect(sent).toContain(TEST_MODEL);
    expect(sent).toContain('Candlelit dinner');
    expect(sent).not.toContain('Ice cube tease');
  });

  it('falls back to the built-in summary when the endpoint fails', async () => {
    server.reply({ status: 503, rawBody: '{"error":{"message":"overloaded"}}' });
    const { player2 } = await answeredCouple();
    const reply = await callRoute(t.app, coupleSummary, { token: player2.token, body: {} });
    expect(reply.status).toBe(200);
    const { summary } = reply.body;
    for (const heading of HEADINGS) expect(summary).toContain(heading);
    expect(summary).toMatch(/candlelit dinner/i);
    expect(summary).not.toMatch(/ice cube tease/i);
  });
});
