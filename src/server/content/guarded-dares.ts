import { boundaryGuard, type BoundaryGuard } from './boundary-guard';
import type { Boundaries, ContentEngine, DareInput, GeneratedDare } from './engine';
import { dareShapeProblem } from './dare-shape';
import { itemSettings } from './item-settings';
import { NoFittingContentError, noFittingDare } from './no-fitting-content';

/** More than the catalogue holds: every eligible dare can be tried once. */
const MAX_ATTEMPTS = 1000;

/**
 * Why an engine's dare may not be shown to this couple, or null when it may: its shape (a
 * non-empty text of at most 400 characters), its level, then its text.
 */
export function dareRefusal(
  dare: GeneratedDare,
  input: DareInput,
  guard: BoundaryGuard,
): string | null {
  const problem = dareShapeProblem(dare, input.level);
  if (problem) return problem;
  if (!guard.allowsLevel(dare.level)) return 'answered above the level';
  return guard.touchesItem(dare.text, itemSettings(dare.templateId)) ? 'touched a boundary' : null;
}

/**
 * The built-in engine's dare, asked again without each refused one until one fits (the unseen
 * ones first, then the ones seen longest ago). Throws the 409 error when every eligible dare
 * touches a boundary.
 */
export async function fittingBuiltInDare(
  builtIn: ContentEngine,
  input: DareInput,
  guard: BoundaryGuard,
): Promise<GeneratedDare> {
  const excluded = [...(input.exclude ?? [])];
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    let dare: GeneratedDare;
    try {
      dare = await builtIn.dare({ ...input, exclude: excluded });
    } catch (error) {
      if (error instanceof NoFittingContentError) break;
      throw error;
    }
    if (!dareRefusal(dare, input, guard)) return dare;
    const refused = dare.templateId ?? dare.text;
    if (excluded.includes(refused)) break;
    excluded.push(refused);
  }
  throw noFittingDare();
}

/**
 * Whether a dare about to be sent touches any of the boundaries: a candidate offered earlier
 * (its catalogue tags read as when it was chosen) or the sender's own words, read for their
 * meaning as well. Boundaries may have changed since a candidate was offered.
 */
export function dareTextTouches(
  text: string,
  templateId: string | null,
  boundaries: Boundaries,
): boolean {
  const guard = boundaryGuard(boundaries);
  return guard.touches(text) || guard.touchesItem(text, itemSettings(templateId));
}
