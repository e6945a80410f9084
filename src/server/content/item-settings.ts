import { ADVENTURE_TEMPLATES } from './adventures/catalogue';
import { DARE_TEMPLATES } from './dares/catalogue';
import { isImpliedSetting, type ImpliedSetting } from './implied-settings';
import { QUICK_TASK_TEMPLATES } from './quick-tasks/catalogue';
import { DAILY_CHALLENGES } from './quick-tasks/daily-challenges';

/**
 * The settings each built-in item implies, by its stable id: a dare to brush hands "the next
 * time you are out together" happens in public, a "Strangers at the bar" task is role play with
 * a drink among other people. An item's own catalogue tags that name a setting (a roleplay task,
 * a dare tagged public) count too. The guard also reads settings from an item's words; these
 * tags say what a reader understands even where no listed word appears.
 */
const ITEM_SETTINGS: Readonly<Record<string, readonly ImpliedSetting[]>> = {
  // quick tasks
  'teasing-out-and-about': ['public'],
  'teasing-secret-signal': ['public', 'other-people'],
  'kissing-taste-kiss': ['food'],
  'kissing-blind-kisses': ['blindfold'],
  'kissing-public-kiss': ['public', 'other-people'],
  'massage-spa-corner': ['other-people'],
  'roleplay-tour-guide': ['public'],
  'roleplay-restaurant': ['public', 'other-people'],
  'roleplay-strangers': ['public', 'alcohol', 'other-people'],
  'roleplay-first-date': ['alcohol'],
  'roleplay-photographer': ['photos'],
  'roleplay-travellers': ['public'],
  'whisper-in-public': ['public', 'other-people'],
  'whisper-bold-talk': ['dirty-talk'],
  'kissing-no-hands': ['restraint'],
  'challenge-blind-taste': ['food', 'blindfold'],
  'challenge-no-hands-dinner': ['food'],
  'challenge-photo-mission': ['photos'],
  'challenge-stargazing': ['outdoors'],
  'challenge-private-outdoors': ['outdoors'],
  'massage-blindfolded': ['blindfold'],
  // daily challenges
  'daily-secret-signal': ['public', 'other-people'],
  'daily-bold-words': ['dirty-talk'],
  // adventures
  'adventure-mystery-night-out': ['public'],
  'adventure-secret-hideaway': ['outdoors'],
  'adventure-getaway-night': ['public'],
  'adventure-new-names': ['roleplay'],
  'adventure-hand-over-control': ['roleplay'],
  'romantic-hotel-at-home': ['roleplay'],
  'cultural-museum-stories': ['public'],
  'cultural-masquerade': ['roleplay'],
  'learning-confidence-night': ['dirty-talk'],
  'physical-walk-and-talk': ['outdoors'],
  'physical-swim-date': ['public', 'outdoors'],
  // dares
  'naughty-accidental-touches': ['public'],
  'hot-bolder-messages': ['dirty-talk'],
  'spicy-daring-message': ['dirty-talk'],
  'spicy-boldest-thought': ['dirty-talk'],
  'spicy-hands-behind-back': ['restraint'],
  'spicy-ten-minutes-eyes-closed': ['blindfold'],
};

/** The settings the catalogues' own tags and task types already name. */
const CATALOGUE_SETTINGS = new Map<string, readonly ImpliedSetting[]>(
  [...QUICK_TASK_TEMPLATES, ...DAILY_CHALLENGES, ...DARE_TEMPLATES, ...ADVENTURE_TEMPLATES].map(
    (item) => [
      item.id,
      [
        ...item.tags.filter(isImpliedSetting),
        ...('type' in item && item.type === 'roleplay' ? (['roleplay'] as const) : []),
      ],
    ],
  ),
);

/** Every built-in item's id, so a tag on an id that is not shipped is noticed. */
export const BUILT_IN_ITEM_IDS: ReadonlySet<string> = new Set([
  ...QUICK_TASK_TEMPLATES.map((t) => t.id),
  ...DAILY_CHALLENGES.map((t) => t.id),
  ...ADVENTURE_TEMPLATES.map((t) => t.id),
  ...DARE_TEMPLATES.map((t) => t.id),
]);

export const TAGGED_ITEM_IDS = Object.keys(ITEM_SETTINGS);

/** The settings a built-in item implies; none for text an external engine wrote. */
export function itemSettings(templateId: string | null | undefined): readonly ImpliedSetting[] {
  if (!templateId) return [];
  return [
    ...new Set([
      ...(ITEM_SETTINGS[templateId] ?? []),
      ...(CATALOGUE_SETTINGS.get(templateId) ?? []),
    ]),
  ];
}
