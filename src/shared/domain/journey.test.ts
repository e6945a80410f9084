import { describe, expect, it } from 'vitest';
import { hardBoundary } from '../api/journey';
import { boundaryLabel, boundaryTerms, levelsUpTo, lowerLevel } from './journey';

describe('journey levels', () => {
  it('orders Vanilla < Playful < Adventurous < Intense', () => {
    expect(levelsUpTo('Adventurous')).toEqual(['Vanilla', 'Playful', 'Adventurous']);
    expect(lowerLevel('Intense', 'Playful')).toBe('Playful');
  });
});

describe('hard boundaries', () => {
  it('accepts the listed options and trimmed custom entries', () => {
    expect(hardBoundary.parse('bodily_fluids')).toBe('bodily_fluids');
    expect(hardBoundary.parse('  custom:    loud music  ')).toBe('custom: loud music');
  });

  it('refuses anything else, an empty custom entry and an over-long one', () => {
    for (const value of ['tickling', 'custom: ', 'custom:', `custom: ${'x'.repeat(61)}`])
      expect(hardBoundary.safeParse(value).success).toBe(false);
  });

  it('reads as words a person and the guard understand', () => {
    expect(boundaryTerms('bodily_fluids')).toEqual(['bodily fluids']);
    expect(boundaryLabel('custom: loud music')).toBe('loud music');
  });
});
