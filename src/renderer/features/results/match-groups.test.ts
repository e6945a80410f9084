import { describe, expect, it } from 'vitest';
import { groupMatches, type MatchDetail } from './match-groups';

const detail = (
  id: string,
  category: string,
  player1Response: MatchDetail['player1Response'],
  player2Response: MatchDetail['player2Response'],
): MatchDetail => ({
  id,
  optionId: '0f9e8d7c-6b5a-4c3d-9e1f-a2b3c4d5e6f7',
  question: id,
  category,
  matchType: player1Response === player2Response ? 'Exact' : 'Close',
  player1Response,
  player2Response,
});

const close = [
  detail('letters', 'Romance', 'Maybe', 'Yes'),
  detail('silk', 'Wardrobe', 'Yes', 'Maybe'),
  detail('dancing', 'Romance', 'Yes', 'Maybe'),
  detail('notes', ' ', 'Yes', 'Maybe'),
];

describe('groupMatches', () => {
  it('groups by category in list order, then by the answers, your own first', () => {
    const groups = groupMatches(close, 'player1');
    expect(groups.map((g) => [g.category, g.count])).toEqual([
      ['Romance', 2],
      ['Wardrobe', 1],
      ['Unknown Category', 1],
    ]);
    expect(groups[0]!.answers.map((a) => [a.you, a.partner, a.details.map((d) => d.id)])).toEqual([
      ['Yes', 'Maybe', ['dancing']],
      ['Maybe', 'Yes', ['letters']],
    ]);
  });

  it('reads the answers from the player’s side', () => {
    const [romance] = groupMatches(close, 'player2');
    expect(romance!.answers.map((a) => [a.you, a.partner, a.details[0]!.id])).toEqual([
      ['Yes', 'Maybe', 'letters'],
      ['Maybe', 'Yes', 'dancing'],
    ]);
  });

  it('keeps every entry, a clothing item’s two directions included', () => {
    const exact = [
      detail('robe::wear', 'Wardrobe', 'Yes', 'Yes'),
      detail('robe::see_partner_wear', 'Wardrobe', 'Maybe', 'Maybe'),
      detail('dinner', 'Romance', 'Yes', 'Yes'),
    ];
    const groups = groupMatches(exact, 'player1');
    expect(groups.reduce((sum, g) => sum + g.count, 0)).toBe(exact.length);
    expect(groups[0]!.answers.map((a) => [a.you, a.details.length])).toEqual([
      ['Yes', 1],
      ['Maybe', 1],
    ]);
  });
});
