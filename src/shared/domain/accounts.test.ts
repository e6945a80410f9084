import { describe, expect, it } from 'vitest';
import { normalizeEmail } from './accounts';

describe('normalizeEmail', () => {
  it('trims and lowercases', () => {
    expect(normalizeEmail('  Alex@Example.COM ')).toBe('alex@example.com');
  });
});
