import { JOURNEY_LEVELS, levelRank, type JourneyLevel } from '@shared/domain/journey';
import { TASK_TYPES } from '@shared/domain/quicktasks';
import { termsOfActivityNamed } from '../activity-terms';
import { createBuiltInEngine } from '../built-in-engine';
import type { Boundaries, ContentEngine, GeneratedQuickTask } from '../engine';
import { QUICK_TASK_TEMPLATES } from '../quick-tasks/catalogue';
import { prng, touchedBoundary, type Random } from './boundary-check';
import { avoidCategoryWord, hardBoundaryWord } from './boundary-leaks';
import { fakeEngine } from './fake-engine';
import { randomBoundaries, randomCouple, randomMaxLevel, catalogueWords } from './random-couple';

/**
 * What the quick task and daily challenge safety tests share: their random couples, the
 * checker of what came back and the engine that misbehaves.
 */

const TEMPLATE_WORDS = catalogueWords(QUICK_TASK_TEMPLATES.map((t) => t.description));

/**
 * A random couple: what both welcomed, what either refused, listed and custom boundaries
 * (custom ones often words the catalogue uses), avoid categories, the level asked for and,
 * mostly, a cap.
 */
export function randomQuickTaskCouple(random: Random) {
  const couple = randomCouple(random, TEMPLATE_WORDS);
  const maxLevel = randomMaxLevel(random);
  const boundaries = randomBoundaries(random, couple, maxLevel);
  const welcomed = random.some(couple.welcomable, 0.5);
  return { welcomed, boundaries, maxLevel, level: random.pick(JOURNEY_LEVELS) };
}

/** What the checker reads of a generated task or challenge. */
export type Checked = Pick<
  GeneratedQuickTask,
  'title' | 'description' | 'activityTags' | 'level' | 'durationMinutes' | 'taskType'
> & { templateId?: string | null };

export function violation(task: Checked, boundaries: Boundaries, maxLevel: JourneyLevel) {
  const touched = touchedBoundary(
    [task.title, task.description, ...task.activityTags].join(' '),
    boundaries,
    task.templateId,
  );
  if (touched) return touched;
  if (levelRank(task.level) > levelRank(maxLevel)) return `level ${task.level}`;
  if (!(task.durationMinutes >= 5 && task.durationMinutes <= 15)) return 'duration';
  if (!Number.isInteger(task.durationMinutes)) return 'duration';
  if (!(TASK_TYPES as readonly string[]).includes(task.taskType)) return 'type';
  return null;
}

/** A configured engine that often misbehaves: boundary words, levels too high, broken shapes. */
export function unrulyEngine(seed: number, boundaries: () => Boundaries): ContentEngine {
  const random = prng(seed);
  const builtIn = createBuiltInEngine();
  const quickTask: ContentEngine['quickTask'] = async (input) => {
    const task: GeneratedQuickTask = { ...(await builtIn.quickTask(input)), templateId: null };
    const b = boundaries();
    switch (random.int(8)) {
      case 0:
        if (b.refusedActivities.length) {
          // Half the time in other words: what the refused activity means, not its name.
          const refused = random.pick(b.refusedActivities);
          const terms = termsOfActivityNamed(refused);
          const leak = terms.length > 0 && random.next() < 0.5 ? random.pick(terms) : refused;
          task.description += ` Try ${leak}.`;
        }
        break;
      case 1: {
        const term = hardBoundaryWord(random, random.pick(b.hardBoundaries ?? ['pain']));
        task.activityTags = [...task.activityTags, term.toUpperCase()];
        break;
      }
      case 6:
        if (b.avoidCategories?.length) {
          const category = random.pick(b.avoidCategories);
          task.title += ` with ${avoidCategoryWord(random, category)}`;
        }
        break;
      case 2:
        task.level = random.pick(JOURNEY_LEVELS);
        break;
      case 3:
        task.durationMinutes = random.pick([0, 4, 16, 30, 7.5]);
        break;
      case 4:
        (task as { taskType: string }).taskType = 'something-else';
        break;
      case 5:
        throw new Error('unavailable');
      default:
        break;
    }
    return task;
  };
  return fakeEngine({
    name: 'unruly',
    quickTask,
    async dailyChallenge(input) {
      const task = await quickTask({
        ...input,
        assigneeName: 'you',
        partnerName: 'your partner',
        seen: { templateIds: [], titles: [] },
      });
      return { ...task, templateId: null };
    },
  });
}
