import { describe, expect, it } from 'vitest';
import { coupleIdProblem, formatPlanDate, statusOf, trialEndingNotice } from './subscription';

const DAY = 86_400_000;
const now = new Date('2026-03-10T12:00:00.000Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('statusOf a trial', () => {
  it('is active with the days left until it ends', () => {
    const trialEndsAt = later(12 * DAY);
    expect(statusOf({ tier: 'Trial', trialEndsAt, paidUntil: null }, now)).toEqual({
      tier: 'Trial',
      isActive: true,
      isTrialActive: true,
      daysRemaining: 12,
      statusMessage: 'Free trial: 12 days left',
      expireDate: trialEndsAt.toISOString(),
      trialEndsAt: trialEndsAt.toISOString(),
    });
  });
  it('says "1 day" for the last day', () => {
    const status = statusOf({ tier: 'Trial', trialEndsAt: later(DAY / 2), paidUntil: null }, now);
    expect(status.daysRemaining).toBe(1);
    expect(status.statusMessage).toBe('Free trial: 1 day left');
  });
  it('is inactive once ended, including at the very moment it ends', () => {
    for (const trialEndsAt of [now, later(-DAY)]) {
      const status = statusOf({ tier: 'Trial', trialEndsAt, paidUntil: null }, now);
      expect(status).toMatchObject({ isActive: false, isTrialActive: false, daysRemaining: 0 });
      expect(status.statusMessage).toBe(
        'Your free trial has ended. Choose a plan to keep playing.',
      );
    }
  });
});

describe('statusOf a paid tier', () => {
  it('is active until paidUntil, never a trial, and names its renewal date', () => {
    const paidUntil = new Date('2026-04-10T12:00:00.000Z');
    const trialEndsAt = later(5 * DAY);
    const status = statusOf({ tier: 'Basic', trialEndsAt, paidUntil }, now);
    expect(status).toEqual({
      tier: 'Basic',
      isActive: true,
      isTrialActive: false,
      daysRemaining: 31,
      statusMessage: 'Basic plan: renews on April 10, 2026',
      expireDate: paidUntil.toISOString(),
      // The trial's own end, until which its features stay whatever the plan.
      trialEndsAt: trialEndsAt.toISOString(),
    });
  });
  it('calls Premium the annual plan', () => {
    const paidUntil = new Date('2027-03-10T12:00:00.000Z');
    const status = statusOf({ tier: 'Premium', trialEndsAt: now, paidUntil }, now);
    expect(status.statusMessage).toBe('Premium plan (annual): renews on March 10, 2027');
  });
  it('is inactive once the paid period is over', () => {
    const paidUntil = later(-DAY);
    const status = statusOf({ tier: 'Premium', trialEndsAt: later(-30 * DAY), paidUntil }, now);
    expect(status).toMatchObject({ isActive: false, isTrialActive: false, daysRemaining: 0 });
    expect(status.statusMessage).toBe(
      'Your Premium plan (annual) ended on March 9, 2026. Choose a plan to keep playing.',
    );
  });
});

describe('formatPlanDate', () => {
  it('writes the UTC date in words', () => {
    expect(formatPlanDate(new Date('2026-12-31T23:30:00Z'))).toBe('December 31, 2026');
    expect(formatPlanDate(new Date('2027-01-01T00:30:00Z'))).toBe('January 1, 2027');
  });
});

describe('trialEndingNotice', () => {
  it('counts the days, in the singular for one', () => {
    expect(trialEndingNotice(2)).toMatchObject({
      type: 'milestone',
      icon: '⏳',
      title: 'Your free trial ends soon',
      description: 'Your Velvet trial ends in 2 days. Choose a plan to keep every feature.',
      actionUrl: '/pricing',
    });
    expect(trialEndingNotice(1).description).toBe(
      'Your Velvet trial ends in 1 day. Choose a plan to keep every feature.',
    );
  });
});

describe('coupleIdProblem', () => {
  it('accepts a UUID and names what is wrong otherwise', () => {
    expect(coupleIdProblem('8f2c1c8e-2a4b-4f7e-9a51-1d2e3f4a5b6c')).toBeNull();
    expect(coupleIdProblem('')).toBe('Invalid couple ID');
    expect(coupleIdProblem(42)).toBe('Invalid couple ID');
    expect(coupleIdProblem('not-a-uuid')).toBe('Invalid couple ID format');
  });
});
