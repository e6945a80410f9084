import { describe, expect, it } from 'vitest';
import type { SubscriptionStatus } from '@shared/api/subscription';
import type { PaidTier } from '@shared/domain/tiers';
import { planChange } from './plan-change';
import { PLANS } from './plans';

const now = new Date('2026-03-10T12:00:00.000Z');
const plan = (tier: PaidTier) => {
  const found = PLANS.find((candidate) => candidate.paidTier === tier)!;
  return { ...found, paidTier: tier };
};
const status = (overrides: Partial<SubscriptionStatus>): SubscriptionStatus => ({
  tier: 'Trial',
  isActive: true,
  isTrialActive: true,
  daysRemaining: 10,
  statusMessage: 'Free trial: 10 days left',
  expireDate: '2026-03-20T12:00:00.000Z',
  trialEndsAt: '2026-03-20T12:00:00.000Z',
  ...overrides,
});

describe('planChange', () => {
  it('from the trial to Basic: the price, the coach kept until the trial ends, until when, and the partner', () => {
    expect(planChange(plan('Basic'), status({}), { withPartner: true, now })).toEqual({
      tier: 'Basic',
      title: 'Switch to Basic?',
      price: '$10 per month',
      changes: [
        'Your couple moves from Free Trial to Basic.',
        'You keep Velvet Coach (chat and guided sessions) until your trial ends on March 20, 2026.',
        'Your plan runs until April 10, 2026.',
        'No charge: payment integration is coming soon.',
        'Your partner is notified of the change.',
      ],
    });
  });

  it('from Basic to the annual plan: what it adds, after what is left of Basic', () => {
    const basic = status({
      tier: 'Basic',
      isTrialActive: false,
      expireDate: '2026-04-01T12:00:00.000Z',
      trialEndsAt: '2026-02-20T12:00:00.000Z',
    });
    const change = planChange(plan('Premium'), basic, { withPartner: true, now });
    expect(change.title).toBe('Switch to Annual?');
    expect(change.price).toBe('$100 per year');
    expect(change.changes.slice(0, 3)).toEqual([
      'Your couple moves from Basic to Annual.',
      'Adds: Velvet Coach (chat and guided sessions).',
      'Your plan runs until April 1, 2027.',
    ]);
  });

  it('the plan the couple is on: a renewal of one more period', () => {
    const basic = status({
      tier: 'Basic',
      isTrialActive: false,
      expireDate: '2026-04-01T12:00:00.000Z',
      trialEndsAt: '2026-02-20T12:00:00.000Z',
    });
    const change = planChange(plan('Basic'), basic, { withPartner: true, now });
    expect(change.title).toBe('Renew Basic?');
    expect(change.changes.slice(0, 2)).toEqual([
      'Your couple stays on Basic, with one more month.',
      'Your plan runs until May 1, 2026.',
    ]);
  });

  it('after the trial ended: everything paid comes back, counted from now', () => {
    const ended = status({
      isActive: false,
      isTrialActive: false,
      daysRemaining: 0,
      trialEndsAt: '2026-03-01T12:00:00.000Z',
    });
    expect(planChange(plan('Premium'), ended, { withPartner: false, now }).changes).toEqual([
      'Your couple moves from Free Trial (ended) to Annual.',
      'Adds: Adventures, Quick tasks, Dares, Velvet Coach (chat and guided sessions).',
      'Your plan runs until March 10, 2027.',
      'No charge: payment integration is coming soon.',
    ]);
  });

  it('from the trial to Basic once the trial is over: what Basic leaves out', () => {
    const lastDay = status({ trialEndsAt: '2026-03-10T11:00:00.000Z' });
    expect(planChange(plan('Basic'), lastDay, { withPartner: false, now }).changes[1]).toBe(
      'Leaves out: Velvet Coach (chat and guided sessions).',
    );
  });

  it('without the current plan, says only what is certain', () => {
    expect(planChange(plan('Basic'), null, { withPartner: true, now }).changes).toEqual([
      'Your couple moves to Basic.',
      'Your plan runs until April 10, 2026.',
      'No charge: payment integration is coming soon.',
      'Your partner is notified of the change.',
    ]);
  });
});
