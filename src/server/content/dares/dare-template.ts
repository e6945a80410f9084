import type { DareDifficulty } from '@shared/domain/dares';
import type { JourneyLevel } from '@shared/domain/journey';
import type { ActivityRequirement } from '../quick-tasks/quick-task-template';
import type { RequiredActivities } from '../required-activities';

/**
 * The dare's wording when it names one activity both partners welcomed: used when a welcomed
 * activity meets `needs` (`{activity}` in `text`); the dare's own text is the neutral wording
 * otherwise, so every dare stays open to every couple.
 */
export interface DareActivitySlot {
  needs: ActivityRequirement;
  text: string;
}

/**
 * One dare of the built-in catalogue, addressed to the receiver in one or two sentences.
 * `{sender}` and `{receiver}` are filled with the names. Its level is at most its difficulty's
 * (DARE_LEVEL). The id never changes once shipped: a couple's history of dares refers to it.
 */
export interface DareTemplate {
  id: string;
  difficulty: DareDifficulty;
  level: JourneyLevel;
  text: string;
  activity?: DareActivitySlot;
  /** The activities it is written for, all of which the couple welcomed. */
  requires?: RequiredActivities;
  /** What the dare is about (words, kissing, touch…), in the survey catalogue's tag words. */
  tags: readonly string[];
}

/**
 * Builds one difficulty's dares at one level:
 * `const vanilla = daresOf('romantic')('Vanilla'); vanilla('romantic-three-reasons', ['words'], '…')`,
 * with an activity slot as two more arguments: its requirement and its wording.
 */
export const daresOf =
  (difficulty: DareDifficulty) =>
  (level: JourneyLevel) =>
  (
    id: string,
    tags: readonly string[],
    text: string,
    ...rest:
      [] | [requires: RequiredActivities] | [needs: ActivityRequirement, withActivity: string]
  ): DareTemplate => ({
    id,
    difficulty,
    level,
    text,
    tags,
    ...(rest.length === 2 ? { activity: { needs: rest[0], text: rest[1] } } : {}),
    ...(rest.length === 1 ? { requires: rest[0] } : {}),
  });

/** Requirements the catalogue's activity slots share: a category or a tag of the survey. */
export const NEEDS = {
  closeness: { categories: ['Affection & Touch'], tags: ['affection', 'cuddling', 'touch'] },
  words: { categories: ['Communication & Words'], tags: ['words', 'appreciation'] },
  romance: { categories: ['Romance & Dates'], tags: ['romance', 'dates'] },
  kissing: { categories: ['Kissing'], tags: ['kissing'] },
  massage: { categories: ['Massage & Relaxation'], tags: ['massage', 'relaxation'] },
  teasing: { categories: ['Playful Teasing'], tags: ['teasing', 'games'] },
  sensory: { categories: ['Sensory Play'], tags: ['sensory', 'sensual'] },
  fantasy: { categories: ['Fantasy & Roleplay'], tags: ['fantasy', 'roleplay'] },
  novelty: { categories: ['Adventure & Novelty'], tags: ['novelty', 'adventure', 'spontaneous'] },
  looks: { categories: ['Clothing & Looks'], tags: ['clothing'] },
  rituals: { categories: ['Intimacy Rituals'], tags: ['ritual', 'connection', 'consent'] },
  toys: { categories: ['Toys & Accessories'], tags: ['toys'] },
  bold: { tags: ['bold', 'sensual'] },
} as const satisfies Record<string, ActivityRequirement>;
