import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateTimeFormat } from './date-time-format';

describe('dateTimeFormat', () => {
  afterEach(() => vi.restoreAllMocks());

  it('formats as Intl does in en-US', () => {
    const day = dateTimeFormat({ dateStyle: 'long', timeZone: 'UTC' });
    expect(day.format(new Date('2026-03-04T12:00:00Z'))).toBe('March 4, 2026');
    expect(day.format(Date.UTC(2027, 0, 15))).toBe('January 15, 2027');
  });

  it('makes its formatter on the first date it formats, and only once', () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    const month = dateTimeFormat({ month: 'long', timeZone: 'UTC' });
    expect(made).not.toHaveBeenCalled();
    expect(month.format(Date.UTC(2026, 4, 1))).toBe('May');
    expect(month.format(Date.UTC(2026, 5, 1))).toBe('June');
    expect(made).toHaveBeenCalledTimes(1);
  });
});
