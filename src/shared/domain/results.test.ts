import { describe, expect, it } from 'vitest';
import { countMatches, type MatchEntry } from './results';

describe('countMatches', () => {
  it('counts every entry once, by kind and by category in the order they appear', () => {
    const entries: MatchEntry[] = [
      { category: 'Romance', sharedMatch: 'Both Yes' },
      { category: 'Wardrobe', sharedMatch: 'Both Yes' },
      // A clothing item welcomed in both directions is two entries.
      { category: 'Wardrobe', sharedMatch: 'Both Maybe' },
      { category: 'Romance', sharedMatch: 'Yes/Maybe' },
      { category: 'Playful', sharedMatch: 'Yes/Maybe' },
    ];
    expect(countMatches(entries)).toEqual({
      total: 5,
      matches: 3,
      closeMatches: 2,
      bothYes: 2,
      bothMaybe: 1,
      yesMaybe: 2,
      categories: [
        { category: 'Romance', count: 2 },
        { category: 'Wardrobe', count: 2 },
        { category: 'Playful', count: 1 },
      ],
    });
  });

  it('counts nothing as zero everywhere', () => {
    expect(countMatches([])).toEqual({
      total: 0,
      matches: 0,
      closeMatches: 0,
      bothYes: 0,
      bothMaybe: 0,
      yesMaybe: 0,
      categories: [],
    });
  });
});
