import { describe, expect, it } from 'vitest';
import { DARE_DIFFICULTIES, DARE_LEVEL } from '@shared/domain/dares';
import { JOURNEY_LEVELS, levelRank } from '@shared/domain/journey';
import { eligibleDares, pickDare } from './dare-picker';
import { DARE_TEMPLATES } from './dares/catalogue';
import type { DareInput, WelcomedActivity } from './engine';
import { NoFittingContentError } from './no-fitting-content';
import { SURVEY_ACTIVITIES } from './testing/random-couple';

const base: DareInput = {
  coupleId: 'couple-a',
  difficulty: 'hot',
  level: 'Adventurous',
  welcomed: [],
  senderName: 'Robin',
  receiverName: 'Sam',
  seen: { templateIds: [], texts: [] },
};
const input = (changes: Partial<DareInput>): DareInput => ({ ...base, ...changes });
const template = (id: string | null) => DARE_TEMPLATES.find((t) => t.id === id)!;

describe('choosing a built-in dare', () => {
  it('gives every eligible dare once before any repeats, then the one had longest ago', () => {
    for (const difficulty of DARE_DIFFICULTIES) {
      // Every survey activity welcomed, so no dare written for one is left out.
      const request = input({
        difficulty,
        level: DARE_LEVEL[difficulty],
        welcomed: SURVEY_ACTIVITIES,
      });
      const eligible = eligibleDares(request);
      expect(eligible.length, difficulty).toBe(
        DARE_TEMPLATES.filter((t) => t.difficulty === difficulty).length,
      );
      const seen: string[] = [];
      for (let i = 0; i < eligible.length; i++) {
        const { templateId } = pickDare({
          ...request,
          seen: { templateIds: [...seen], texts: [] },
        });
        expect(seen, `${difficulty}, pick ${i}`).not.toContain(templateId);
        seen.push(templateId!);
      }
      expect(new Set(seen)).toEqual(new Set(eligible.map((t) => t.id)));
      for (let i = 0; i < 3; i++) {
        const next = pickDare({ ...request, seen: { templateIds: [...seen], texts: [] } });
        expect(next.templateId, difficulty).toBe(seen[i]);
        seen.push(next.templateId!);
      }
    }
  });

  it('also skips a dare seen by its text only, and one the input excludes', () => {
    const first = pickDare(base);
    const byText = pickDare(input({ seen: { templateIds: [], texts: [first.text] } }));
    expect(byText.templateId).not.toBe(first.templateId);
    const byId = pickDare(input({ exclude: [first.templateId!] }));
    expect(byId.templateId).not.toBe(first.templateId);
  });

  it('is the same for the same couple and history, and differs between couples', () => {
    expect(pickDare(base)).toEqual(pickDare(base));
    const firsts = new Set(
      Array.from({ length: 30 }, (_, i) => pickDare(input({ coupleId: `c${i}` })).templateId),
    );
    expect(firsts.size).toBeGreaterThanOrEqual(15);
    // The seen count seeds the choice too: ids of retired dares still count.
    const history = (n: number) => Array.from({ length: n }, (_, k) => `retired-${k}`);
    const next = new Set(
      Array.from(
        { length: 10 },
        (_, i) => pickDare(input({ seen: { templateIds: history(i), texts: [] } })).templateId,
      ),
    );
    expect(next.size).toBeGreaterThanOrEqual(5);
  });

  it('keeps to the difficulty asked for and to the level', () => {
    for (const difficulty of DARE_DIFFICULTIES)
      for (const level of JOURNEY_LEVELS)
        for (let i = 0; i < 10; i++) {
          let dare;
          try {
            dare = pickDare(input({ coupleId: `c${i}`, difficulty, level }));
          } catch (error) {
            expect(error).toBeInstanceOf(NoFittingContentError);
            expect(eligibleDares({ difficulty, level, welcomed: input({}).welcomed })).toEqual([]);
            continue;
          }
          expect(template(dare.templateId).difficulty).toBe(difficulty);
          expect(levelRank(dare.level)).toBeLessThanOrEqual(levelRank(level));
          expect(dare.level).toBe(template(dare.templateId).level);
        }
    const playfulHot = eligibleDares({ difficulty: 'hot', level: 'Playful', welcomed: [] });
    expect(playfulHot.length).toBeGreaterThanOrEqual(10);
    expect(() => pickDare(input({ exclude: DARE_TEMPLATES.map((t) => t.id) }))).toThrow(
      NoFittingContentError,
    );
  });
});

describe('personalising a built-in dare', () => {
  const activity = (key: string): WelcomedActivity => SURVEY_ACTIVITIES.find((a) => a.key === key)!;
  const forOralSex = DARE_TEMPLATES.find(
    (t) => t.difficulty === 'hot' && t.requires?.length === 1 && t.requires[0] === 'oral-sex',
  )!;
  const only = (changes: Partial<DareInput>) =>
    pickDare(
      input({
        exclude: DARE_TEMPLATES.filter((t) => t !== forOralSex).map((t) => t.id),
        ...changes,
      }),
    );

  it('offers a dare written for an activity only to a couple who both welcomed it', () => {
    const dare = only({ welcomed: [activity('oral-sex')] });
    expect(dare.templateId).toBe(forOralSex.id);
    expect(dare.text).toBe(forOralSex.text.replaceAll('{sender}', 'Robin'));
    expect(() => only({ welcomed: [] })).toThrow(NoFittingContentError);
    expect(() => only({ welcomed: [activity('toy-on-partner')] })).toThrow(NoFittingContentError);
    // A staff-added activity of the same name is not the catalogue's.
    expect(() => only({ welcomed: [{ ...activity('oral-sex'), key: null }] })).toThrow(
      NoFittingContentError,
    );
  });

  it('names the sender and never pastes a survey label into the dare', () => {
    const labels = SURVEY_ACTIVITIES.map((a) => a.activity.toLowerCase());
    for (const t of DARE_TEMPLATES.filter((d) => d.requires?.length)) {
      const dare = pickDare(
        input({
          difficulty: t.difficulty,
          level: DARE_LEVEL[t.difficulty],
          welcomed: SURVEY_ACTIVITIES,
          exclude: DARE_TEMPLATES.filter((d) => d !== t).map((d) => d.id),
        }),
      );
      expect(dare.text, t.id).toContain('Robin');
      expect(dare.text, t.id).not.toMatch(/[{}]/);
      for (const label of labels) expect(dare.text.toLowerCase(), t.id).not.toContain(`"${label}`);
    }
  });

  it('keeps a dare out of reach above the level asked for, even with every activity welcomed', () => {
    const everything = SURVEY_ACTIVITIES;
    for (const difficulty of DARE_DIFFICULTIES)
      for (const level of JOURNEY_LEVELS)
        for (const t of eligibleDares({ difficulty, level, welcomed: everything }))
          expect(levelRank(t.level), t.id).toBeLessThanOrEqual(levelRank(level));
    const playfulSpicy = eligibleDares({
      difficulty: 'spicy',
      level: 'Playful',
      welcomed: everything,
    });
    expect(playfulSpicy.length).toBeGreaterThan(0);
    expect(playfulSpicy.some((t) => t.requires?.includes('oral-sex'))).toBe(false);
  });
});
