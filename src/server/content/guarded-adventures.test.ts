import { describe, expect, it } from 'vitest';
import { ADVENTURE_ERRORS, MAX_PLAN_ACCESSORIES } from '@shared/domain/adventures';
import { chanceVerdictForPartner } from '@shared/domain/take-a-chance';
import { ADVENTURE_TEMPLATES } from './adventures/catalogue';
import { createBuiltInEngine } from './built-in-engine';
import { guardContent } from './create-engine';
import type { AdventureInput, Boundaries, GeneratedAdventure } from './engine';
import { NoFittingContentError } from './no-fitting-content';
import { rememberingEngine } from './testing/fake-engine';
import { warningLog } from './testing/warning-log';

const input: AdventureInput = {
  coupleId: 'c1',
  type: { name: 'romantic', key: 'romantic', description: 'Tender.', aiInstruction: 'Be kind.' },
  level: 'Adventurous',
  welcomed: [
    {
      activity: 'Holding hands in public',
      category: 'Affection & Touch',
      tags: ['affection', 'public'],
      match: 'Both Yes',
    },
    {
      activity: 'Slow dancing at home',
      category: 'Affection & Touch',
      tags: ['romance', 'music'],
      match: 'Both Yes',
    },
  ],
  accessories: ['Candles', 'Wine', 'Dice', 'Blindfold'],
  intents: {
    lookingFor: ['Romance'],
    focusAreas: [],
    experienceStyles: [],
    challengePreference: null,
    tonePreference: 'Romantic',
  },
  leadName: 'Robin',
  partnerName: 'Sam',
  seen: { templateIds: [], titles: [] },
  chance: null,
};

const written: GeneratedAdventure = {
  templateId: null,
  title: 'Sunday slow dance',
  teaser: 'Something sweet is planned for you.',
  preparationInstructions: 'Wear something soft.',
  details: '1. Clear the living room.\n2. Dance slowly to three songs.',
  summary: 'Robin and Sam danced slowly at home.',
  level: 'Playful',
  durationMinutes: 45,
};

/** A configured engine answering `written` with changes, and remembering what it was asked. */
const remote = (changes: Partial<GeneratedAdventure> | Error = {}) =>
  rememberingEngine('adventure', written, changes);
const quiet = { warn: () => undefined } as never;
const builtIn = createBuiltInEngine();
const none: Boundaries = { refusedActivities: [] };

describe('guarded adventures', () => {
  it('uses the configured engine while its adventure is valid and within the boundaries', async () => {
    const { engine } = remote();
    const content = guardContent({ builtIn, configured: engine }, quiet);
    const result = await content.adventure(input, { ...none, maxLevel: 'Playful' });
    expect(result).toEqual({ ...written, engine: 'remote', accessories: expect.any(Array) });
    // Three of the four chosen, drawn at random, in the order chosen.
    expect(result.accessories).toHaveLength(MAX_PLAN_ACCESSORIES);
    expect(input.accessories.filter((name) => result.accessories.includes(name))).toEqual(
      result.accessories,
    );
  });

  it('leaves out accessories and welcomed activities that touch a boundary before any engine sees them', async () => {
    const { engine, asked } = remote();
    const content = guardContent({ builtIn, configured: engine }, quiet);
    const boundaries: Boundaries = {
      refusedActivities: [],
      hardBoundaries: ['fire'],
      avoidCategories: ['Alcohol', 'Blindfolds', 'Public places'],
      maxLevel: 'Playful',
    };
    const result = await content.adventure(input, boundaries);
    expect(result.accessories).toEqual(['Dice']);
    expect(asked[0]!.accessories).toEqual(['Dice']);
    expect(asked[0]!.welcomed.map((a) => a.activity)).toEqual(['Slow dancing at home']);
    expect(asked[0]!.level).toBe('Playful');
    const builtInOnly = guardContent({ builtIn, configured: null }, quiet);
    const fallback = await builtInOnly.adventure(input, boundaries);
    expect(fallback.accessories).toEqual(['Dice']);
    expect(fallback.details).not.toMatch(/candles|wine|blindfold|in public/i);
  });

  it('falls back to the built-in engine for touching, over-level, invalid or failing answers', async () => {
    const cases: [Partial<GeneratedAdventure> | Error, Boundaries][] = [
      [{ title: 'A spanking good time' }, { ...none, hardBoundaries: ['pain'] }],
      [{ teaser: 'Bring your best Champagne.' }, { ...none, avoidCategories: ['Alcohol'] }],
      [
        { preparationInstructions: 'Pack a blindfold.' },
        { ...none, avoidCategories: ['Blindfolds'] },
      ],
      [
        { details: '1. Slow dancing at home.\n2. Rest.' },
        { refusedActivities: ['Slow dancing at home'] },
      ],
      [{ summary: 'A night of sunsets.' }, { ...none, hardBoundaries: ['custom: sunset'] }],
      [{ level: 'Intense' }, { ...none, maxLevel: 'Adventurous' }],
      [{ level: 'Intense' }, none],
      [{ durationMinutes: 29 }, none],
      [{ durationMinutes: 91 }, none],
      [{ durationMinutes: 45.5 }, none],
      [{ title: '   ' }, none],
      [{ details: '' }, none],
      [new Error('unavailable'), none],
    ];
    for (const [changes, boundaries] of cases) {
      const { warnings, log } = warningLog();
      const content = guardContent({ builtIn, configured: remote(changes).engine }, log);
      const result = await content.adventure(input, boundaries);
      expect(result.engine, JSON.stringify(changes)).toBe('built-in');
      expect(result.templateId).not.toBeNull();
      expect(warnings).toHaveLength(1);
    }
  });

  it('skips built-in templates that touch a boundary, and answers 409 when none is left', async () => {
    const content = guardContent({ builtIn, configured: null }, quiet);
    // The romantic Vanilla plans this couple may have: those needing nothing they did not welcome.
    const vanilla = ADVENTURE_TEMPLATES.filter(
      (t) => t.type === 'romantic' && t.level === 'Vanilla' && !t.requires?.length,
    );
    expect(vanilla.length).toBeGreaterThanOrEqual(2);
    const [kept, ...others] = vanilla;
    const request = { ...input, level: 'Vanilla' as const };
    for (let i = 0; i < 10; i++) {
      const result = await content.adventure(
        { ...request, coupleId: `c${i}` },
        { refusedActivities: others.map((t) => t.title) },
      );
      expect(result.templateId).toBe(kept!.id);
    }
    const nothing = content.adventure(request, { refusedActivities: vanilla.map((t) => t.title) });
    await expect(nothing).rejects.toThrow(NoFittingContentError);
    await expect(nothing).rejects.toMatchObject({
      statusCode: 409,
      message: ADVENTURE_ERRORS.nothingFits,
    });
  });

  it("ends a Take a Chance teaser with the coin's verdict, from either engine", async () => {
    const chance = { ...input, chance: 'lose' as const };
    const verdict = chanceVerdictForPartner('lose', input.leadName);
    const configured = guardContent({ builtIn, configured: remote().engine }, quiet);
    const fromRemote = await configured.adventure(chance, none);
    expect(fromRemote.teaser).toBe(`${written.teaser} ${verdict}`);
    // "tails" is the coin's, not an animal's: the verdict is the product's sentence.
    const builtInOnly = guardContent({ builtIn, configured: null }, quiet);
    const fromBuiltIn = await builtInOnly.adventure(chance, {
      ...none,
      hardBoundaries: ['animals'],
    });
    expect(fromBuiltIn.teaser.endsWith(verdict)).toBe(true);
    expect(fromBuiltIn.teaser.indexOf(verdict)).toBe(fromBuiltIn.teaser.lastIndexOf(verdict));
  });
});
