import { chanceVerdictForPartner } from '@shared/domain/take-a-chance';
import type { BoundaryGuard } from './boundary-guard';
import type { AdventureInput, Boundaries, ContentEngine, GeneratedAdventure } from './engine';
import { adventureShapeProblem, adventureText } from './adventure-shape';
import { withinBoundaries } from './guarded-quick-tasks';
import { itemSettings } from './item-settings';
import { NoFittingContentError, noFittingAdventure } from './no-fitting-content';
import { planAccessories } from './plan-accessories';

/** More than the catalogue holds: every eligible template can be tried once. */
const MAX_ATTEMPTS = 1000;

/**
 * What an engine is asked for: the level capped, the welcomed activities and a few of the
 * accessories that touch no boundary (a refused blindfold is not woven into the plan).
 */
export function adventureWithinBoundaries(
  input: AdventureInput,
  boundaries: Boundaries,
  guard: BoundaryGuard,
): AdventureInput {
  return {
    ...withinBoundaries(input, boundaries, guard),
    accessories: planAccessories(
      input.accessories.filter((accessory) => !guard.touches(accessory)),
    ),
  };
}

/**
 * For Take a Chance, the teaser ends with the coin's verdict as the partner reads it, whatever
 * engine wrote it (once: an engine that already ended with it is left as it is). The verdict is
 * the product's own sentence, not generated text, so the guard reads the adventure without it:
 * a coin's "tails" is not an animal's.
 */
export function withChanceVerdict(
  adventure: GeneratedAdventure,
  input: AdventureInput,
): GeneratedAdventure {
  if (!input.chance) return adventure;
  const verdict = chanceVerdictForPartner(input.chance, input.leadName);
  const teaser = adventure.teaser.trimEnd();
  return teaser.endsWith(verdict) ? adventure : { ...adventure, teaser: `${teaser} ${verdict}` };
}

/**
 * Why an engine's adventure may not be shown to this couple, or null when it may: its shape
 * (with the coin's verdict added, so the teaser still fits), its level, then its text.
 */
export function adventureRefusal(
  adventure: GeneratedAdventure,
  input: AdventureInput,
  guard: BoundaryGuard,
): string | null {
  const problem = adventureShapeProblem(withChanceVerdict(adventure, input), input.level);
  if (problem) return problem;
  if (!guard.allowsLevel(adventure.level)) return 'answered above the level';
  return guard.touchesItem(adventureText(adventure), itemSettings(adventure.templateId))
    ? 'touched a boundary'
    : null;
}

/**
 * The built-in engine's adventure, asked again without each refused template until one fits
 * (the unseen ones first, then the ones seen longest ago). Throws the 409 error when every
 * eligible template touches a boundary.
 */
export async function fittingBuiltInAdventure(
  builtIn: ContentEngine,
  input: AdventureInput,
  guard: BoundaryGuard,
): Promise<GeneratedAdventure> {
  const excluded = [...(input.exclude ?? [])];
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    let adventure: GeneratedAdventure;
    try {
      adventure = await builtIn.adventure({ ...input, exclude: excluded });
    } catch (error) {
      if (error instanceof NoFittingContentError) break;
      throw error;
    }
    if (!adventureRefusal(adventure, input, guard)) return withChanceVerdict(adventure, input);
    if (!adventure.templateId || excluded.includes(adventure.templateId)) break;
    excluded.push(adventure.templateId);
  }
  throw noFittingAdventure();
}
