import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '@shared/domain/accounts';
import { newPasswordProblem, passwordProblem } from '@shared/domain/password-rule';
import { installPasswordEstimator } from './password-estimator';

beforeAll(installPasswordEstimator);

describe('passwordProblem', () => {
  it('wants at least 8 characters', () => {
    expect(passwordProblem('Qx7!vb2')).toBe('Password must be at least 8 characters.');
  });

  it('refuses a common password, a keyboard run and a word with digits, saying why', () => {
    for (const weak of ['password123', 'qwertyuiop', '12345678', 'secret123']) {
      const problem = passwordProblem(weak);
      expect(problem, weak).toMatch(/^This password is too easy to guess\. \S/);
      expect(problem, weak).not.toBe(`${PASSWORD_MESSAGES.tooWeak} `);
    }
    expect(passwordProblem('password123')).toContain('commonly used password');
  });

  it('accepts a few uncommon words or a long mixed password', () => {
    expect(passwordProblem('lantern orchard velvet')).toBeNull();
    expect(passwordProblem('Tr0ub4dor&3-river')).toBeNull();
  });
});

describe('newPasswordProblem', () => {
  it('reports a mismatch before the rule', () => {
    expect(newPasswordProblem('abc', 'abd')).toBe(PASSWORD_MESSAGES.mismatch);
  });

  it('then the rule', () => {
    expect(newPasswordProblem('abcde', 'abcde')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(newPasswordProblem('password1', 'password1')).toMatch(/too easy to guess/);
    expect(newPasswordProblem('lantern orchard velvet', 'lantern orchard velvet')).toBeNull();
  });
});
