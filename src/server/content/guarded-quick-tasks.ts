import { lowerLevel, type JourneyLevel } from '@shared/domain/journey';
import type { BoundaryGuard } from './boundary-guard';
import type {
  Boundaries,
  ContentEngine,
  DailyChallengeInput,
  GeneratedChallenge,
  GeneratedQuickTask,
  QuickTaskInput,
  WelcomedActivity,
} from './engine';
import { itemSettings } from './item-settings';
import { eligibleTemplates } from './quick-task-picker';
import { DAILY_CHALLENGES } from './quick-tasks/daily-challenges';
import { noFittingChallenge, noFittingQuickTask } from './no-fitting-content';
import { challengeShapeProblem, quickTaskShapeProblem, taskText } from './quick-task-shape';
import { sameTextAsBefore } from './stable-text';

/** More than the catalogue holds: every eligible template can be tried once. */
const MAX_ATTEMPTS = 1000;

/** An activity's name, category and tags as the guard reads them. */
const activityText = (activity: WelcomedActivity) =>
  sameTextAsBefore(activity, [activity.activity, activity.category, ...activity.tags].join('\n'));

/**
 * What an engine is asked for: the level capped at the couple's highest, and only the welcomed
 * activities whose name, category and tags touch no boundary (avoid categories included), so
 * nothing is built on one.
 */
export function withinBoundaries<T extends { level: JourneyLevel; welcomed: WelcomedActivity[] }>(
  input: T,
  boundaries: Boundaries,
  guard: BoundaryGuard,
): T {
  return {
    ...input,
    level: boundaries.maxLevel ? lowerLevel(input.level, boundaries.maxLevel) : input.level,
    welcomed: input.welcomed.filter((a) => !guard.touches(activityText(a))),
  };
}

/** Why a quick task may not be shown to this couple, or null when it may. */
export function quickTaskRefusal(
  task: GeneratedQuickTask,
  input: QuickTaskInput,
  guard: BoundaryGuard,
): string | null {
  const problem = quickTaskShapeProblem(task, input.level);
  if (problem) return problem;
  if (!guard.allowsLevel(task.level)) return 'answered above the level';
  return guard.touchesItem(taskText(task), itemSettings(task.templateId))
    ? 'touched a boundary'
    : null;
}

/** Why a daily challenge may not be shown to this couple, or null when it may. */
export function challengeRefusal(
  challenge: GeneratedChallenge,
  input: DailyChallengeInput,
  guard: BoundaryGuard,
): string | null {
  const problem = challengeShapeProblem(challenge, input.level);
  if (problem) return problem;
  if (!guard.allowsLevel(challenge.level ?? input.level)) return 'answered above the level';
  return guard.touchesItem(taskText(challenge), itemSettings(challenge.templateId))
    ? 'touched a boundary'
    : null;
}

/**
 * The built-in engine's quick task, asked again with each refused one added to what was seen
 * until one fits: first among the tasks not yet seen, then, once those run out, a new round among
 * all eligible ones. Throws the 409 error when every eligible task touches a boundary.
 */
export async function fittingBuiltInQuickTask(
  builtIn: ContentEngine,
  input: QuickTaskInput,
  guard: BoundaryGuard,
): Promise<GeneratedQuickTask> {
  const refusedIds: string[] = [];
  const refusedTitles: string[] = [];
  let seen = input.seen;
  let newRound = false;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const task = await builtIn.quickTask({
      ...input,
      seen: {
        templateIds: [...seen.templateIds, ...refusedIds],
        titles: [...seen.titles, ...refusedTitles],
      },
    });
    if (!quickTaskRefusal(task, input, guard))
      return { ...task, newRound: newRound || task.newRound };
    if (task.newRound) {
      if (newRound) break;
      newRound = true;
      seen = { templateIds: [], titles: [] };
    }
    if (task.templateId) refusedIds.push(task.templateId);
    refusedTitles.push(task.title);
  }
  throw noFittingQuickTask();
}

/** The built-in daily challenge, asked again without each refused one until one fits. */
export async function fittingBuiltInChallenge(
  builtIn: ContentEngine,
  input: DailyChallengeInput,
  guard: BoundaryGuard,
): Promise<GeneratedChallenge> {
  // The built-in challenges the guard refuses are known before the day's is chosen, so the
  // couple's rotation runs over those that fit and never lands twice on the one after a refusal.
  // Only those the couple could be given are read.
  const refusedBuiltIn = eligibleTemplates(input.level, input.welcomed, DAILY_CHALLENGES)
    .filter((t) => guard.touchesItem(sameTextAsBefore(t, taskText(t)), itemSettings(t.id)))
    .map((t) => t.id);
  const excluded = [...(input.exclude ?? []), ...refusedBuiltIn];
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    let challenge: GeneratedChallenge;
    try {
      challenge = await builtIn.dailyChallenge({ ...input, exclude: excluded });
    } catch {
      break;
    }
    if (!challengeRefusal(challenge, input, guard)) return challenge;
    if (excluded.includes(challenge.title)) break;
    excluded.push(challenge.title, ...(challenge.templateId ? [challenge.templateId] : []));
  }
  throw noFittingChallenge();
}
