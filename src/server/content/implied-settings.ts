import type { AvoidCategory } from '@shared/domain/intent';
import type { HardBoundaryOption } from '@shared/domain/journey';
import { AVOID_CATEGORY_TERMS } from './avoid-category-terms';

/**
 * The settings an item may imply without saying so in so many words: a dare to brush hands
 * "the next time you are out together" happens in public, a plan around a picnic blanket
 * happens outdoors. Built-in items carry them as tags; generated items get them from their
 * text (`SETTING_TERMS`). Each setting is one avoid category of the intent form.
 */
export const IMPLIED_SETTINGS = [
  'public',
  'outdoors',
  'photos',
  'alcohol',
  'restraint',
  'pain',
  'food',
  'blindfold',
  'roleplay',
  'toys',
  'other-people',
  'dirty-talk',
] as const;
export type ImpliedSetting = (typeof IMPLIED_SETTINGS)[number];

export const isImpliedSetting = (tag: string): tag is ImpliedSetting =>
  (IMPLIED_SETTINGS as readonly string[]).includes(tag);

/** The setting each avoid category rules out: every item tagged with it. */
export const AVOID_CATEGORY_SETTING: Record<AvoidCategory, ImpliedSetting> = {
  'Public places': 'public',
  Pain: 'pain',
  Restraints: 'restraint',
  'Role play': 'roleplay',
  Toys: 'toys',
  'Photos and video': 'photos',
  Alcohol: 'alcohol',
  'Food play': 'food',
  Outdoors: 'outdoors',
  'Other people': 'other-people',
  'Dirty talk': 'dirty-talk',
  Blindfolds: 'blindfold',
};

/** The listed hard boundaries that are also a setting. */
export const HARD_BOUNDARY_SETTING: Partial<Record<HardBoundaryOption, ImpliedSetting>> = {
  pain: 'pain',
};

/**
 * Phrases that imply a setting beyond the avoid category's own words: going out, being seen,
 * being watched. Matched like the curated lists (a `*` term matches the longer words it
 * begins); they err on the side of refusing.
 */
const MORE_SETTING_TERMS: Partial<Record<ImpliedSetting, readonly string[]>> = {
  public: [
    'out together',
    'you are out',
    'you go out',
    'going out',
    'night out',
    'evening out',
    'day out',
    'when out',
    'while out',
    'out in the world',
    'other people might see',
    'others might see',
    'anyone might see',
    'in front of others',
    'in a crowd',
    'across the room at',
    'queue',
    'shop',
    'shops',
    'waiting room',
    'station',
    'airport',
  ],
  outdoors: ['under the sky', 'in the sun', 'open sky', 'starlit', 'in the snow', 'bench'],
  photos: ['snapshot*', 'take a picture', 'pose for', 'lens'],
  restraint: ['silk tie*', 'scarf around their wrists', 'hands above their head'],
  roleplay: ['in character', 'play a part', 'a role'],
  'other-people': ['someone else', 'anyone else', 'others watching', 'being watched'],
  'dirty-talk': ['bold words', 'daring words', 'talk bold', 'sultry', 'x-rated'],
  blindfold: ['scarf over their eyes', 'scarf over your eyes', 'eyes tied'],
};

/** The words and phrases that imply each setting: its avoid category's list and more. */
export const SETTING_TERMS: Record<ImpliedSetting, readonly string[]> = Object.fromEntries(
  (Object.entries(AVOID_CATEGORY_SETTING) as [AvoidCategory, ImpliedSetting][]).map(
    ([category, setting]) => [
      setting,
      [...AVOID_CATEGORY_TERMS[category], ...(MORE_SETTING_TERMS[setting] ?? [])],
    ],
  ),
) as unknown as Record<ImpliedSetting, readonly string[]>;

/** Whether a text holds one of the terms, as the guard matches them. */
export type TermsMatcher = (terms: readonly string[]) => (text: string) => boolean;

/** For each list of terms, whether a text holds one of them, as the guard matches them. */
export type TermListsMatcher = (
  lists: readonly (readonly string[])[],
) => (text: string) => boolean[];

/** The settings a text implies, read with the guard's own matching. */
export function settingsReader(lists: TermListsMatcher): (text: string) => ImpliedSetting[] {
  const implies = lists(IMPLIED_SETTINGS.map((setting) => SETTING_TERMS[setting]));
  return (text) => {
    const found = implies(text);
    return IMPLIED_SETTINGS.filter((_, i) => found[i]);
  };
}
