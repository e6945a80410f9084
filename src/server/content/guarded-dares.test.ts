import { describe, expect, it } from 'vitest';
import { DARE_ERRORS } from '@shared/domain/dares';
import { createBuiltInEngine } from './built-in-engine';
import { guardContent } from './create-engine';
import { fillDare } from './dare-picker';
import { DARE_TEMPLATES } from './dares/catalogue';
import type { Boundaries, DareInput, GeneratedDare } from './engine';
import { NoFittingContentError } from './no-fitting-content';
import { rememberingEngine } from './testing/fake-engine';
import { warningLog } from './testing/warning-log';

const input: DareInput = {
  coupleId: 'c1',
  difficulty: 'hot',
  level: 'Adventurous',
  welcomed: [
    {
      activity: 'Holding hands in public',
      category: 'Affection & Touch',
      tags: ['affection', 'public'],
      match: 'Both Yes',
    },
    {
      activity: 'Back massage',
      category: 'Massage & Relaxation',
      tags: ['massage'],
      match: 'Both Yes',
    },
  ],
  senderName: 'Robin',
  receiverName: 'Sam',
  seen: { templateIds: [], texts: [] },
};

const written: GeneratedDare = {
  templateId: null,
  text: 'Give Robin a slow back massage tonight, and ask halfway what they would like more of.',
  level: 'Playful',
};

/** A configured engine answering `written` with changes, and remembering what it was asked. */
const remote = (changes: Partial<GeneratedDare> | Error = {}) =>
  rememberingEngine('dare', written, changes);
const quiet = { warn: () => undefined } as never;
const builtIn = createBuiltInEngine();
const none: Boundaries = { refusedActivities: [] };

describe('guarded dares', () => {
  it('uses the configured engine while its dare is valid and within the boundaries', async () => {
    const content = guardContent({ builtIn, configured: remote().engine }, quiet);
    expect(await content.dare(input, { ...none, maxLevel: 'Playful' })).toEqual({
      ...written,
      engine: 'remote',
    });
  });

  it('leaves out welcomed activities that touch a boundary and caps the level before any engine sees them', async () => {
    const { engine, asked } = remote();
    const content = guardContent({ builtIn, configured: engine }, quiet);
    await content.dare(input, { ...none, avoidCategories: ['Public places'], maxLevel: 'Playful' });
    expect(asked[0]!.welcomed.map((a) => a.activity)).toEqual(['Back massage']);
    expect(asked[0]!.level).toBe('Playful');
    expect(JSON.stringify(asked[0])).not.toMatch(/public/i);
  });

  it('falls back to the built-in engine for touching, over-level, invalid or failing answers', async () => {
    const cases: [Partial<GeneratedDare> | Error, Boundaries][] = [
      [{ text: 'Spank Robin, gently.' }, { ...none, hardBoundaries: ['pain'] }],
      [{ text: 'Pour Robin a glass of Champagne.' }, { ...none, avoidCategories: ['Alcohol'] }],
      [{ text: 'Put on a BLINDFOLD for Robin.' }, { ...none, avoidCategories: ['Blindfolds'] }],
      [{ text: 'Offer Robin a back massage.' }, { refusedActivities: ['Back massage'] }],
      [{ text: 'Watch a sunset with Robin.' }, { ...none, hardBoundaries: ['custom: sunset'] }],
      [{ level: 'Intense' }, { ...none, maxLevel: 'Adventurous' }],
      [{ level: 'Intense' }, none],
      [{ level: 'Extreme' as never }, none],
      [{ text: '   ' }, none],
      [{ text: '' }, none],
      [{ text: 'a'.repeat(401) }, none],
      [{ templateId: '' }, none],
      [new Error('unavailable'), none],
    ];
    for (const [changes, boundaries] of cases) {
      const { warnings, log } = warningLog();
      const content = guardContent({ builtIn, configured: remote(changes).engine }, log);
      const dare = await content.dare(input, boundaries);
      expect(dare.engine, JSON.stringify(changes)).toBe('built-in');
      expect(dare.templateId).toMatch(/^hot-/);
      expect(warnings).toHaveLength(1);
    }
  });

  it('keeps built-in dares within the highest level allowed', async () => {
    const content = guardContent({ builtIn, configured: null }, quiet);
    const levels = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const dare = await content.dare(
        { ...input, coupleId: `c${i}` },
        { ...none, maxLevel: 'Playful' },
      );
      // Hot dares range from Vanilla up: capped at Playful, a couple gets the gentler ones.
      expect(['Vanilla', 'Playful']).toContain(dare.level);
      levels.add(dare.level);
    }
    expect(levels).toContain('Playful');
  });

  it('skips built-in dares that touch a boundary, and answers 409 when none is left', async () => {
    const content = guardContent({ builtIn, configured: null }, quiet);
    // Naughty dares at Vanilla: a short list, so refusing every one stays quick.
    const request: DareInput = { ...input, difficulty: 'naughty', level: 'Vanilla', welcomed: [] };
    const gentle = DARE_TEMPLATES.filter(
      (t) => t.difficulty === 'naughty' && t.level === 'Vanilla',
    );
    const text = (t: (typeof gentle)[number]) => fillDare(t, request).text;
    const [kept, ...others] = gentle;
    for (let i = 0; i < 10; i++) {
      const dare = await content.dare(
        { ...request, coupleId: `c${i}` },
        { refusedActivities: others.map(text) },
      );
      expect(dare.templateId).toBe(kept!.id);
    }
    const nothing = content.dare(request, { refusedActivities: gentle.map(text) });
    await expect(nothing).rejects.toThrow(NoFittingContentError);
    await expect(nothing).rejects.toMatchObject({
      statusCode: 409,
      message: DARE_ERRORS.nothingFits,
    });
  });

  it('still prefers dares the couple has not had when the first choice touches a boundary', async () => {
    const content = guardContent({ builtIn, configured: null }, quiet);
    const hot = DARE_TEMPLATES.filter((t) => t.difficulty === 'hot');
    const seen = hot.slice(0, hot.length - 3).map((t) => t.id);
    const unseen = hot.slice(-3);
    const request = { ...input, welcomed: [], seen: { templateIds: seen, texts: [] } };
    const first = await content.dare(request, none);
    expect(unseen.map((t) => t.id)).toContain(first.templateId);
    const second = await content.dare(request, { refusedActivities: [first.text] });
    expect(unseen.map((t) => t.id)).toContain(second.templateId);
    expect(second.templateId).not.toBe(first.templateId);
  });
});
