import type { DEFAULT_EXPERIENCE_TYPES } from '@shared/domain/adventures';
import type { JourneyLevel } from '@shared/domain/journey';
import type { RequiredActivities } from '../required-activities';

/** The shipped experience types' keys, one catalogue file each. */
export type AdventureTypeKey = (typeof DEFAULT_EXPERIENCE_TYPES)[number];

/**
 * One adventure of the built-in catalogue, written whole. Texts hold `{lead}` and `{partner}`
 * for the names and nothing else: an adventure about particular survey activities lists them in
 * `requires` and names them in its own words, so it is offered only to couples who both welcomed
 * them. The teaser and preparation speak to the partner ("you"), the steps to the lead, the
 * summary to both, and reads right for a draft as for a finished adventure. The id never changes
 * once shipped: a couple's history of adventures refers to it.
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
  steps: readonly string[];
  /** A noun phrase ("An evening of ..."), true before and after the adventure. */
  summary: string;
  /** The survey activities the plan involves, all of which the couple welcomed. */
  requires?: RequiredActivities;
  /**
   * The survey catalogue's tag words that describe the plan; those naming a setting (public,
   * outdoors, toys, roleplay) tell the guard what a reader understands without the word.
   */
  tags: readonly string[];
}

type TemplateText = Pick<
  AdventureTemplate,
  'title' | 'teaser' | 'preparation' | 'steps' | 'summary'
> &
  Partial<Pick<AdventureTemplate, 'requires' | 'tags'>>;

/** Builds one type's templates: `adventure('romantic-letters', 'Vanilla', 45, {...})`. */
export const adventuresOf =
  (type: AdventureTypeKey) =>
  (
    id: string,
    level: JourneyLevel,
    durationMinutes: number,
    { tags = [], ...text }: TemplateText,
  ): AdventureTemplate => ({
    id,
    type,
    level,
    durationMinutes,
    tags,
    ...text,
  });
