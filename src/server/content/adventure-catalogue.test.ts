import { describe, expect, it } from 'vitest';
import {
  CHANCE_OUTCOMES,
  DEFAULT_EXPERIENCE_TYPES,
  TEASER_MAX_LENGTH,
} from '@shared/domain/adventures';
import { chanceVerdictForPartner } from '@shared/domain/take-a-chance';
import { INTENT_OPTIONS } from '@shared/domain/intent';
import { HARD_BOUNDARY_OPTIONS, JOURNEY_LEVELS } from '@shared/domain/journey';
import { adventureShapeProblem } from './adventure-shape';
import { fillAdventure } from './adventure-picker';
import {
  ACCESSORY_LINES,
  CLOSING_LINES,
  DEFAULT_CLOSING_LINES,
  PAUSE_LINES,
  TONE_OPENINGS,
} from './adventures/adventure-slots';
import type { AdventureTemplate } from './adventures/adventure-template';
import { ADVENTURE_TEMPLATES } from './adventures/catalogue';
import { boundaryGuard } from './boundary-guard';
import type { AdventureInput } from './engine';

/** Every text a template can produce, whichever wording its activity steps take. */
const allText = (t: AdventureTemplate) =>
  [
    t.title,
    t.teaser,
    t.preparation,
    t.summary,
    ...t.steps.flatMap((s) => (typeof s === 'string' ? [s] : [s.withActivity, s.neutral])),
  ].join('\n');

const input: AdventureInput = {
  coupleId: 'c1',
  type: { name: 'romantic', key: 'romantic', description: '', aiInstruction: null },
  level: 'Intense',
  welcomed: [],
  accessories: ['Candles', 'Music playlist', 'Massage oil', 'Silk scarf', 'Card deck'],
  intents: {
    lookingFor: [],
    focusAreas: [],
    experienceStyles: [],
    challengePreference: null,
    tonePreference: 'Light-hearted',
  },
  leadName: 'Alexandria-Maximiliana',
  partnerName: 'Bartholomew-Constantine',
  seen: { templateIds: [], titles: [] },
  chance: null,
};

describe('the built-in adventure catalogue', () => {
  it('holds at least 80 templates with unique ids, two or more for every type and level', () => {
    expect(ADVENTURE_TEMPLATES.length).toBeGreaterThanOrEqual(80);
    expect(new Set(ADVENTURE_TEMPLATES.map((t) => t.id)).size).toBe(ADVENTURE_TEMPLATES.length);
    for (const type of DEFAULT_EXPERIENCE_TYPES)
      for (const level of JOURNEY_LEVELS) {
        const count = ADVENTURE_TEMPLATES.filter((t) => t.type === type && t.level === level);
        expect(count.length, `${type} ${level}`).toBeGreaterThanOrEqual(2);
      }
  });

  it('lasts 30 to 90 minutes, plans in several steps and names only known slots', () => {
    for (const t of ADVENTURE_TEMPLATES) {
      expect(Number.isInteger(t.durationMinutes), t.id).toBe(true);
      expect(t.durationMinutes, t.id).toBeGreaterThanOrEqual(30);
      expect(t.durationMinutes, t.id).toBeLessThanOrEqual(90);
      expect(t.steps.length, t.id).toBeGreaterThanOrEqual(3);
      expect(allText(t).match(/\{[^}]*\}/g) ?? [], t.id).toSatisfy((slots: string[]) =>
        slots.every((slot) => ['{lead}', '{partner}', '{activity}'].includes(slot)),
      );
      for (const step of t.steps)
        if (typeof step !== 'string') {
          expect(step.withActivity, t.id).toContain('{activity}');
          expect(step.neutral, t.id).not.toContain('{activity}');
        }
    }
  });

  it('uses no word of a listed hard boundary, in templates or in the lines woven around them', () => {
    const guard = boundaryGuard({
      refusedActivities: [],
      hardBoundaries: [...HARD_BOUNDARY_OPTIONS],
    });
    for (const t of ADVENTURE_TEMPLATES) expect(guard.touches(allText(t)), t.id).toBe(false);
    const lines = [
      ...Object.values(TONE_OPENINGS).flat(),
      ...Object.values(CLOSING_LINES),
      ...DEFAULT_CLOSING_LINES,
      ...PAUSE_LINES,
      ...ACCESSORY_LINES,
    ];
    for (const line of lines) expect(guard.touches(line), line).toBe(false);
  });

  it('leaves every type at least two Vanilla plans for a couple avoiding every category', () => {
    const guard = boundaryGuard({
      refusedActivities: [],
      hardBoundaries: [...HARD_BOUNDARY_OPTIONS],
      avoidCategories: [...INTENT_OPTIONS.avoidCategories],
    });
    for (const type of DEFAULT_EXPERIENCE_TYPES) {
      const open = ADVENTURE_TEMPLATES.filter(
        (t) => t.type === type && t.level === 'Vanilla' && !guard.touches(allText(t)),
      );
      expect(open.length, type).toBeGreaterThanOrEqual(2);
    }
  });

  it('has a closing line for every choice of what a couple looks for and focuses on', () => {
    for (const wish of [...INTENT_OPTIONS.lookingFor, ...INTENT_OPTIONS.focusAreas])
      expect(CLOSING_LINES[wish], wish).toBeTruthy();
    for (const tone of INTENT_OPTIONS.tonePreferences)
      expect(TONE_OPENINGS[tone].length, tone).toBeGreaterThan(0);
  });

  it('fills every template into a valid adventure, even with long names and many accessories', () => {
    const verdict = Math.max(
      ...CHANCE_OUTCOMES.map((o) => chanceVerdictForPartner(o, input.leadName).length),
    );
    for (const t of ADVENTURE_TEMPLATES) {
      const adventure = fillAdventure(t, input, 'seed');
      expect(adventureShapeProblem(adventure, 'Intense'), t.id).toBeNull();
      // Room for Take a Chance's verdict within what a teaser may hold.
      expect(adventure.teaser.length + 1 + verdict, t.id).toBeLessThanOrEqual(TEASER_MAX_LENGTH);
    }
  });
});
