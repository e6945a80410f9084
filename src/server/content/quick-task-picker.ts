import { createHash } from 'node:crypto';
import { levelRank } from '@shared/domain/journey';
import type {
  DailyChallengeInput,
  GeneratedChallenge,
  GeneratedQuickTask,
  QuickTaskInput,
  WelcomedActivity,
} from './engine';
import { QUICK_TASK_TEMPLATES } from './quick-tasks/catalogue';
import type { QuickTaskTemplate } from './quick-tasks/quick-task-template';
import { noFittingChallenge, noFittingQuickTask } from './no-fitting-content';
import { DAILY_CHALLENGES } from './quick-tasks/daily-challenges';
import { itemOfTheDay } from './daily-rotation';
import { welcomesAll } from './required-activities';

const number = (...parts: string[]) =>
  createHash('sha256').update(parts.join('\u0000')).digest().readUInt32BE(0);

/** Templates at or below the level whose activities both partners welcomed. */
export function eligibleTemplates(
  level: QuickTaskInput['level'],
  welcomed: readonly WelcomedActivity[],
  templates: readonly QuickTaskTemplate[] = QUICK_TASK_TEMPLATES,
): QuickTaskTemplate[] {
  const rank = levelRank(level);
  return templates.filter((t) => levelRank(t.level) <= rank && welcomesAll(t.requires, welcomed));
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(assignee|partner)\}/g, (_, key: string) => values[key] ?? '');

/** A template made into a task for this couple: the names filled in. */
export function fillTemplate(
  template: QuickTaskTemplate,
  people: { assigneeName: string; partnerName: string },
) {
  const values = { assignee: people.assigneeName, partner: people.partnerName };
  return {
    templateId: template.id,
    title: fill(template.title, values),
    description: fill(template.description, values),
    taskType: template.type,
    durationMinutes: template.durationMinutes,
    suggestedPoints: template.suggestedPoints,
    level: template.level,
    activityTags: [...template.tags],
  };
}

/**
 * The built-in quick task: among eligible templates not yet seen (by id or title), one chosen
 * from the couple's id and how many they have seen; when every eligible one has been seen, a new
 * round starts among all of them.
 */
export function pickQuickTask(
  input: QuickTaskInput,
  templates: readonly QuickTaskTemplate[] = QUICK_TASK_TEMPLATES,
): GeneratedQuickTask {
  const eligible = eligibleTemplates(input.level, input.welcomed, templates);
  const seenIds = new Set(input.seen.templateIds);
  const seenTitles = new Set(input.seen.titles);
  const unseen = eligible.filter((t) => !seenIds.has(t.id) && !seenTitles.has(t.title));
  const newRound = unseen.length === 0;
  const pool = newRound ? eligible : unseen;
  if (pool.length === 0) throw noFittingQuickTask();
  const seed = `${input.coupleId}\u0000${input.seen.templateIds.length}`;
  const template = pool[number(seed) % pool.length]!;
  return { ...fillTemplate(template, input), newRound };
}

/**
 * The built-in daily challenge: the same couple, day and level always give the same one, from
 * the eligible templates the input does not exclude. Day after day it walks the couple's own
 * order of the eligible ones, so a couple with 60 of them sees 60 days without a repeat.
 */
export function pickDailyChallenge(
  input: DailyChallengeInput,
  templates: readonly QuickTaskTemplate[] = DAILY_CHALLENGES,
): GeneratedChallenge {
  const excluded = new Set(input.exclude ?? []);
  const template = itemOfTheDay(
    input.coupleId,
    input.date,
    eligibleTemplates(input.level, input.welcomed, templates),
    (t) => excluded.has(t.id) || excluded.has(t.title),
  );
  if (!template) throw noFittingChallenge();
  const task = fillTemplate(template, { assigneeName: '', partnerName: '' });
  return {
    templateId: task.templateId,
    title: task.title,
    description: task.description,
    taskType: task.taskType,
    durationMinutes: task.durationMinutes,
    level: task.level,
  };
}
