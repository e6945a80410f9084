import { describe, expect, it } from 'vitest';
import type { SubscriptionStatus } from '@shared/api/subscription';
import { formatDate, summarizeSubscription } from './subscription-summary';

const status = (overrides: Partial<SubscriptionStatus>): SubscriptionStatus => ({
  tier: 'Trial',
  isActive: true,
  isTrialActive: true,
  daysRemaining: 10,
  statusMessage: 'Trial active',
  expireDate: '2026-03-05T12:00:00.000Z',
  ...overrides,
});

describe('formatDate', () => {
  it('writes a long date, or null for an unreadable one', () => {
    expect(formatDate('2026-03-05T12:00:00.000Z')).toBe('March 5, 2026');
    expect(formatDate('not a date')).toBeNull();
  });
});

describe('summarizeSubscription', () => {
  it('counts the days of a trial with time to spare', () => {
    expect(summarizeSubscription(status({}))).toEqual({
      tierLabel: 'Free Trial',
      details: ['10 days left in your free trial', 'Trial ends on March 5, 2026'],
      needsAttention: false,
    });
  });

  it('flags a trial with 3 or fewer days left', () => {
    const summary = summarizeSubscription(status({ daysRemaining: 3 }));
    expect(summary.needsAttention).toBe(true);
    expect(summary.details[0]).toBe('3 days left in your free trial');
    expect(summarizeSubscription(status({ daysRemaining: 1 })).details[0]).toBe(
      '1 day left in your free trial',
    );
    expect(summarizeSubscription(status({ daysRemaining: 0 })).details[0]).toBe(
      'Your free trial ends today',
    );
  });

  it('flags an ended trial', () => {
    const summary = summarizeSubscription(
      status({ isActive: false, isTrialActive: false, daysRemaining: 0 }),
    );
    expect(summary.needsAttention).toBe(true);
    expect(summary.details).toEqual(['Your free trial has ended', 'Ended on March 5, 2026']);
  });

  it('gives a paid plan its renewal date', () => {
    const summary = summarizeSubscription(
      status({ tier: 'Premium', isTrialActive: false, daysRemaining: 365 }),
    );
    expect(summary).toEqual({
      tierLabel: 'Premium',
      details: ['Renews on March 5, 2026', '365 days remaining'],
      needsAttention: false,
    });
  });

  it('flags an inactive paid plan and leaves out an unreadable date', () => {
    const summary = summarizeSubscription(
      status({ tier: 'Basic', isActive: false, isTrialActive: false, expireDate: '' }),
    );
    expect(summary.needsAttention).toBe(true);
    expect(summary.details).toEqual(['Your plan has ended']);
  });
});
