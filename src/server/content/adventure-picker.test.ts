import { describe, expect, it } from 'vitest';
import { INTENT_OPTIONS } from '@shared/domain/intent';
import {
  eligibleAdventures,
  leansOnTheStepBefore,
  pickAdventure,
  weaveAccessories,
} from './adventure-picker';
import { CLOSING_LINES, TONE_OPENINGS } from './adventures/adventure-slots';
import { ADVENTURE_TEMPLATES } from './adventures/catalogue';
import { NO_INTENTS, type AdventureInput, type WelcomedActivity } from './engine';
import { NoFittingContentError } from './no-fitting-content';
import { SURVEY_ACTIVITIES } from './testing/random-couple';

const base: AdventureInput = {
  coupleId: 'couple-a',
  type: { name: 'romantic', key: 'romantic', description: 'Tender.', aiInstruction: null },
  level: 'Intense',
  // Welcoming every activity, the couple may get any plan of the type.
  welcomed: SURVEY_ACTIVITIES,
  accessories: [],
  intents: NO_INTENTS,
  leadName: 'Robin',
  partnerName: 'Sam',
  seen: { templateIds: [], titles: [] },
  chance: null,
};
const input = (changes: Partial<AdventureInput>): AdventureInput => ({ ...base, ...changes });
const template = (id: string | null) => ADVENTURE_TEMPLATES.find((t) => t.id === id)!;

const survey = (...keys: string[]): WelcomedActivity[] =>
  keys.map((key) => SURVEY_ACTIVITIES.find((a) => a.key === key)!);

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
  it('offers a plan about particular activities only to couples who both welcomed every one', () => {
    const letter = template('romantic-letter-in-bed');
    expect(letter.requires).toEqual(['writing-fantasy', 'oral-sex']);
    const others = ADVENTURE_TEMPLATES.filter((t) => t !== letter).map((t) => t.id);
    const both = survey('writing-fantasy', 'oral-sex');
    expect(pickAdventure(input({ welcomed: both, exclude: others })).templateId).toBe(letter.id);
    expect(() => pickAdventure(input({ welcomed: both.slice(0, 1), exclude: others }))).toThrow(
      NoFittingContentError,
    );
    const open = eligibleAdventures(input({ welcomed: [] }));
    expect(open.map((t) => t.id)).not.toContain(letter.id);
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((t) => !t.requires?.length)).toBe(true);
  });

  it('keeps a Vanilla couple to Vanilla plans, however much they welcomed', () => {
    for (let i = 0; i < 40; i++) {
      const vanilla = pickAdventure(
        input({ coupleId: `c${i}`, level: 'Vanilla', welcomed: SURVEY_ACTIVITIES }),
      );
      expect(vanilla.level).toBe('Vanilla');
      expect(vanilla.details).not.toMatch(/\bsex\b|undress|oral/i);
    }
  });

  it('brings the accessories in as plain steps at points of the plan, never as the opening line', () => {
    const plain = pickAdventure(base);
    expect(plain.details).not.toMatch(/candles/i);
    const firstStep = (details: string) => details.split('\n')[0]!;
    const places = new Set<number>();
    for (let i = 0; i < 30; i++) {
      const couple = input({ coupleId: `c${i}`, accessories: ['Candles', 'Music playlist'] });
      const adventure = pickAdventure(couple);
      const steps = adventure.details.split('\n\n')[0]!.split('\n');
      const unwoven = pickAdventure(input({ coupleId: `c${i}` }));
      expect(adventure.templateId).toBe(unwoven.templateId);
      // Two more steps than the written plan: one for each accessory.
      expect(steps.length).toBe(unwoven.details.split('\n\n')[0]!.split('\n').length + 2);
      expect(firstStep(adventure.details)).toBe(firstStep(unwoven.details));
      expect(adventure.details).toMatch(/candles/);
      expect(adventure.details).toMatch(/playlist/);
      expect(adventure.details).not.toMatch(/Music playlist|"|You chose/);
      const candles = steps.findIndex((step) => /candles/.test(step));
      // Candles set the mood: they come in during the first half of the plan.
      expect(candles).toBeLessThanOrEqual(Math.ceil((steps.length - 3) / 2) + 1);
      places.add(candles);
    }
    // The accessory lands at different points of different plans.
    expect(places.size).toBeGreaterThanOrEqual(2);
  });

  it('never puts an accessory between two steps where the second leans on the first', () => {
    expect(leansOnTheStepBefore('Fold them up and drop them into a jar.')).toBe(true);
    expect(leansOnTheStepBefore('Let Robin draw them one at a time.')).toBe(true);
    expect(leansOnTheStepBefore('Then swap places.')).toBe(true);
    expect(leansOnTheStepBefore('Read it aloud, slowly.')).toBe(true);
    expect(leansOnTheStepBefore('Greet Robin at the door as if for the first time.')).toBe(false);
    const plan = [
      'Write ten reasons on slips of paper.',
      'Fold them up and drop them into a jar.',
      'Let Robin draw them one at a time.',
      'Put on a slow song.',
      'End with a long hug.',
    ];
    for (let i = 0; i < 40; i++) {
      const woven = weaveAccessories(plan, ['Dice', 'Feather'], `seed-${i}`, {
        lead: 'Sam',
        partner: 'Robin',
      });
      // The written steps that lean on the one before still follow it directly.
      for (const leaning of [plan[1]!, plan[2]!])
        expect(woven[woven.indexOf(leaning) - 1], leaning).toBe(plan[plan.indexOf(leaning) - 1]);
    }
  });

  it("opens the teaser in the lead's tone and closes on what they look for", () => {
    const plain = pickAdventure(base);
    const tuned = pickAdventure(
      input({
        intents: { ...base.intents, tonePreference: 'Playful', lookingFor: ['Romance'] },
      }),
    );
    expect(tuned.templateId).toBe(plain.templateId);
    const openings = TONE_OPENINGS.Playful.map((o) =>
      o.replace('{partner}', 'Sam').replace('{lead}', 'Robin'),
    );
    expect(openings.some((opening) => tuned.teaser.startsWith(opening))).toBe(true);
    expect(tuned.teaser).not.toBe(plain.teaser);
    expect(CLOSING_LINES.Romance!.some((line) => tuned.details.includes(line))).toBe(true);
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
        o.replace(/\{partner\}/g, 'Sam').replace(/\{lead\}/g, 'Robin'),
      );
      expect(
        starts.some((s) => teaser.startsWith(s)),
        tone,
      ).toBe(true);
    }
  });

  it('varies the opening, closing and pause lines between neighbouring plans', () => {
    const teasers = new Set<string>();
    const endings = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const adventure = pickAdventure(
        input({
          coupleId: `c${i}`,
          intents: { ...base.intents, tonePreference: 'Romantic', lookingFor: ['Passion'] },
        }),
      );
      teasers.add(adventure.teaser.split(/[.?!] /)[0]!);
      endings.add(adventure.details.split('\n\n')[1]!);
    }
    expect(teasers.size).toBeGreaterThanOrEqual(4);
    expect(endings.size).toBeGreaterThanOrEqual(6);
  });
});
