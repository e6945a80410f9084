import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('writes a long date, or null for an unreadable one', () => {
    expect(formatDate('2026-03-05T12:00:00.000Z')).toBe('March 5, 2026');
    expect(formatDate('not a date')).toBeNull();
  });
});
