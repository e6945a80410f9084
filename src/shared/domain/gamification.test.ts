import { describe, expect, it } from 'vitest';
import { calendarDay, isTimeZone, streaksOf } from './gamification';

describe('calendarDay', () => {
  it('is the day the instant falls on in the time zone', () => {
    const instant = new Date('2026-03-01T23:30:00Z');
    expect(calendarDay(instant, 'UTC')).toBe('2026-03-01');
    expect(calendarDay(instant, 'Asia/Tokyo')).toBe('2026-03-02');
    expect(calendarDay(instant, 'America/Los_Angeles')).toBe('2026-03-01');
  });
});

describe('isTimeZone', () => {
  it('knows IANA names and refuses made-up ones', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('streaksOf', () => {
  it('is all zero without play', () => {
    expect(streaksOf([], '2026-03-05')).toEqual({
      currentStreak: 0,
      longestStreak: 0,
      lastCompletedDate: null,
    });
  });

  it('counts consecutive days once each, today or yesterday keeping the streak alive', () => {
    const days = ['2026-03-01', '2026-03-02', '2026-03-02', '2026-03-03'];
    expect(streaksOf(days, '2026-03-03')).toEqual({
      currentStreak: 3,
      longestStreak: 3,
      lastCompletedDate: '2026-03-03',
    });
    expect(streaksOf(days, '2026-03-04').currentStreak).toBe(3);
  });

  it('drops the current streak after a whole day without play, keeping the longest', () => {
    const days = ['2026-02-10', '2026-02-11', '2026-02-12', '2026-02-13', '2026-03-01'];
    expect(streaksOf(days, '2026-03-01')).toMatchObject({ currentStreak: 1, longestStreak: 4 });
    expect(streaksOf(days, '2026-03-03')).toMatchObject({ currentStreak: 0, longestStreak: 4 });
  });

  it('counts across a month end', () => {
    expect(streaksOf(['2026-02-27', '2026-02-28', '2026-03-01'], '2026-03-01').currentStreak).toBe(
      3,
    );
  });
});
