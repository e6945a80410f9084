import { describe, expect, it } from 'vitest';
import {
  addMonths,
  daysRemaining,
  extendPaidUntil,
  FEATURES,
  featuresFor,
  FREE_FEATURES,
  isTrialEnding,
  lowestTierWith,
  TIER_FEATURES,
  TRIAL_DAYS,
  trialEndFor,
} from './tiers';

const DAY = 86_400_000;
const now = new Date('2026-03-10T12:00:00.000Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('TIER_FEATURES', () => {
  it('gives the trial and Premium every feature, Basic all but the coach', () => {
    expect(TIER_FEATURES.Trial).toEqual(FEATURES);
    expect(TIER_FEATURES.Premium).toEqual(FEATURES);
    expect(TIER_FEATURES.Basic).not.toContain('coach-iq');
    expect(TIER_FEATURES.Basic).toHaveLength(FEATURES.length - 1);
  });
});

describe('featuresFor', () => {
  it("is the tier's features while active and the free ones otherwise", () => {
    expect(featuresFor('Basic', true)).toEqual(TIER_FEATURES.Basic);
    expect(featuresFor('Premium', false)).toEqual(FREE_FEATURES);
    expect(featuresFor('Trial', false)).toEqual(FREE_FEATURES);
  });
});

describe('daysRemaining', () => {
  it('counts a part day as a day', () => {
    expect(daysRemaining(later(1), now)).toBe(1);
    expect(daysRemaining(later(DAY - 1), now)).toBe(1);
    expect(daysRemaining(later(DAY + 1), now)).toBe(2);
    expect(daysRemaining(later(2 * DAY), now)).toBe(2);
  });
  it('is zero at and after the end, never negative', () => {
    expect(daysRemaining(now, now)).toBe(0);
    expect(daysRemaining(later(-5 * DAY), now)).toBe(0);
  });
  it('is TRIAL_DAYS for a trial that has just started', () => {
    expect(daysRemaining(trialEndFor(now), now)).toBe(TRIAL_DAYS);
  });
});

describe('lowestTierWith', () => {
  it('is null for the free features', () => {
    for (const feature of FREE_FEATURES) expect(lowestTierWith(feature)).toBeNull();
  });
  it('is Basic for what Basic includes and Premium for the coach', () => {
    expect(lowestTierWith('adventures')).toBe('Basic');
    expect(lowestTierWith('dares')).toBe('Basic');
    expect(lowestTierWith('coach-iq')).toBe('Premium');
  });
});

describe('isTrialEnding', () => {
  it('is true for an active trial with 3 or fewer days left', () => {
    expect(isTrialEnding({ isTrialActive: true, daysRemaining: 3 })).toBe(true);
    expect(isTrialEnding({ isTrialActive: true, daysRemaining: 1 })).toBe(true);
  });
  it('is false with 4 days left, or once the trial is over', () => {
    expect(isTrialEnding({ isTrialActive: true, daysRemaining: 4 })).toBe(false);
    expect(isTrialEnding({ isTrialActive: false, daysRemaining: 0 })).toBe(false);
    expect(isTrialEnding({ isTrialActive: false, daysRemaining: 2 })).toBe(false);
  });
});

describe('trialEndFor', () => {
  it('is TRIAL_DAYS after the couple was created', () => {
    expect(trialEndFor(now).getTime() - now.getTime()).toBe(TRIAL_DAYS * DAY);
  });
});

describe('addMonths', () => {
  it('adds calendar months, keeping the time of day', () => {
    expect(addMonths(now, 1).toISOString()).toBe('2026-04-10T12:00:00.000Z');
    expect(addMonths(now, 12).toISOString()).toBe('2027-03-10T12:00:00.000Z');
    expect(addMonths(new Date('2026-12-15T00:00:00Z'), 1).toISOString()).toBe(
      '2027-01-15T00:00:00.000Z',
    );
  });
  it('moves a day the target month lacks to its last day', () => {
    expect(addMonths(new Date('2026-01-31T08:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T08:00:00.000Z',
    );
    expect(addMonths(new Date('2028-01-31T08:00:00Z'), 1).toISOString()).toBe(
      '2028-02-29T08:00:00.000Z',
    );
    expect(addMonths(new Date('2028-02-29T08:00:00Z'), 12).toISOString()).toBe(
      '2029-02-28T08:00:00.000Z',
    );
  });
});

describe('extendPaidUntil', () => {
  it('starts from now when nothing is paid or the paid period has run out', () => {
    expect(extendPaidUntil('Basic', null, now)).toEqual(addMonths(now, 1));
    expect(extendPaidUntil('Premium', later(-DAY), now)).toEqual(addMonths(now, 12));
  });
  it('adds to what is left of the current period', () => {
    const paidUntil = later(10 * DAY);
    expect(extendPaidUntil('Basic', paidUntil, now)).toEqual(addMonths(paidUntil, 1));
    expect(extendPaidUntil('Premium', paidUntil, now)).toEqual(addMonths(paidUntil, 12));
  });
});
