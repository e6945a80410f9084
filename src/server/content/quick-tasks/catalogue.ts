import { CHALLENGE_TASKS } from './challenge-tasks';
import { FOREPLAY_TASKS } from './foreplay-tasks';
import { KISSING_TASKS } from './kissing-tasks';
import { MASSAGE_TASKS } from './massage-tasks';
import type { QuickTaskTemplate } from './quick-task-template';
import { ROLEPLAY_TASKS } from './roleplay-tasks';
import { SURPRISE_TASKS } from './surprise-tasks';
import { TEASING_TASKS } from './teasing-tasks';
import { WHISPER_TASKS } from './whisper-tasks';

/** Every built-in quick task, in a fixed order: the engine's choices depend on it. */
export const QUICK_TASK_TEMPLATES: readonly QuickTaskTemplate[] = [
  ...FOREPLAY_TASKS,
  ...TEASING_TASKS,
  ...KISSING_TASKS,
  ...MASSAGE_TASKS,
  ...ROLEPLAY_TASKS,
  ...WHISPER_TASKS,
  ...CHALLENGE_TASKS,
  ...SURPRISE_TASKS,
];
