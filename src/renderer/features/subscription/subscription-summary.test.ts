import { describe, expect, it } from 'vitest';
import type { SubscriptionStatus } from '@shared/api/subscription';
import { summarizeSubscription } from './subscription-summary';

const status = (overrides: Partial<SubscriptionStatus>): SubscriptionStatus => ({
  tier: 'Trial',
  isActive: true,
  isTrialActive: true,
  daysRemaining: 10,
  statusMessage: 'Trial active',
  expireDate: '2026-03-05T12:00:00.000Z',
  trialEndsAt: '2026-03-20T12:00:00.000Z',
  ...overrides,
});

describe('summarizeSubscription', () => {
  it('leaves the trial to the status message and adds only its end date', () => {
    expect(summarizeSubscription(status({}))).toEqual({
      tierLabel: null,
      details: ['Ends on March 5, 2026'],
      needsAttention: false,
    });
  });

  it('flags a trial with 3 or fewer days left', () => {
    expect(summarizeSubscription(status({ daysRemaining: 3 })).needsAttention).toBe(true);
    expect(summarizeSubscription(status({ daysRemaining: 0 })).needsAttention).toBe(true);
    expect(summarizeSubscription(status({ daysRemaining: 4 })).needsAttention).toBe(false);
  });

  it('flags an ended trial', () => {
    const summary = summarizeSubscription(
      status({ isActive: false, isTrialActive: false, daysRemaining: 0 }),
    );
    expect(summary.needsAttention).toBe(true);
    expect(summary.details).toEqual(['Ended on March 5, 2026']);
  });

  it('badges a paid plan and counts its days, the message giving the renewal date', () => {
    const summary = summarizeSubscription(
      status({ tier: 'Premium', isTrialActive: false, daysRemaining: 365 }),
    );
    expect(summary).toEqual({
      tierLabel: 'Premium',
      details: ['365 days remaining'],
      needsAttention: false,
    });
  });

  it('flags an inactive paid plan, whose message says when it ended', () => {
    const summary = summarizeSubscription(
      status({ tier: 'Basic', isActive: false, isTrialActive: false, expireDate: '' }),
    );
    expect(summary.needsAttention).toBe(true);
    expect(summary.details).toEqual([]);
  });
});
