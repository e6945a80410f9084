import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const NOW = Date.parse('2025-06-15T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MINUTE = 60_000;

describe('relativeTime', () => {
  it('reads minutes, hours and days ago', () => {
    expect(relativeTime(ago(10_000), NOW)).toBe('Just now');
    expect(relativeTime(ago(5 * MINUTE), NOW)).toBe('5 min ago');
    expect(relativeTime(ago(59 * MINUTE), NOW)).toBe('59 min ago');
    expect(relativeTime(ago(60 * MINUTE), NOW)).toBe('1 hour ago');
    expect(relativeTime(ago(5 * 60 * MINUTE), NOW)).toBe('5 hours ago');
    expect(relativeTime(ago(24 * 60 * MINUTE), NOW)).toBe('1 day ago');
    expect(relativeTime(ago(6 * 24 * 60 * MINUTE), NOW)).toBe('6 days ago');
  });

  it('falls back to the date after a week', () => {
    expect(relativeTime('2025-03-04T12:00:00Z', NOW)).toBe('Mar 4');
    expect(relativeTime('2024-03-04T12:00:00Z', NOW)).toBe('Mar 4, 2024');
  });

  it('treats a date slightly in the future as just now, and an unreadable one as nothing', () => {
    expect(relativeTime(ago(-30_000), NOW)).toBe('Just now');
    expect(relativeTime('not a date', NOW)).toBe('');
  });
});
