import { ADVENTURE_ADVENTURES } from './adventure';
import type { AdventureTemplate } from './adventure-template';
import { CULTURAL_ADVENTURES } from './cultural';
import { LEARNING_ADVENTURES } from './learning';
import { PHYSICAL_ADVENTURES } from './physical';
import { RELAXATION_ADVENTURES } from './relaxation';
import { ROMANTIC_ADVENTURES } from './romantic';

/** Every built-in adventure, in a fixed order: the engine's choices depend on it. */
export const ADVENTURE_TEMPLATES: readonly AdventureTemplate[] = [
  ...ROMANTIC_ADVENTURES,
  ...ADVENTURE_ADVENTURES,
  ...CULTURAL_ADVENTURES,
  ...RELAXATION_ADVENTURES,
  ...LEARNING_ADVENTURES,
  ...PHYSICAL_ADVENTURES,
];
