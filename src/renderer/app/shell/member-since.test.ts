import { describe, expect, it } from 'vitest';
import { memberSince } from './member-since';

describe('memberSince', () => {
  it('names the month and year', () => {
    expect(memberSince('2025-03-15T12:00:00.000Z')).toBe('Member since March 2025');
  });

  it('gives nothing for an unreadable date', () => {
    expect(memberSince('not a date')).toBeNull();
  });
});
