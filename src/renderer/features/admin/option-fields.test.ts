import { describe, expect, it } from 'vitest';
import { formatTags, parseSortOrder, parseTags } from './option-fields';

describe('parseTags', () => {
  it('splits on commas, trims each tag and drops the blanks', () => {
    expect(parseTags(' romance, outdoors ,, ,  slow dance ,')).toEqual([
      'romance',
      'outdoors',
      'slow dance',
    ]);
    expect(parseTags('')).toEqual([]);
    expect(parseTags(' , ')).toEqual([]);
  });

  it('round-trips with formatTags', () => {
    expect(parseTags(formatTags(['a', 'b c']))).toEqual(['a', 'b c']);
  });
});

describe('parseSortOrder', () => {
  it('reads whole numbers', () => {
    expect(parseSortOrder('12')).toBe(12);
    expect(parseSortOrder(' 3 ')).toBe(3);
    expect(parseSortOrder(7)).toBe(7);
  });

  it('counts anything non-numeric as 0', () => {
    expect(parseSortOrder('abc')).toBe(0);
    expect(parseSortOrder('12abc')).toBe(0);
    expect(parseSortOrder('')).toBe(0);
    expect(parseSortOrder(Number.NaN)).toBe(0);
  });

  it('keeps to whole numbers of at least 0', () => {
    expect(parseSortOrder('-4')).toBe(0);
    expect(parseSortOrder('2.9')).toBe(2);
  });
});
