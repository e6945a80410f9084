import { describe, expect, it } from 'vitest';
import { chanceResultForLead, chanceVerdictForPartner, dateKindOf } from './take-a-chance';

describe("Take a Chance's words", () => {
  it('tells the lead their toss, the kind of date and whose forfeit it is', () => {
    expect(chanceResultForLead('win', 'an active date', 'Sam')).toBe(
      'The coin landed heads: you win! It picked an active date for you to plan, and the forfeit falls to Sam, who brings you a small surprise.',
    );
    expect(chanceResultForLead('lose', 'a relaxing date', 'Sam')).toBe(
      'The coin landed tails: you lose! It picked a relaxing date for you to plan, and the forfeit is yours: bring Sam a small surprise of your own.',
    );
  });

  it("tells the partner the lead's toss from their own side", () => {
    expect(chanceVerdictForPartner('win', 'Robin')).toBe(
      'The coin landed heads for Robin, so you lose the toss: your forfeit is to bring Robin a small surprise of your own.',
    );
    expect(chanceVerdictForPartner('lose', 'Robin')).toBe(
      "The coin landed tails for Robin, so you win the toss: Robin's forfeit is to bring you a small surprise.",
    );
    expect(chanceVerdictForPartner('lose', ' ')).toContain("your partner's forfeit");
  });

  it('names a kind of date inside a sentence, never as a label', () => {
    expect(dateKindOf({ name: 'relaxation', key: 'relaxation' })).toBe('a relaxing date');
    expect(dateKindOf({ name: 'adventure', key: 'adventure' })).toBe('an adventurous date');
    expect(dateKindOf({ name: 'Stargazing', key: null })).toBe('a stargazing date');
    expect(dateKindOf({ name: 'Outdoor  picnic', key: null })).toBe('an outdoor picnic date');
    expect(dateKindOf({ name: 'Dinner date', key: null })).toBe('a dinner date');
    expect(dateKindOf({ name: 'DIY night', key: null })).toBe('a DIY night date');
  });
});
