import type { DareTemplate } from './dare-template';
import { HOT_DARES } from './hot';
import { NAUGHTY_DARES } from './naughty';
import { ROMANTIC_DARES } from './romantic';
import { SPICY_DARES } from './spicy';

/** Every built-in dare, in a fixed order: the engine's choices depend on it. */
export const DARE_TEMPLATES: readonly DareTemplate[] = [
  ...ROMANTIC_DARES,
  ...NAUGHTY_DARES,
  ...HOT_DARES,
  ...SPICY_DARES,
];
