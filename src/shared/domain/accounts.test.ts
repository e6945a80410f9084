import { describe, expect, it } from 'vitest';
import { newPasswordProblem, normalizeEmail, PASSWORD_MESSAGES } from './accounts';

describe('newPasswordProblem', () => {
  it('reports a mismatch before the length', () => {
    expect(newPasswordProblem('abc', 'abd')).toBe(PASSWORD_MESSAGES.mismatch);
  });
  it('reports a short password', () => {
    expect(newPasswordProblem('abcde', 'abcde')).toBe('Password must be at least 6 characters.');
  });
  it('accepts six matching characters', () => {
    expect(newPasswordProblem('abcdef', 'abcdef')).toBeNull();
  });
});

describe('normalizeEmail', () => {
  it('trims and lowercases', () => {
    expect(normalizeEmail('  Alex@Example.COM ')).toBe('alex@example.com');
  });
});
