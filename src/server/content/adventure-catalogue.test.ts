import { describe, expect, it } from 'vitest';
import {
  ACCESSORIES,
  CHANCE_OUTCOMES,
  DEFAULT_EXPERIENCE_TYPES,
  NO_ACCESSORY,
  TEASER_MAX_LENGTH,
} from '@shared/domain/adventures';
import { chanceVerdictForPartner } from '@shared/domain/take-a-chance';
import { INTENT_OPTIONS } from '@shared/domain/intent';
import { HARD_BOUNDARY_OPTIONS, JOURNEY_LEVELS, levelRank } from '@shared/domain/journey';
import { ACTIVITY_CATEGORIES } from '../db/seed/catalogue';
import { adventureShapeProblem } from './adventure-shape';
import { fillAdventure } from './adventure-picker';
import {
  ACCESSORY_STEPS,
  CLOSING_LINES,
  DEFAULT_CLOSING_LINES,
  PAUSE_LINES,
  TONE_OPENINGS,
} from './adventures/adventure-slots';
import type { AdventureTemplate } from './adventures/adventure-template';
import { ADVENTURE_TEMPLATES } from './adventures/catalogue';
import { boundaryGuard } from './boundary-guard';
import type { AdventureInput } from './engine';

const ACTIVITIES = ACTIVITY_CATEGORIES.flatMap((category) => category.activities);
const activity = (key: string) => ACTIVITIES.find((a) => a.key === key)!;
const SURVEY_TAGS = new Set(ACTIVITIES.flatMap((a) => a.tags));

/** Every text a template shows. */
const allText = (t: AdventureTemplate) =>
  [t.title, t.teaser, t.preparation, t.summary, ...t.steps].join('\n');

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

/**
 * Words that mean a plan involves a survey activity, and the keys of which one at least must be
 * in its `requires`: a couple who did not both welcome it never gets the plan.
 */
const ACTIVITY_WORDS: readonly [RegExp, readonly string[]][] = [
  [/blindfold/i, ['blindfold']],
  [/\boral\b|go down on|your mouth|with your lips/i, ['oral-sex']],
  [
    /\btoys?\b|vibrator|\bwand\b|\bremote\b/i,
    [
      'vibrating-toy',
      'couples-toy',
      'remote-toy',
      'toy-on-partner',
      'toy-during-sex',
      'massage-tools',
    ],
  ],
  [/\bties?\b|\btied?\b|\bcuffs\b|\bknot\b|\brope\b/i, ['tied-up']],
  [/\boil\b/i, ['oil-massage', 'erotic-massage']],
  [/striptease/i, ['full-striptease']],
  [/\banal\b/i, ['anal-play']],
  [/\bmirror\b/i, ['mirror-sex', 'mirror']],
  [/\bwax\b/i, ['wax-play']],
  [/wrists down|wrists held|hold .*wrists/i, ['wrists-held-down', 'tied-up']],
  [/\bedge\b/i, ['edging', 'orgasm-control']],
  [/\bin charge\b/i, ['in-charge', 'being-guided', 'taking-the-lead', 'orgasm-control']],
  [
    /\bin character\b|\bin role\b|\bcharacters?\b/i,
    [
      'playing-characters',
      'alter-egos',
      'bedroom-scene',
      'film-scene',
      'meeting-as-strangers',
      'hotel-check-in',
      'costumes',
      'story-together',
      'sensual-fiction',
    ],
  ],
  [/quickie/i, ['quickie']],
  [/shower sex|shower turn/i, ['shower-sex']],
  [/\bbites?\b|scratch/i, ['biting-and-scratching']],
  [/handful of .*hair/i, ['hair-pulling']],
  [/explicit/i, ['explicit-messages', 'dirty-talk']],
];

/** Words that have no place in a Vanilla or Playful plan. */
const SEX_WORDS =
  /\bsex\b|\bsexual|undress|naked|\boral\b|orgasm|climax|make love|go down on|striptease/i;

describe('the built-in adventure catalogue', () => {
  it('holds at least 150 plans with unique ids, six or more for every type and level', () => {
    expect(ADVENTURE_TEMPLATES.length).toBeGreaterThanOrEqual(150);
    expect(new Set(ADVENTURE_TEMPLATES.map((t) => t.id)).size).toBe(ADVENTURE_TEMPLATES.length);
    expect(new Set(ADVENTURE_TEMPLATES.map((t) => t.title)).size).toBe(ADVENTURE_TEMPLATES.length);
    for (const type of DEFAULT_EXPERIENCE_TYPES)
      for (const level of JOURNEY_LEVELS) {
        const count = ADVENTURE_TEMPLATES.filter((t) => t.type === type && t.level === level);
        expect(count.length, `${type} ${level}`).toBeGreaterThanOrEqual(6);
      }
  });

  it('lasts 30 to 90 minutes, plans in several written steps and names only the two players', () => {
    for (const t of ADVENTURE_TEMPLATES) {
      expect(Number.isInteger(t.durationMinutes), t.id).toBe(true);
      expect(t.durationMinutes, t.id).toBeGreaterThanOrEqual(30);
      expect(t.durationMinutes, t.id).toBeLessThanOrEqual(90);
      expect(t.steps.length, t.id).toBeGreaterThanOrEqual(3);
      for (const step of t.steps) expect(typeof step, t.id).toBe('string');
      expect(allText(t).match(/\{[^}]*\}/g) ?? [], t.id).toSatisfy((slots: string[]) =>
        slots.every((slot) => ['{lead}', '{partner}'].includes(slot)),
      );
    }
  });

  it('never pastes a catalogue label, and tags with the survey’s own tag words', () => {
    // Pasted, a label keeps its capital mid-sentence or sits in quotes; said in passing, it
    // would be lower case, which is the writing's own.
    const pasted = ACTIVITIES.map(
      (a) => new RegExp(`([a-z,;:] |["“‘'])${a.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    const problems = ADVENTURE_TEMPLATES.flatMap((t) => [
      ...pasted.filter((label) => label.test(allText(t))).map((l) => `${t.id}: ${l.source}`),
      ...(allText(t).includes('"') ? [`${t.id}: straight quotes`] : []),
      ...t.tags.filter((tag) => !SURVEY_TAGS.has(tag)).map((tag) => `${t.id}: tag ${tag}`),
    ]);
    expect(problems).toEqual([]);
  });

  it('requires every survey activity its words name, so only couples who welcomed it get it', () => {
    const problems = ADVENTURE_TEMPLATES.flatMap((t) =>
      ACTIVITY_WORDS.filter(
        ([words, keys]) => words.test(allText(t)) && !keys.some((key) => t.requires?.includes(key)),
      ).map(
        ([words, keys]) => `${t.id} says ${String(words)} but requires none of ${keys.join(', ')}`,
      ),
    );
    expect(problems).toEqual([]);
  });

  it('is gentle at Vanilla and Playful, sexual at Adventurous and bolder still at Intense', () => {
    const problems = ADVENTURE_TEMPLATES.flatMap((t) => {
      const levels = (t.requires ?? []).map((key) => levelRank(activity(key).level));
      const boldest = Math.max(-1, ...levels);
      if (levelRank(t.level) <= levelRank('Playful'))
        return SEX_WORDS.test(allText(t))
          ? [`${t.id} says ${allText(t).match(SEX_WORDS)![0]}`]
          : [];
      return boldest === levelRank(t.level) ? [] : [`${t.id} requires no ${t.level} activity`];
    });
    expect(problems).toEqual([]);
  });

  it('touches a listed hard boundary only through an activity it requires', () => {
    const problems = HARD_BOUNDARY_OPTIONS.flatMap((boundary) => {
      const guard = boundaryGuard({ refusedActivities: [], hardBoundaries: [boundary] });
      return ADVENTURE_TEMPLATES.filter(
        (t) =>
          guard.touches(allText(t)) &&
          !(t.requires ?? []).some((key) => guard.touches(activity(key).name)),
      ).map((t) => `${t.id} touches ${boundary}`);
    });
    expect(problems).toEqual([]);
    const guard = boundaryGuard({
      refusedActivities: [],
      hardBoundaries: [...HARD_BOUNDARY_OPTIONS],
    });
    const lines = [
      ...Object.values(TONE_OPENINGS).flat(),
      ...Object.values(CLOSING_LINES).flat(),
      ...DEFAULT_CLOSING_LINES,
      ...PAUSE_LINES,
    ];
    expect(lines.filter((line) => guard.touches(line))).toEqual([]);
  });

  it('brings in an accessory in words that touch no boundary its own name does not', () => {
    const boundaries = [
      ...HARD_BOUNDARY_OPTIONS.map((b) => ({ refusedActivities: [], hardBoundaries: [b] })),
      ...INTENT_OPTIONS.avoidCategories.map((c) => ({
        refusedActivities: [],
        avoidCategories: [c],
      })),
      ...ACTIVITIES.map((a) => ({ refusedActivities: [a.name] })),
    ];
    const problems: string[] = [];
    for (const accessory of ACCESSORIES.filter((a) => a !== NO_ACCESSORY)) {
      const steps = ACCESSORY_STEPS[accessory] ?? [];
      expect(new Set(steps).size, accessory).toBeGreaterThanOrEqual(7);
      for (const b of boundaries) {
        const guard = boundaryGuard(b);
        if (guard.touches(accessory)) continue;
        for (const step of steps)
          if (guard.touches(step)) problems.push(`${step} / ${JSON.stringify(b)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('leaves every type at least two Vanilla plans for a couple avoiding every category', () => {
    const guard = boundaryGuard({
      refusedActivities: [],
      hardBoundaries: [...HARD_BOUNDARY_OPTIONS],
      avoidCategories: [...INTENT_OPTIONS.avoidCategories],
    });
    for (const type of DEFAULT_EXPERIENCE_TYPES) {
      const open = ADVENTURE_TEMPLATES.filter(
        (t) =>
          t.type === type && t.level === 'Vanilla' && !t.requires && !guard.touches(allText(t)),
      );
      expect(open.length, type).toBeGreaterThanOrEqual(2);
    }
  });

  // Every plan reads one pause line and most read an opening and a closing, so a pool must be wide
  // enough that no one wording turns up in more than 5% of the plans couples see.
  it('has eight or more wordings for every opening and closing, 26 or more for the pause', () => {
    for (const wish of [...INTENT_OPTIONS.lookingFor, ...INTENT_OPTIONS.focusAreas])
      expect(CLOSING_LINES[wish]?.length ?? 0, wish).toBeGreaterThanOrEqual(8);
    for (const tone of [...INTENT_OPTIONS.tonePreferences, 'none' as const])
      expect(TONE_OPENINGS[tone].length, tone).toBeGreaterThanOrEqual(8);
    expect(DEFAULT_CLOSING_LINES.length).toBeGreaterThanOrEqual(8);
    expect(PAUSE_LINES.length).toBeGreaterThanOrEqual(26);
    expect(new Set(PAUSE_LINES).size).toBe(PAUSE_LINES.length);
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
