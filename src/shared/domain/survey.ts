/** Survey rules shared by the server and the screens (docs/matching-and-privacy.md). */

export const PREFERENCES = ['Yes', 'Maybe', 'No'] as const;
export type Preference = (typeof PREFERENCES)[number];

export const CATEGORY_TYPES = [
  'yes_no_maybe',
  'feelings_scale',
  'multiple_choice',
  'rating_scale',
] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];

/**
 * An ordinary activity is answered once about oneself ('self'); a clothing activity twice:
 * wearing it ('wear') and seeing one's partner wear it ('see_partner_wear').
 */
export const PERSPECTIVES = ['self', 'wear', 'see_partner_wear'] as const;
export type Perspective = (typeof PERSPECTIVES)[number];

/** Activities carrying this tag are clothing: answered from both perspectives. */
export const CLOTHING_TAG = 'clothing';
export type TagType = 'activity' | 'clothing';

export const tagTypeOf = (tags: readonly string[]): TagType =>
  tags.some((tag) => tag.toLowerCase() === CLOTHING_TAG) ? 'clothing' : 'activity';

/**
 * The key the screens use for one answer: the activity id, and for clothing "::" and the
 * perspective: the part after the double colon is sent as a second value.
 */
export function answerKey(activityId: string, perspective: Perspective): string {
  return perspective === 'self' ? activityId : `${activityId}::${perspective}`;
}

export function parseAnswerKey(
  key: string,
): { activityId: string; perspective: Perspective } | null {
  const [activityId, second, ...rest] = key.split('::');
  if (!activityId || rest.length > 0) return null;
  if (second === undefined) return { activityId, perspective: 'self' };
  return second === 'wear' || second === 'see_partner_wear'
    ? { activityId, perspective: second }
    : null;
}

/** The answer keys one activity needs. */
export const answerKeysFor = (activity: { id: string; tagType: TagType }): string[] =>
  activity.tagType === 'clothing'
    ? [answerKey(activity.id, 'wear'), answerKey(activity.id, 'see_partner_wear')]
    : [answerKey(activity.id, 'self')];

/** The perspectives an activity is answered from: 'self', or for clothing both of the others. */
export const perspectivesFor = (tagType: TagType): readonly Perspective[] =>
  tagType === 'clothing' ? ['wear', 'see_partner_wear'] : ['self'];

export const perspectiveFits = (tagType: TagType, perspective: Perspective): boolean =>
  perspectivesFor(tagType).includes(perspective);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * An answer key as a bulk save sends it: the activity id (lower-cased, and only a well-formed
 * uuid), and its perspective: the key's own suffix, else `fallback` for a plain id, else 'self'.
 * Null for anything that is not an answer key.
 */
export function resolveAnswerKey(
  key: string,
  fallback?: Perspective,
): { activityId: string; perspective: Perspective } | null {
  const parsed = parseAnswerKey(key);
  if (!parsed) return null;
  const activityId = parsed.activityId.toLowerCase();
  if (!UUID.test(activityId)) return null;
  const plain = !key.includes('::');
  return { activityId, perspective: plain && fallback ? fallback : parsed.perspective };
}

/**
 * What is still unanswered: the questions without an answer and the answer keys (every
 * activity's answerKeysFor) without one.
 */
export function missingAnswers(
  survey: {
    questions: readonly { id: string }[];
    activities: readonly { id: string; tagType: TagType }[];
  },
  answered: { questionIds: Iterable<string>; answerKeys: Iterable<string> },
): { questionIds: string[]; answerKeys: string[] } {
  const questions = new Set(answered.questionIds);
  const keys = new Set(answered.answerKeys);
  return {
    questionIds: survey.questions.map((q) => q.id).filter((id) => !questions.has(id)),
    answerKeys: survey.activities.flatMap(answerKeysFor).filter((key) => !keys.has(key)),
  };
}

export type MatchType = 'Exact' | 'Close';

/** Exact: the same positive answer; Close: one Yes and one Maybe; anything with a No: none. */
export function matchTypeOf(a: Preference, b: Preference): MatchType | null {
  if (a === 'No' || b === 'No') return null;
  return a === b ? 'Exact' : 'Close';
}

export type SharedMatch = 'Both Yes' | 'Both Maybe' | 'Yes/Maybe';

export function sharedMatchOf(a: Preference, b: Preference): SharedMatch | null {
  if (a === 'No' || b === 'No') return null;
  if (a === 'Yes' && b === 'Yes') return 'Both Yes';
  if (a === 'Maybe' && b === 'Maybe') return 'Both Maybe';
  return 'Yes/Maybe';
}

/**
 * Which answer of the partner meets each of one's own: the same perspective for ordinary
 * activities; for clothing, one's 'wear' meets the partner's 'see_partner_wear'.
 */
export function counterpartOf(perspective: Perspective): Perspective {
  if (perspective === 'wear') return 'see_partner_wear';
  if (perspective === 'see_partner_wear') return 'wear';
  return 'self';
}

/** The couple summary collapses when over 500 characters or with more than 5 bold sections. */
export const SUMMARY_COLLAPSE_CHARS = 500;
export const SUMMARY_COLLAPSE_SECTIONS = 5;
export function summaryCollapses(markdown: string): boolean {
  const sections = markdown.match(/\*\*[^*]+\*\*/g)?.length ?? 0;
  return markdown.length > SUMMARY_COLLAPSE_CHARS || sections > SUMMARY_COLLAPSE_SECTIONS;
}
