import { z } from 'zod';
import { levelsUpTo } from '@shared/domain/journey';
import { TASK_TYPES } from '@shared/domain/quicktasks';
import type { DailyChallengeInput, QuickTaskInput, WelcomedActivity } from './engine';
import { taskFields } from './quick-task-shape';
import { plainLine } from './summary-markdown';

const flat = (max: number) => z.string().transform(plainLine).pipe(z.string().min(1).max(max));

/** A quick task as the configured engine must answer it. */
export const quickTaskReply = z.object({
  ...taskFields,
  title: flat(80),
  description: flat(600),
  activityTags: z.array(flat(40)).max(6),
});

/** A daily challenge as the configured engine must answer it. */
export const challengeReply = z.object({
  ...taskFields,
  title: flat(80),
  description: flat(600),
});

const RULES = [
  'You write for Velvet, an app for adult couples. Be warm, playful, respectful and',
  'non-graphic, inclusive of every gender and orientation: make no assumption about bodies or',
  'genders and use only the names given or "your partner". Everything must be consensual and',
  'easy to stop. Build only on the welcomed activities listed; never invent riskier ones.',
  `taskType is one of ${TASK_TYPES.join(', ')}. durationMinutes is a whole number from 5 to 15.`,
  'level is one of the allowed levels given, Vanilla being the gentlest.',
].join(' ');

export const QUICK_TASK_PROMPT = [
  RULES,
  'Write one quick task the named assignee does with their partner, different from the titles',
  'already seen. Reply with a JSON object only, shaped {"title": string, "description": string,',
  '"taskType": string, "durationMinutes": number, "level": string, "activityTags": string[]},',
  'the title under 60 characters, the description two or three sentences, one to three tags.',
].join(' ');

export const CHALLENGE_PROMPT = [
  RULES,
  'Write the challenge of the day that the couple does together, addressed to them as "you".',
  'Reply with a JSON object only, shaped {"title": string, "description": string,',
  '"taskType": string, "durationMinutes": number, "level": string},',
  'the title under 60 characters, the description two or three sentences.',
].join(' ');

const activities = (welcomed: readonly WelcomedActivity[]) =>
  welcomed.map((a) => ({ activity: a.activity, category: a.category, match: a.match }));

/** What is sent for a quick task: the level, the welcomed activities, the names, the seen titles. */
export const quickTaskMessage = (input: QuickTaskInput) =>
  JSON.stringify({
    allowedLevels: levelsUpTo(input.level),
    welcomedActivities: activities(input.welcomed),
    assignee: input.assigneeName,
    partner: input.partnerName,
    titlesAlreadySeen: input.seen.titles,
  });

/** What is sent for a daily challenge: the level and the welcomed activities. */
export const challengeMessage = (input: DailyChallengeInput) =>
  JSON.stringify({
    allowedLevels: levelsUpTo(input.level),
    welcomedActivities: activities(input.welcomed),
    date: input.date,
  });
