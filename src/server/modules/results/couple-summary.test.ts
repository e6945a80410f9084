import { describe, expect, it } from 'vitest';
import { FieldCipher } from '../../crypto/field-cipher';
import { Keyring } from '../../crypto/keyring';
import { fingerprintOf, summaryInputOf } from './couple-summary';
import { matchAnswers, type AnswerRow } from './matching';

const couple = {
  id: 'couple-1',
  player1: { id: 'p1', displayName: 'Avery' },
  player2: { id: 'p2', displayName: 'Blake' },
};

const answer = (
  playerId: string,
  activityId: string,
  perspective: AnswerRow['perspective'],
  preference: AnswerRow['preference'],
): AnswerRow => ({
  playerId,
  activityId,
  activityName: { dinner: 'Candlelit dinner', silk: 'Silk robe', mask: 'Masquerade mask' }[
    activityId
  ]!,
  category: 'Romance',
  categoryOrder: 0,
  activityOrder: 0,
  tagType: perspective === 'self' ? 'activity' : 'clothing',
  perspective,
  preference,
});

const answers = [
  answer('p1', 'dinner', 'self', 'Maybe'),
  answer('p2', 'dinner', 'self', 'Maybe'),
  // Both directions welcomed: one entry, the warmer one.
  answer('p1', 'silk', 'wear', 'Maybe'),
  answer('p2', 'silk', 'see_partner_wear', 'Yes'),
  answer('p1', 'silk', 'see_partner_wear', 'Yes'),
  answer('p2', 'silk', 'wear', 'Yes'),
  // One direction welcomed, the other refused: left out of generated text altogether.
  answer('p1', 'mask', 'wear', 'Yes'),
  answer('p2', 'mask', 'see_partner_wear', 'Yes'),
  answer('p1', 'mask', 'see_partner_wear', 'No'),
  answer('p2', 'mask', 'wear', 'Yes'),
];

describe('couple summary input', () => {
  it('names each welcomed activity once and nothing refused in any direction, and counts every pair', () => {
    const { input, boundaries } = summaryInputOf(couple, matchAnswers(answers, 'p1', 'p2'));
    expect(input).toEqual({
      coupleId: 'couple-1',
      player1Name: 'Avery',
      player2Name: 'Blake',
      matches: [
        { activity: 'Candlelit dinner', category: 'Romance', match: 'Both Maybe' },
        { activity: 'Silk robe (one of you wears it)', category: 'Romance', match: 'Both Yes' },
      ],
      // The figures count every welcomed pair, as the results do: the silk robe twice, and the
      // mask's welcomed direction though the mask is never named.
      counts: {
        total: 4,
        matches: 3,
        closeMatches: 1,
        bothYes: 2,
        bothMaybe: 1,
        yesMaybe: 1,
        categories: [{ category: 'Romance', count: 4 }],
      },
      conflictCount: 1,
    });
    expect(boundaries).toEqual({ refusedActivities: ['Masquerade mask'] });
  });

  it('has a fingerprint that changes with any answer and only then, and with the key', () => {
    const of = (
      rows: AnswerRow[],
      cipher = new FieldCipher(Keyring.fromKeys(Buffer.alloc(32, 3))),
    ) => {
      const { input, boundaries } = summaryInputOf(couple, matchAnswers(rows, 'p1', 'p2'));
      return fingerprintOf(cipher, couple, rows, input, boundaries);
    };
    expect(of([...answers].reverse())).toBe(of(answers));
    const changed = answers.map((a, i) => (i === 0 ? { ...a, preference: 'Yes' as const } : a));
    expect(of(changed)).not.toBe(of(answers));
    // Keyed: without the data key, a guess at the answers cannot be checked against it.
    const otherKey = new FieldCipher(Keyring.fromKeys(Buffer.alloc(32, 4)));
    expect(of(answers, otherKey)).not.toBe(of(answers));
  });
});
