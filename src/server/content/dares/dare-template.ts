import type { DareDifficulty } from '@shared/domain/dares';
import type { JourneyLevel } from '@shared/domain/journey';
import type { RequiredActivities } from '../required-activities';

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
  /** The activities it is written for, all of which the couple welcomed. */
  requires?: RequiredActivities;
  /** What the dare is about (words, kissing, touch…), in the survey catalogue's tag words. */
  tags: readonly string[];
}

/**
 * Builds one difficulty's dares at one level:
 * `const vanilla = daresOf('romantic')('Vanilla'); vanilla('romantic-three-reasons', ['words'], '…')`,
 * with the survey activities it is about, by key, as one more argument.
 */
export const daresOf =
  (difficulty: DareDifficulty) =>
  (level: JourneyLevel) =>
  (
    id: string,
    tags: readonly string[],
    text: string,
    requires?: RequiredActivities,
  ): DareTemplate => ({ id, difficulty, level, text, tags, ...(requires ? { requires } : {}) });
