import { describe, expect, it } from 'vitest';
import { Gender, genderInWords, normalizeEmail } from './accounts';

describe('normalizeEmail', () => {
  it('trims and lowercases', () => {
    expect(normalizeEmail('  Alex@Example.COM ')).toBe('alex@example.com');
  });
});

describe('a gender in words', () => {
  it('keeps the spec’s labels for 0 to 2 and names the two added choices', () => {
    expect([0, 1, 2, 3, 4].map((code) => genderInWords(code, null))).toEqual([
      'Not Specified',
      'Male',
      'Female',
      'Non-binary',
      'Prefer to self-describe',
    ]);
  });

  it('is the player’s own words for self-describe, and nothing else’s', () => {
    expect(genderInWords(Gender.SelfDescribed, 'Genderfluid')).toBe('Genderfluid');
    expect(genderInWords(Gender.Female, 'Genderfluid')).toBe('Female');
    expect(genderInWords(9, null)).toBe('Not Specified');
  });
});
