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
    expect(basic.excluded).toEqual(['Velvet Coach chat']);
    expect(basic.included).not.toContain('Velvet Coach chat');
    expect(annual.included).toContain('Velvet Coach chat');
    expect(annual.excluded).toEqual([]);
    expect(trial.excluded).toEqual([]);
    expect(annual.badge).toBe('Save 17%');
  });

  it('names what stays free after the trial', () => {
    expect(freeFeaturesText()).toBe('private survey, couple results and shared summary');
  });

  it('words a plan change from the status the server sent', () => {
    const status = {
      tier: 'Premium' as const,
      isActive: true,
      isTrialActive: false,
      daysRemaining: 365,
      statusMessage: 'Premium active',
      expireDate: '2027-01-15T12:00:00.000Z',
    };
    expect(switchedText(status)).toBe('Your couple is now on the Annual plan (Premium tier).');
    expect(switchedText({ ...status, tier: 'Basic' })).toBe(
      'Your couple is now on the Basic plan.',
    );
    expect(statusLines(status)).toEqual(['Premium active', 'Renews on January 15, 2027']);
    expect(statusLines({ ...status, statusMessage: '', expireDate: 'x' })).toEqual([]);
  });
});
