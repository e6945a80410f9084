import { and, eq, type SQL } from 'drizzle-orm';
import type { CategoryType } from '@shared/domain/survey';
import { surveyCategories, surveyOptions } from '../../db/schema';

/** Categories whose options are activities answered Yes, Maybe or No. */
export const ACTIVITY_CATEGORY_TYPE = 'yes_no_maybe' satisfies CategoryType;

/**
 * The one rule for "this option is an activity of the survey now": the option is not retired,
 * its category is not retired, and that category is a Yes/Maybe/No one. A category staff turn
 * into a question category takes its options out of the activities at once, like retiring
 * them. Every query that reads activities or answers to them, for the survey and for the
 * couple's results, joins survey_options to survey_categories and filters on this.
 */
export const activeActivity: SQL = and(
  eq(surveyOptions.active, true),
  eq(surveyCategories.active, true),
  eq(surveyCategories.type, ACTIVITY_CATEGORY_TYPE),
)!;
