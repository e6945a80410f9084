import { describe, expect, it } from 'vitest';
import { INTENT_OPTIONS } from '@shared/domain/intent';
import { eligibleAdventures, pickAdventure } from './adventure-picker';
import { CLOSING_LINES, TONE_OPENINGS } from './adventures/adventure-slots';
import { ADVENTURE_TEMPLATES } from './adventures/catalogue';
import type { AdventureInput, WelcomedActivity } from './engine';
import { NoFittingContentError } from './no-fitting-content';

const base: AdventureInput = {
  coupleId: 'couple-a',
  type: { name: 'romantic', key: 'romantic', description: 'Tender.', aiInstruction: null },
  level: 'Intense',
  welcomed: [],
  accessories: [],
  intents: {
    lookingFor: [],
    focusAreas: [],
    experienceStyles: [],
    challengePreference: null,
    tonePreference: null,
  },
  leadName: 'Robin',
  partnerName: 'Sam',
  seen: { templateIds: [], titles: [] },
  chance: null,
};
const input = (changes: Partial<AdventureInput>): AdventureInput => ({ ...base, ...changes });
const template = (id: string | null) => ADVENTURE_TEMPLATES.find((t) => t.id === id)!;

const letters: WelcomedActivity = {
  activity: 'Love letters',
  category: 'Communication & Words',
  tags: ['words', 'romance'],
  match: 'Both Yes',
};
const boldTalk: WelcomedActivity = {
  activity: 'Bold, suggestive talk',
  category: 'Communication & Words',
  tags: ['words', 'bold'],
  match: 'Both Yes',
};

describe('choosing a built-in adventure', () => {
  it('gives every eligible template once before any repeats, then the one had longest ago', () => {
    const eligible = eligibleAdventures(base);
    expect(eligible.length).toBe(ADVENTURE_TEMPLATES.filter((t) => t.type === 'romantic').length);
    const seen: string[] = [];
    for (let i = 0; i < eligible.length; i++) {
      const { templateId } = pickAdventure(input({ seen: { templateIds: [...seen], titles: [] } }));
      expect(seen, `round one, pick ${i}`).not.toContain(templateId);
      seen.push(templateId!);
    }
    expect(new Set(seen)).toEqual(new Set(eligible.map((t) => t.id)));
    for (let i = 0; i < 3; i++) {
      const next = pickAdventure(input({ seen: { templateIds: [...seen], titles: [] } }));
      expect(next.templateId).toBe(seen[i]);
      seen.push(next.templateId!);
    }
  });

  it('also skips an adventure seen by its title only', () => {
    const first = pickAdventure(base);
    const next = pickAdventure(input({ seen: { templateIds: [], titles: [first.title] } }));
    expect(next.templateId).not.toBe(first.templateId);
  });

  it('is the same for the same couple and history, and differs between couples', () => {
    expect(pickAdventure(base)).toEqual(pickAdventure(base));
    const firsts = new Set(
      Array.from({ length: 30 }, (_, i) => pickAdventure(input({ coupleId: `c${i}` })).templateId),
    );
    expect(firsts.size).toBeGreaterThanOrEqual(6);
  });

  it('keeps to the type asked for and the level, and takes every type for a staff type', () => {
    const types = new Set<string>();
    for (let i = 0; i < 60; i++) {
      const vanilla = pickAdventure(input({ coupleId: `c${i}`, level: 'Vanilla' }));
      expect(vanilla.level).toBe('Vanilla');
      expect(template(vanilla.templateId).type).toBe('romantic');
      const staff = pickAdventure(
        input({ coupleId: `c${i}`, type: { ...base.type, name: 'Picnic', key: null } }),
      );
      types.add(template(staff.templateId).type);
      const unresolved = pickAdventure(
        input({ coupleId: `c${i}`, type: { ...base.type, key: 'take-a-chance' } }),
      );
      types.add(template(unresolved.templateId).type);
    }
    expect(types.size).toBeGreaterThanOrEqual(5);
    expect(() => pickAdventure(input({ exclude: ADVENTURE_TEMPLATES.map((t) => t.id) }))).toThrow(
      NoFittingContentError,
    );
  });
});

describe('personalising a built-in adventure', () => {
  const withWords = ADVENTURE_TEMPLATES.filter(
    (t) =>
      t.type === 'romantic' &&
      t.steps.some(
        (s) => typeof s !== 'string' && s.needs.categories?.includes('Communication & Words'),
      ),
  );

  it('names a welcomed activity that suits a step, and uses the neutral wording otherwise', () => {
    const others = ADVENTURE_TEMPLATES.filter((t) => !withWords.includes(t)).map((t) => t.id);
    const named = pickAdventure(input({ welcomed: [letters], exclude: others }));
    expect(named.details).toContain('"Love letters"');
    const neutral = pickAdventure(input({ welcomed: [], exclude: others }));
    expect(neutral.templateId).toBe(named.templateId);
    expect(neutral.details).not.toContain('Love letters');
    const texts = [named.title, named.teaser, named.preparationInstructions, named.details];
    expect([...texts, named.summary].join(' ')).not.toMatch(/\{\w+\}/);
  });

  it('never names a bold activity in a Vanilla adventure, even one both welcomed', () => {
    for (let i = 0; i < 40; i++) {
      const vanilla = pickAdventure(
        input({ coupleId: `c${i}`, level: 'Vanilla', welcomed: [boldTalk] }),
      );
      expect(vanilla.details).not.toContain('Bold, suggestive talk');
    }
    const exclude = ADVENTURE_TEMPLATES.filter((t) => t.id !== 'romantic-unspoken-wishes').map(
      (t) => t.id,
    );
    const intense = pickAdventure(input({ welcomed: [{ ...boldTalk, tags: ['bold'] }], exclude }));
    expect(intense.details).toContain('"Bold, suggestive talk"');
  });

  it("weaves in the accessories, opens the teaser in the lead's tone and closes on what they look for", () => {
    const plain = pickAdventure(base);
    expect(plain.details).not.toMatch(/candles/i);
    const tuned = pickAdventure(
      input({
        accessories: ['Candles', 'Music playlist'],
        intents: { ...base.intents, tonePreference: 'Playful', lookingFor: ['Romance'] },
      }),
    );
    expect(tuned.templateId).toBe(plain.templateId);
    expect(tuned.details).toContain('the candles and the music playlist');
    const openings = TONE_OPENINGS.Playful.map((o) =>
      o.replace('{partner}', 'Sam').replace('{lead}', 'Robin'),
    );
    expect(openings.some((opening) => tuned.teaser.startsWith(opening))).toBe(true);
    expect(tuned.teaser).not.toBe(plain.teaser);
    expect(tuned.details).toContain(CLOSING_LINES.Romance);
    const odd = pickAdventure(
      input({
        intents: { ...base.intents, tonePreference: 'constructor', lookingFor: ['toString'] },
      }),
    );
    expect(odd.teaser).not.toContain('function');
    expect(odd.details).not.toContain('function');
    for (const tone of INTENT_OPTIONS.tonePreferences) {
      const teaser = pickAdventure(
        input({ intents: { ...base.intents, tonePreference: tone } }),
      ).teaser;
      const starts = TONE_OPENINGS[tone].map((o) =>
        o.replace('{partner}', 'Sam').replace('{lead}', 'Robin'),
      );
      expect(
        starts.some((s) => teaser.startsWith(s)),
        tone,
      ).toBe(true);
    }
  });
});
