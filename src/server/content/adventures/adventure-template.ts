import type { DEFAULT_EXPERIENCE_TYPES } from '@shared/domain/adventures';
import type { JourneyLevel } from '@shared/domain/journey';
import type { ActivityRequirement } from '../quick-tasks/quick-task-template';
import type { RequiredActivities } from '../required-activities';

/** The shipped experience types' keys, one catalogue file each. */
export type AdventureTypeKey = (typeof DEFAULT_EXPERIENCE_TYPES)[number];

/**
 * A step of the plan that names one activity the couple both welcomed when one meets `needs`
 * (`{activity}` in `withActivity`), and reads `neutral` otherwise, so the template stays
 * eligible for every couple.
 */
export interface ActivityStep {
  needs: ActivityRequirement;
  withActivity: string;
  neutral: string;
}

export type AdventureStep = string | ActivityStep;

/**
 * One adventure of the built-in catalogue. Texts hold `{lead}` and `{partner}` for the names.
 * The teaser and preparation speak to the partner ("you"), the steps to the lead, the summary
 * to both. The id never changes once shipped: a couple's history of adventures refers to it.
 */
export interface AdventureTemplate {
  id: string;
  type: AdventureTypeKey;
  level: JourneyLevel;
  /** 30 to 90. */
  durationMinutes: number;
  title: string;
  /** Intriguing, without giving the plan away. */
  teaser: string;
  /** What the partner should prepare, bring or wear. */
  preparation: string;
  /** The plan, in order. */
  steps: readonly AdventureStep[];
  summary: string;
  /** The activities it is written for, all of which the couple welcomed. */
  requires?: RequiredActivities;
}

type TemplateText = Pick<
  AdventureTemplate,
  'title' | 'teaser' | 'preparation' | 'steps' | 'summary' | 'requires'
>;

/** Builds one type's templates: `adventure('romantic-letters', 'Vanilla', 45, {...})`. */
export const adventuresOf =
  (type: AdventureTypeKey) =>
  (
    id: string,
    level: JourneyLevel,
    durationMinutes: number,
    text: TemplateText,
  ): AdventureTemplate => ({
    id,
    type,
    level,
    durationMinutes,
    ...text,
  });
