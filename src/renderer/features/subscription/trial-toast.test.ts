import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isTrialToastDismissed,
  rememberTrialToastDismissed,
  scheduleRecheck,
  TRIAL_RECHECK_INTERVAL_MS,
  trialDaysLeftText,
  trialToastDismissedKey,
} from './trial-toast';

const COUPLE = '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d';
const OTHER = '0f9e8d7c-6b5a-4c3d-9e1f-a2b3c4d5e6f7';

afterEach(() => vi.useRealTimers());

describe('trial toast dismissal', () => {
  it('keys the dismissal by couple', () => {
    expect(trialToastDismissedKey(COUPLE)).toBe(`velvet.trialToastDismissed.${COUPLE}`);
  });

  it('remembers a dismissal for that couple only', () => {
    expect(isTrialToastDismissed(COUPLE)).toBe(false);
    rememberTrialToastDismissed(COUPLE);
    expect(window.localStorage.getItem(`velvet.trialToastDismissed.${COUPLE}`)).toBe('true');
    expect(isTrialToastDismissed(COUPLE)).toBe(true);
    expect(isTrialToastDismissed(OTHER)).toBe(false);
  });

  it('treats unusable storage as not dismissed and never throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(isTrialToastDismissed(COUPLE, broken)).toBe(false);
    expect(() => rememberTrialToastDismissed(COUPLE, broken)).not.toThrow();
  });
});

describe('trialDaysLeftText', () => {
  it('words the days left', () => {
    expect(trialDaysLeftText(3)).toBe('You have 3 days left in your free trial.');
    expect(trialDaysLeftText(1)).toBe('You have 1 day left in your free trial.');
    expect(trialDaysLeftText(0)).toBe('Your free trial ends today.');
  });
});

describe('scheduleRecheck', () => {
  it('re-checks every hour until stopped', () => {
    vi.useFakeTimers();
    const check = vi.fn();
    const stop = scheduleRecheck(check);
    expect(TRIAL_RECHECK_INTERVAL_MS).toBe(3_600_000);

    vi.advanceTimersByTime(TRIAL_RECHECK_INTERVAL_MS - 1);
    expect(check).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2 * TRIAL_RECHECK_INTERVAL_MS);
    expect(check).toHaveBeenCalledTimes(3);

    stop();
    vi.advanceTimersByTime(5 * TRIAL_RECHECK_INTERVAL_MS);
    expect(check).toHaveBeenCalledTimes(3);
  });
});
