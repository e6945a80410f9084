/** Quick tasks: short play built from what both partners welcomed. */

export const TASK_TYPES = [
  'foreplay',
  'teasing',
  'kissing',
  'massage',
  'roleplay',
  'whisper',
  'challenge',
  'surprise',
] as const;
export type TaskType = (typeof TASK_TYPES)[number];

export const TASK_MIN_MINUTES = 5;
export const TASK_MAX_MINUTES = 15;
export const TASK_NOTES_MAX_LENGTH = 500;

/** How many tags a task card shows before '+N more'. */
export const VISIBLE_TAGS = 3;

/** The tags a card shows, and how many it folds into '+N more' (0: none). */
export function visibleTags(tags: readonly string[], visible = VISIBLE_TAGS) {
  return { shown: tags.slice(0, visible), more: Math.max(0, tags.length - visible) };
}

export const QUICK_TASK_MESSAGES = {
  waitingForPartner: 'Waiting for your partner to confirm...',
  loadFailed: 'Failed to load tasks: ',
  generateFailed: 'Failed to generate task',
} as const;
