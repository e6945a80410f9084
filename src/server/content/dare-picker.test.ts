import { describe, expect, it } from 'vitest';
import { DARE_DIFFICULTIES, DARE_LEVEL } from '@shared/domain/dares';
import { JOURNEY_LEVELS, levelRank } from '@shared/domain/journey';
import { eligibleDares, pickDare } from './dare-picker';
import { DARE_TEMPLATES } from './dares/catalogue';
import type { DareInput, WelcomedActivity } from './engine';
import { NoFittingContentError } from './no-fitting-content';

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

const passionate: WelcomedActivity = {
  activity: 'Passionate kissing',
  category: 'Kissing',
  tags: ['kissing', 'bold'],
  match: 'Both Yes',
};
const morningKisses: WelcomedActivity = {
  activity: 'Morning kisses',
  category: 'Kissing',
  tags: ['kissing', 'affection'],
  match: 'Yes/Maybe',
};

describe('choosing a built-in dare', () => {
  it('gives every eligible dare once before any repeats, then the one had longest ago', () => {
    for (const difficulty of DARE_DIFFICULTIES) {
      const request = input({ difficulty, level: DARE_LEVEL[difficulty] });
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
  const kissingSlot = DARE_TEMPLATES.find(
    (t) => t.difficulty === 'naughty' && t.activity?.needs.categories?.includes('Kissing'),
  )!;
  const others = DARE_TEMPLATES.filter((t) => t !== kissingSlot).map((t) => t.id);
  const only = (changes: Partial<DareInput>) =>
    pickDare(input({ difficulty: 'naughty', level: 'Playful', exclude: others, ...changes }));

  it('names the sender, and a welcomed activity when one fits the slot', () => {
    const named = only({ welcomed: [morningKisses] });
    expect(named.templateId).toBe(kissingSlot.id);
    expect(named.text).toContain('"Morning kisses"');
    expect(named.text).toContain('Robin');
    expect(named.text).not.toMatch(/[{}]/);
    const neutral = only({ welcomed: [] });
    expect(neutral.text).not.toContain('Morning kisses');
    expect(neutral.text).toBe(kissingSlot.text.replace('{sender}', 'Robin'));
  });

  it('never names a bold activity in a dare below Adventurous, even one both welcomed', () => {
    expect(only({ welcomed: [passionate] }).text).not.toContain('Passionate kissing');
    const boldSlot = DARE_TEMPLATES.find(
      (t) => t.level === 'Adventurous' && t.activity?.needs.tags?.includes('bold'),
    )!;
    const bold = pickDare(
      input({
        difficulty: boldSlot.difficulty,
        exclude: DARE_TEMPLATES.filter((t) => t !== boldSlot).map((t) => t.id),
        welcomed: [passionate],
      }),
    );
    expect(bold.text).toContain('"Passionate kissing"');
  });

  it('chooses among several fitting activities by couple', () => {
    const named = new Set(
      Array.from(
        { length: 20 },
        (_, i) =>
          only({
            coupleId: `c${i}`,
            welcomed: [morningKisses, { ...morningKisses, activity: 'Kisses hello and goodbye' }],
          }).text,
      ),
    );
    expect(named.size).toBe(2);
  });
});
