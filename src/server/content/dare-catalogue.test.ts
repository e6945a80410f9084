import { describe, expect, it } from 'vitest';
import { DARE_DIFFICULTIES, DARE_LEVEL } from '@shared/domain/dares';
import { INTENT_OPTIONS } from '@shared/domain/intent';
import { HARD_BOUNDARY_OPTIONS, levelRank } from '@shared/domain/journey';
import { ACTIVITY_CATEGORIES } from '../db/seed/catalogue';
import { boundaryGuard } from './boundary-guard';
import { fillDare } from './dare-picker';
import { DARE_TEXT_MAX_LENGTH, dareShapeProblem } from './dare-shape';
import { DARE_TEMPLATES } from './dares/catalogue';
import type { DareTemplate } from './dares/dare-template';
import { AVOID_CATEGORY_SETTING } from './implied-settings';
import { itemSettings } from './item-settings';

/** A dare's wording, written whole. */
const wordings = (t: DareTemplate) => [t.text];

/** Sentence ends: a full stop, question or exclamation mark (maybe inside a quote) then a space or the end. */
const sentences = (text: string) => text.match(/[.!?]["”]?(?=\s|$)/g)?.length ?? 0;

const ACTIVITIES = ACTIVITY_CATEGORIES.flatMap((category) => category.activities);

/**
 * The listed hard boundaries a dare's needed activities touch by their own name and description
 * (wax play touches fire): a dare written for one both welcomed may touch them too, and the
 * guard still keeps it from a couple who listed the boundary.
 */
const boundariesOfNeededActivities = (t: DareTemplate) =>
  HARD_BOUNDARY_OPTIONS.filter((boundary) =>
    (t.requires ?? []).some((key) => {
      const activity = ACTIVITIES.find((a) => a.key === key)!;
      return boundaryGuard({ refusedActivities: [], hardBoundaries: [boundary] }).touches(
        `${activity.name}. ${activity.description}`,
      );
    }),
  );

const longNames = { senderName: 'Alexandria-Maximiliana', receiverName: 'Bartholomew-Constantine' };

describe('the built-in dare catalogue', () => {
  it('holds at least 200 dares with unique ids, at least 40 of every difficulty', () => {
    expect(DARE_TEMPLATES.length).toBeGreaterThanOrEqual(200);
    expect(new Set(DARE_TEMPLATES.map((t) => t.id)).size).toBe(DARE_TEMPLATES.length);
    for (const difficulty of DARE_DIFFICULTIES) {
      const dares = DARE_TEMPLATES.filter((t) => t.difficulty === difficulty);
      expect(dares.length, difficulty).toBeGreaterThanOrEqual(40);
      for (const t of dares) expect(t.id.startsWith(`${difficulty}-`), t.id).toBe(true);
    }
  });

  it('keeps every dare at or below its difficulty, most of them at it', () => {
    for (const difficulty of DARE_DIFFICULTIES) {
      const dares = DARE_TEMPLATES.filter((t) => t.difficulty === difficulty);
      const top = levelRank(DARE_LEVEL[difficulty]);
      for (const t of dares) expect(levelRank(t.level), t.id).toBeLessThanOrEqual(top);
      const atTop = dares.filter((t) => levelRank(t.level) === top);
      expect(atTop.length, difficulty).toBeGreaterThan(dares.length / 2);
    }
  });

  it('speaks to the receiver in one or two sentences naming the sender, with only known slots', () => {
    for (const t of DARE_TEMPLATES) {
      expect(t.tags.length, t.id).toBeGreaterThan(0);
      for (const text of wordings(t)) {
        expect(text, t.id).toContain('{sender}');
        expect(sentences(text), `${t.id}: ${text}`).toBeGreaterThanOrEqual(1);
        expect(sentences(text), `${t.id}: ${text}`).toBeLessThanOrEqual(2);
        expect(text.match(/\{[^}]*\}/g) ?? [], t.id).toSatisfy((slots: string[]) =>
          slots.every((slot) => ['{sender}', '{receiver}'].includes(slot)),
        );
      }
    }
  });

  it('ties many dares to the survey activities they are about', () => {
    const written = DARE_TEMPLATES.filter((t) => t.requires && t.requires.length > 0);
    expect(written.length).toBeGreaterThanOrEqual(60);
  });

  it('fills every dare into a valid one within 400 characters, even with long names', () => {
    for (const t of DARE_TEMPLATES) {
      const dare = fillDare(t, longNames);
      expect(dareShapeProblem(dare, DARE_LEVEL[t.difficulty]), t.id).toBeNull();
      expect(dare.text.length, t.id).toBeLessThanOrEqual(DARE_TEXT_MAX_LENGTH);
      expect(dare.text, t.id).not.toMatch(/[{}]/);
    }
  });

  it('touches no hard boundary or avoid category beyond its tagged settings and needed activities', () => {
    for (const t of DARE_TEMPLATES) {
      const settings: readonly string[] = itemSettings(t.id);
      const guard = boundaryGuard({
        refusedActivities: [],
        hardBoundaries: HARD_BOUNDARY_OPTIONS.filter(
          (boundary) => !boundariesOfNeededActivities(t).includes(boundary),
        ),
        avoidCategories: INTENT_OPTIONS.avoidCategories.filter(
          (category) => !settings.includes(AVOID_CATEGORY_SETTING[category]),
        ),
      });
      for (const text of wordings(t)) expect(guard.touches(text), `${t.id}: ${text}`).toBe(false);
    }
  });
});
