import { itemDomId, type ItemKey } from './survey-model';

/** The DOM id of the shown step's heading (one survey per page). */
export const STEP_HEADING_ID = 'survey-step-heading';

const prefersReducedMotion = () =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

const JUMP_HIGHLIGHT_MS = 1600;

/** Scrolls an item into view and puts the keyboard on its answer. */
export function focusItem(key: ItemKey) {
  const group = document.getElementById(itemDomId(key));
  if (!group) return;
  group.scrollIntoView({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  const radio =
    group.querySelector<HTMLInputElement>('input[type="radio"]:checked') ??
    group.querySelector<HTMLInputElement>('input[type="radio"]');
  radio?.focus({ preventScroll: true });
  // A moment's highlight shows where the jump landed, even when the focus ring is not drawn.
  group.dataset.jumped = '';
  setTimeout(() => delete group.dataset.jumped, JUMP_HIGHLIGHT_MS);
}

/**
 * Puts the keyboard on the new step's heading, so a screen reader announces where the player
 * is, and brings the step's top into view when it is above the window or under the sticky bars
 * (the step's scroll margin leaves room for them).
 */
export function focusStepHeading() {
  const heading = document.getElementById(STEP_HEADING_ID);
  if (!heading) return;
  const step = heading.closest<HTMLElement>('section') ?? heading;
  const margin = parseFloat(getComputedStyle(step).scrollMarginTop) || 0;
  const top = step.getBoundingClientRect().top;
  if (top < margin || top > window.innerHeight) step.scrollIntoView({ block: 'start' });
  heading.focus({ preventScroll: true });
}
