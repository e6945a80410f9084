import OpenAI, {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
} from 'openai';
import { z } from 'zod';
import type { Config } from '../config';
import { levelRank } from '@shared/domain/journey';
import type { ResponseFormatJSONSchema } from 'openai/resources/shared';
import {
  adventureDetails,
  adventureMessage,
  adventurePrompt,
  adventureReply,
  adventureResponseFormat,
} from './openai-adventures';
import { openingLine } from './built-in-engine';
import {
  coachChatMessages,
  coachQuestionPrompt,
  coachSessionMessage,
  coachSummaryPrompt,
  plainParagraphs,
} from './openai-coach';
import { dareMessage, darePrompt, dareReply, dareResponseFormat } from './openai-dares';
import type { ContentEngine, CoupleSummaryInput } from './engine';
import {
  CHALLENGE_PROMPT,
  challengeMessage,
  challengeReply,
  QUICK_TASK_PROMPT,
  quickTaskMessage,
  quickTaskReply,
} from './openai-quick-tasks';
import { suggestedPoints } from './quick-tasks/quick-task-template';
import { plainLine, renderSummary } from './summary-markdown';

export const OPENAI_ENGINE = 'openai-compatible';

/** Why the configured engine gave no usable answer; safe to log (no key, no content). */
export class ContentEngineError extends Error {
  constructor(readonly reason: string) {
    super(`The content engine failed: ${reason}`);
    this.name = 'ContentEngineError';
  }
}

const line = z.string().transform(plainLine).pipe(z.string().min(1).max(500));
const lines = z.array(line).min(1).max(6);
const summaryReply = z.object({
  strengths: lines,
  sharedInterests: lines,
  thingsToTalkAbout: lines,
});

const SYSTEM_PROMPT = [
  'You write a short relationship summary for an adult couple who use Velvet, a couples app.',
  'You receive only the activities both partners welcome (with category and how much they',
  'welcome them) and how many of their answers differ.',
  'Reply with a JSON object only, shaped',
  '{"strengths": string[], "sharedInterests": string[], "thingsToTalkAbout": string[]},',
  'each array holding two to four short sentences.',
  'Speak to the couple as "you". Be warm, encouraging, specific and non-graphic.',
  'Mention only activities from the list. Never say or guess which partner gave which answer.',
  'In thingsToTalkAbout, offer gentle conversation starters about the activities marked',
  '"Both Maybe" or "Yes/Maybe", and mention the number of differing answers as a count only,',
  'never guessing what they are about.',
  'Any number of shared activities you state comes from "counts" (the figures the couple sees',
  'beside your summary), never from counting the list.',
].join(' ');

/** What is sent: the welcomed matches and the counts. Names stay home; the opening line adds them. */
const userMessage = (input: CoupleSummaryInput) =>
  JSON.stringify({
    welcomedActivities: input.matches.map((m) => ({
      activity: m.activity,
      category: m.category,
      match: m.match,
    })),
    differingAnswers: input.conflictCount,
    ...(input.counts && {
      counts: {
        sharedActivities: input.counts.total,
        exactMatches: input.counts.matches,
        closeMatches: input.counts.closeMatches,
        bothYes: input.counts.bothYes,
      },
    }),
  });

function reasonOf(error: unknown): string {
  if (error instanceof ContentEngineError) return error.reason;
  if (error instanceof APIConnectionTimeoutError || error instanceof APIUserAbortError)
    return 'timed out';
  if (error instanceof APIConnectionError) return 'could not connect';
  if (error instanceof APIError) return `answered HTTP ${error.status ?? 'error'}`;
  if (error instanceof SyntaxError) return 'answered with a body that is not JSON';
  return error instanceof Error ? error.name : 'failed';
}

/**
 * An OpenAI-compatible chat-completions endpoint. Each call is bounded by the configured
 * timeout in total (one retry may happen inside it); any failure throws a ContentEngineError.
 */
export function createOpenAiEngine(ai: NonNullable<Config['ai']>): ContentEngine {
  const client = new OpenAI({
    baseURL: ai.baseUrl,
    // Local servers often need no key; the client insists on one, so the header is dropped.
    apiKey: ai.apiKey ?? 'no-key',
    ...(ai.apiKey ? {} : { defaultHeaders: { Authorization: null } }),
    // Only what is configured here: never OPENAI_* variables of the environment.
    organization: null,
    project: null,
    timeout: ai.timeoutMs,
    maxRetries: 1,
    logLevel: 'off',
  });

  /**
   * One chat completion whose content must be JSON of the given shape; with `structured`, the
   * endpoint is asked to hold the model to that JSON schema (still checked here).
   */
  async function askJson<T>(
    system: string,
    user: string,
    shape: z.ZodType<T>,
    structured?: ResponseFormatJSONSchema,
  ): Promise<T> {
    let content: string | null | undefined;
    try {
      const completion = await client.chat.completions.create(
        {
          model: ai.model,
          messages: [
            { role: 'system', content: system },
            { role: 'user', content: user },
          ],
          response_format: structured ?? { type: 'json_object' },
          temperature: 0.7,
        },
        { signal: AbortSignal.timeout(ai.timeoutMs) },
      );
      content = completion.choices?.[0]?.message?.content;
    } catch (error) {
      throw new ContentEngineError(reasonOf(error));
    }
    if (!content) throw new ContentEngineError('answered without content');
    let json: unknown;
    try {
      json = JSON.parse(content);
    } catch {
      throw new ContentEngineError('answered with content that is not JSON');
    }
    const parsed = shape.safeParse(json);
    if (!parsed.success) throw new ContentEngineError('answered JSON of the wrong shape');
    return parsed.data;
  }

  /** One chat completion whose content is plain text (trimmed, never empty). */
  async function askText(
    messages: { role: 'system' | 'user' | 'assistant'; content: string }[],
  ): Promise<string> {
    let content: string | null | undefined;
    try {
      const completion = await client.chat.completions.create(
        { model: ai.model, messages, temperature: 0.7 },
        { signal: AbortSignal.timeout(ai.timeoutMs) },
      );
      content = completion.choices?.[0]?.message?.content;
    } catch (error) {
      throw new ContentEngineError(reasonOf(error));
    }
    const text = content?.trim();
    if (!text) throw new ContentEngineError('answered without content');
    return text;
  }

  const aboveLevel = (level: Parameters<typeof levelRank>[0], max: typeof level) => {
    if (levelRank(level) > levelRank(max)) throw new ContentEngineError('answered above the level');
  };

  return {
    name: OPENAI_ENGINE,
    async coupleSummary(input) {
      const sections = await askJson(SYSTEM_PROMPT, userMessage(input), summaryReply);
      return renderSummary({ opening: openingLine(input), ...sections });
    },
    async quickTask(input) {
      const task = await askJson(QUICK_TASK_PROMPT, quickTaskMessage(input), quickTaskReply);
      aboveLevel(task.level, input.level);
      return {
        ...task,
        templateId: null,
        suggestedPoints: suggestedPoints(task.level, task.durationMinutes),
        newRound: false,
      };
    },
    async dailyChallenge(input) {
      const challenge = await askJson(CHALLENGE_PROMPT, challengeMessage(input), challengeReply);
      aboveLevel(challenge.level, input.level);
      return { ...challenge, templateId: null };
    },
    async adventure(input) {
      const reply = await askJson(
        adventurePrompt(input),
        adventureMessage(input),
        adventureReply,
        adventureResponseFormat(input.level),
      );
      aboveLevel(reply.level, input.level);
      return { ...reply, details: adventureDetails(reply.details), templateId: null };
    },
    async dare(input) {
      const reply = await askJson(
        darePrompt(input),
        dareMessage(input),
        dareReply,
        dareResponseFormat(input.level),
      );
      aboveLevel(reply.level, input.level);
      return { ...reply, templateId: null };
    },
    async coachReply(input) {
      return plainParagraphs(await askText(coachChatMessages(input)));
    },
    async coachQuestion(input) {
      const question = await askText([
        { role: 'system', content: coachQuestionPrompt },
        { role: 'user', content: coachSessionMessage(input) },
      ]);
      return plainLine(question);
    },
    async coachSessionSummary(input) {
      const summary = await askText([
        { role: 'system', content: coachSummaryPrompt },
        { role: 'user', content: coachSessionMessage(input) },
      ]);
      return summary.split('\n').map(plainLine).filter(Boolean).join('\n');
    },
  };
}
