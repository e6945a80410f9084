import { describe, expect, it } from 'vitest';
import { INTENT_OPTIONS } from '@shared/domain/intent';
import { ADVENTURE_TEMPLATES } from './adventures/catalogue';
import { boundaryGuard } from './boundary-guard';
import { createBuiltInEngine } from './built-in-engine';
import { DARE_TEMPLATES } from './dares/catalogue';
import type { AdventureInput, DareInput } from './engine';
import { adventureRefusal } from './guarded-adventures';
import { dareRefusal, fittingBuiltInDare } from './guarded-dares';
import { AVOID_CATEGORY_SETTING } from './implied-settings';
import { BUILT_IN_ITEM_IDS, TAGGED_ITEM_IDS, itemSettings } from './item-settings';
import { QUICK_TASK_TEMPLATES } from './quick-tasks/catalogue';
import { DAILY_CHALLENGES } from './quick-tasks/daily-challenges';

const OUT_TOGETHER =
  "The next time you are out together, find three chances to brush your hand against Sam's as if by accident.";

const dareInput = (level: DareInput['level'] = 'Playful'): DareInput => ({
  coupleId: 'couple-1',
  difficulty: 'naughty',
  level,
  welcomed: [],
  senderName: 'Sam',
  receiverName: 'Robin',
  seen: { templateIds: [], texts: [] },
});

describe('the guard reads an activity for what it is', () => {
  it('refuses a step built on an activity whose description touches a custom boundary', () => {
    const guard = boundaryGuard({ refusedActivities: [], hardBoundaries: ['custom: ice'] });
    expect(guard.touches('When it feels right, bring in "Warm and cool sensations".')).toBe(true);
    expect(guard.touches('When it feels right, bring in "Feathers and soft fabrics".')).toBe(false);
  });

  it('refuses an adventure whose step names such an activity', () => {
    const template = ADVENTURE_TEMPLATES.find((t) => t.id === 'romantic-soft-mood')!;
    const adventure = {
      templateId: template.id,
      title: template.title,
      teaser: template.teaser,
      preparationInstructions: template.preparation,
      details: '1. Prepare a room.\n2. When it feels right, bring in "Warm and cool sensations".',
      summary: 'An evening in.',
      level: template.level,
      durationMinutes: template.durationMinutes,
    };
    const input = { level: 'Intense', chance: null } as AdventureInput;
    const ice = boundaryGuard({ refusedActivities: [], hardBoundaries: ['custom: ice'] });
    expect(adventureRefusal(adventure, input, ice)).toBe('touched a boundary');
    const none = boundaryGuard({ refusedActivities: [], hardBoundaries: ['custom: zebra'] });
    expect(adventureRefusal(adventure, input, none)).toBeNull();
  });

  it('leaves out a welcomed activity whose description touches an avoid category', () => {
    const guard = boundaryGuard({ refusedActivities: [], avoidCategories: ['Food play'] });
    // "Sharing strawberries, chocolate or other treats": food play, though its name says none.
    expect(guard.touches('A blindfolded taste test\nSensory Play\nsensory\ngames')).toBe(true);
  });
});

describe('implied settings', () => {
  it('refuses a dare for going out for a couple who avoid public places', () => {
    const guard = boundaryGuard({ refusedActivities: [], avoidCategories: ['Public places'] });
    expect(guard.touches(OUT_TOGETHER)).toBe(true);
    expect(guard.touches('Hold their hand on the sofa for a whole film.')).toBe(false);
  });

  it('refuses a built-in item by its tags even where its words say nothing of the setting', () => {
    const guard = boundaryGuard({ refusedActivities: [], avoidCategories: ['Public places'] });
    const dare = {
      templateId: 'naughty-accidental-touches',
      text: 'Brush hands.',
      level: 'Playful' as const,
    };
    expect(dareRefusal(dare, dareInput(), guard)).toBe('touched a boundary');
    expect(dareRefusal({ ...dare, templateId: null }, dareInput(), guard)).toBeNull();
  });

  it('refuses what is a refused public activity in substance, not every public item', () => {
    const guard = boundaryGuard({ refusedActivities: ['Holding hands in public'] });
    expect(guard.touches(OUT_TOGETHER)).toBe(true);
    expect(guard.touches('Kiss them at the café when nobody is looking.')).toBe(false);
    expect(guard.touches('Hold their hand on the sofa for a whole film.')).toBe(false);
  });

  it('never gives the dare to brush hands while out to a couple who refused holding hands in public', async () => {
    const builtIn = createBuiltInEngine();
    const guard = boundaryGuard({ refusedActivities: ['Holding hands in public'] });
    const given = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const dare = await fittingBuiltInDare(builtIn, { ...dareInput(), coupleId: `c-${i}` }, guard);
      given.add(dare.templateId ?? dare.text);
    }
    expect(given.has('naughty-accidental-touches')).toBe(false);
    expect(given.size).toBeGreaterThan(5);
  });

  it('maps every avoid category to a setting, and tags only shipped items', () => {
    for (const category of INTENT_OPTIONS.avoidCategories)
      expect(AVOID_CATEGORY_SETTING[category]).toBeTruthy();
    for (const id of TAGGED_ITEM_IDS) expect(BUILT_IN_ITEM_IDS.has(id), id).toBe(true);
    expect(itemSettings('roleplay-first-date')).toEqual(expect.arrayContaining(['roleplay']));
    expect(itemSettings(null)).toEqual([]);
  });
});

describe('always excluded', () => {
  const guard = boundaryGuard({ refusedActivities: [] });

  it.each([
    'Wait until they are asleep, then kiss them everywhere.',
    'Kiss them while they sleep.',
    'Get them drunk first.',
    'Keep going even if they say no.',
    'Dress up as a schoolgirl.',
    'Pretend you are teenagers at a party.',
    'Make it so they cannot say no.',
    'Once they have passed out, surprise them.',
  ])('refuses "%s" for every couple', (text) => {
    expect(guard.touches(text)).toBe(true);
  });

  it('does not catch ordinary bedtime and consent-forward words', () => {
    for (const text of [
      'Before you fall asleep, thank them for one thing.',
      'Ask first, and make "not now" easy to say.',
      'Wake them gently with a kiss on the cheek.',
    ])
      expect(guard.touches(text), text).toBe(false);
  });

  it('lets every built-in item through for a couple with no boundaries', () => {
    const texts = [
      ...QUICK_TASK_TEMPLATES.map((t) => `${t.title}\n${t.description}`),
      ...DAILY_CHALLENGES.map((t) => `${t.title}\n${t.description}`),
      ...DARE_TEMPLATES.map((t) => t.text),
      ...ADVENTURE_TEMPLATES.map((t) =>
        [t.title, t.teaser, t.preparation, t.summary, ...t.steps].join('\n'),
      ),
    ];
    expect(texts.filter((text) => guard.touches(text))).toEqual([]);
  });
});
