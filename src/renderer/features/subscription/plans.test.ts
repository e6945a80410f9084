import { describe, expect, it } from 'vitest';
import {
  annualMonthly,
  annualSavingPercent,
  formatDollars,
  freeFeaturesText,
  PLANS,
  statusLines,
  switchedText,
} from './plans';

describe('plans', () => {
  it('derives the annual figures from the prices', () => {
    expect(formatDollars(annualMonthly)).toBe('$8.33');
    expect(annualSavingPercent).toBe(17);
    expect(formatDollars(10)).toBe('$10');
  });

  it('lists three plans; Basic is all but the coach, Annual is Premium with everything', () => {
    expect(PLANS.map((plan) => [plan.name, plan.tier, plan.price, plan.period])).toEqual([
      ['Free Trial', 'Trial', 'Free', 'for 14 days'],
      ['Basic', 'Basic', '$10', 'per month'],
      ['Annual', 'Premium', '$100', 'per year'],
    ]);
    const byName = (name: string) => PLANS.find((plan) => plan.name === name)!;
    const [trial, basic, annual] = [byName('Free Trial'), byName('Basic'), byName('Annual')];
    const coach = 'Velvet Coach (chat and guided sessions)';
    expect(basic.excluded).toEqual([coach]);
    expect(basic.included).not.toContain(coach);
    expect(annual.included).toContain(coach);
    expect(annual.excluded).toEqual([]);
    expect(trial.excluded).toEqual([]);
    expect(annual.badge).toBe('Save 17%');
  });

  it('lists only what the product has, each plan the same way', () => {
    expect(PLANS.find((plan) => plan.name === 'Free Trial')!.included).toEqual([
      'Preference survey',
      'Couple results',
      'Shared summary',
      'Couple journey (levels and boundaries)',
      'Adventures',
      'Quick tasks',
      'Dares',
      'Velvet Coach (chat and guided sessions)',
    ]);
  });

  it('names what stays free after the trial', () => {
    expect(freeFeaturesText()).toBe(
      'preference survey, couple results, shared summary and couple journey (levels and boundaries)',
    );
  });

  it('words a plan change from the status the server sent', () => {
    const status = {
      tier: 'Premium' as const,
      isActive: true,
      isTrialActive: false,
      daysRemaining: 365,
      statusMessage: 'Premium active',
      expireDate: '2027-01-15T12:00:00.000Z',
      trialEndsAt: '2026-01-29T12:00:00.000Z',
    };
    expect(switchedText(status)).toBe('Your couple is now on the Annual plan (Premium tier).');
    expect(switchedText({ ...status, tier: 'Basic' })).toBe(
      'Your couple is now on the Basic plan.',
    );
    expect(statusLines(status)).toEqual(['Premium active', 'Renews on January 15, 2027']);
    expect(statusLines({ ...status, statusMessage: '', expireDate: 'x' })).toEqual([]);
  });
});
