import { describe, expect, it } from 'vitest';
import { INTENT_OPTIONS, type AvoidCategory } from '@shared/domain/intent';
import { boundaryGuard } from './boundary-guard';

describe('boundary guard', () => {
  const guard = boundaryGuard({ refusedActivities: ['Ice cube tease', 'Spanking', 'C++ play'] });

  it('finds a refused name in any case, spacing, hyphenation or plural', () => {
    for (const text of [
      'Try an ice cube tease tonight.',
      'ICE-CUBE   TEASE',
      'ice\ncube tease',
      'A little spanking?',
      'Spankings are fun.',
      '**Spanking**',
      'Some c++ play',
      'ice\u200Bcube tease',
      'icecube-tease',
    ]) {
      expect(guard.touches(text), text).toBe(true);
    }
  });

  it('matches whole words only', () => {
    for (const text of ['Sliced cubes', 'Ice skating', 'A cube of ice', 'Overspankingly']) {
      expect(guard.touches(text), text).toBe(false);
    }
  });

  it('drops only the lines that name a refused activity', () => {
    const { text, dropped } = guard.dropTouchingLines(
      '**Strengths**\n- Candlelit dinner\n- Spanking and more\n- Slow dancing',
    );
    expect(dropped).toBe(1);
    expect(text).toBe('**Strengths**\n- Candlelit dinner\n- Slow dancing');
  });

  it('lets everything through when nothing is refused', () => {
    const open = boundaryGuard({ refusedActivities: [] });
    expect(open.touches('Anything at all')).toBe(false);
    expect(boundaryGuard({ refusedActivities: ['***'] }).touches('***')).toBe(false);
  });
});

describe('hard boundaries', () => {
  const samples: Record<string, string> = {
    pain: 'A playful spanking to finish',
    humiliation: 'Humiliate them a little',
    bodily_fluids: 'Work up a sweat together',
    scat: 'Toilet play tonight',
    weapons: 'A knife-play scene',
    blood: 'A vampire bite',
    animals: 'Puppy play with a leash',
    minors: 'Dress up as a schoolgirl',
    medical: 'The doctor will see you now',
    fire: 'Drip warm candle wax',
  };

  it('refuses a sample text for every listed boundary, and only with that boundary set', () => {
    for (const [boundary, text] of Object.entries(samples)) {
      expect(
        boundaryGuard({ refusedActivities: [], hardBoundaries: [boundary] }).touches(text),
        boundary,
      ).toBe(true);
      // Content involving minors is refused for every couple, whatever they set.
      const always = boundary === 'minors';
      expect(boundaryGuard({ refusedActivities: [] }).touches(text), boundary).toBe(always);
    }
  });

  it('covers word forms, plurals, case and separators', () => {
    const pain = boundaryGuard({ refusedActivities: [], hardBoundaries: ['pain'] });
    for (const text of [
      'SPANKED',
      'a few bites',
      'no Biting',
      'hair-pulling',
      'Hair Pulling',
      'whip\u200Bping',
    ]) {
      expect(pain.touches(text), text).toBe(true);
    }
    for (const text of ['painting together', 'a spa night', 'a soft kiss']) {
      expect(pain.touches(text), text).toBe(false);
    }
    const fire = boundaryGuard({ refusedActivities: [], hardBoundaries: ['fire'] });
    expect(fire.touches('A candlelit dinner')).toBe(true);
    expect(fire.touches('A warm bath')).toBe(false);
  });

  it('matches custom entries as whole words, each word in any form', () => {
    const guard = boundaryGuard({
      refusedActivities: [],
      hardBoundaries: ['custom: Ice cubes', 'custom: feet', 'custom: x*'],
    });
    for (const text of [
      'an ice cube',
      'ICE-CUBES',
      'icecube tray',
      'Your feet',
      'feets',
      'x* marks',
      'x marks',
      'iced tea',
      'a cube of ice',
      'one foot first',
    ]) {
      expect(guard.touches(text), text).toBe(true);
    }
    for (const text of ['a nice price', 'cubism', 'feetless', 'xylophone']) {
      expect(guard.touches(text), text).toBe(false);
    }
    expect(
      boundaryGuard({ refusedActivities: [], hardBoundaries: ['custom:  '] }).touches('x'),
    ).toBe(false);
  });

  it('allows levels up to maxLevel only', () => {
    const guard = boundaryGuard({ refusedActivities: [], maxLevel: 'Playful' });
    expect(guard.allowsLevel('Vanilla')).toBe(true);
    expect(guard.allowsLevel('Playful')).toBe(true);
    expect(guard.allowsLevel('Adventurous')).toBe(false);
    expect(guard.allowsLevel('Intense')).toBe(false);
    expect(boundaryGuard({ refusedActivities: [] }).allowsLevel('Intense')).toBe(true);
  });
});

describe('avoid categories', () => {
  const samples: Record<AvoidCategory, string> = {
    'Public places': 'Dinner at a little restaurant downtown',
    Pain: 'A playful spanking to finish',
    Restraints: 'Soft restraints and silk ties',
    'Role play': 'A role-play night as strangers',
    Toys: 'Bring the vibrator along',
    'Photos and video': 'Take a few photos of each other',
    Alcohol: 'A glass of champagne',
    'Food play': 'Whipped cream and strawberries',
    Outdoors: 'A picnic under the stars',
    'Other people': 'Invite another couple over',
    'Dirty talk': 'Whisper something dirty',
    Blindfolds: 'Put on the eye mask',
  };

  it('refuses a sample text for every category, and only with a category set', () => {
    expect(Object.keys(samples).sort()).toEqual([...INTENT_OPTIONS.avoidCategories].sort());
    for (const [category, text] of Object.entries(samples)) {
      const guard = boundaryGuard({ refusedActivities: [], avoidCategories: [category] });
      expect(guard.touches(text), category).toBe(true);
      expect(boundaryGuard({ refusedActivities: [] }).touches(text), category).toBe(false);
    }
  });

  it('covers word forms, plurals, case and separators', () => {
    const guard = boundaryGuard({
      refusedActivities: [],
      avoidCategories: ['Alcohol', 'Role play', 'Photos and video', 'Public places', 'Blindfolds'],
    });
    for (const text of [
      'Two COCKTAILS',
      'roleplaying',
      'Role Play',
      'photographs',
      'three restaurants',
      'blind-folded',
      'a Blindfold',
      'wines',
    ]) {
      expect(guard.touches(text), text).toBe(true);
    }
    for (const text of ['a parking space', 'ginger tea', 'a low rumble', 'a barbecue']) {
      expect(guard.touches(text), text).toBe(false);
    }
  });

  it('lets a gentle plan through even with every category set', () => {
    const guard = boundaryGuard({
      refusedActivities: [],
      avoidCategories: [...INTENT_OPTIONS.avoidCategories],
    });
    expect(guard.touches('A cosy evening of slow dancing in the living room')).toBe(false);
    expect(guard.touches('Breakfast in bed with a handwritten note')).toBe(false);
  });

  it('matches a category the lists do not know as its own words', () => {
    const guard = boundaryGuard({ refusedActivities: [], avoidCategories: ['Tickling'] });
    expect(guard.touches('A tickling contest')).toBe(true);
    expect(guard.touches('A pillow contest')).toBe(false);
  });
});
