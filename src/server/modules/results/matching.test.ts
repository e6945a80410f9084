import { describe, expect, it } from 'vitest';
import type { Perspective, Preference, TagType } from '@shared/domain/survey';
import { matchAnswers, type AnswerRow } from './matching';

const P1 = 'player-1';
const P2 = 'player-2';

function row(
  playerId: string,
  activityId: string,
  preference: Preference,
  perspective: Perspective = 'self',
  tagType: TagType = perspective === 'self' ? 'activity' : 'clothing',
): AnswerRow {
  return {
    playerId,
    activityId,
    activityName: activityId.toUpperCase(),
    category: activityId.startsWith('c') ? 'Clothes' : 'Acts',
    categoryOrder: activityId.startsWith('c') ? 2 : 1,
    activityOrder: Number(activityId.replace(/\D/g, '')),
    tagType,
    perspective,
    preference,
  };
}

describe('matching answers', () => {
  it('finds exact and close matches and counts conflicts', () => {
    const result = matchAnswers(
      [
        row(P1, 'a1', 'Yes'),
        row(P2, 'a1', 'Yes'),
        row(P1, 'a2', 'Maybe'),
        row(P2, 'a2', 'Yes'),
        row(P1, 'a3', 'Maybe'),
        row(P2, 'a3', 'Maybe'),
        row(P1, 'a4', 'No'),
        row(P2, 'a4', 'Yes'),
        row(P1, 'a5', 'Yes'),
      ],
      P1,
      P2,
    );
    expect(result.welcomed.map((p) => [p.id, p.matchType, p.sharedMatch])).toEqual([
      ['a1', 'Exact', 'Both Yes'],
      ['a3', 'Exact', 'Both Maybe'],
      ['a2', 'Close', 'Yes/Maybe'],
    ]);
    expect(result.conflicts).toBe(1);
    expect(result.refused).toEqual([{ activityId: 'a4', activityName: 'A4' }]);
  });

  it('pairs wearing with seeing one’s partner wear it, never wear with wear', () => {
    const result = matchAnswers(
      [
        row(P1, 'c1', 'Yes', 'wear'),
        row(P1, 'c1', 'No', 'see_partner_wear'),
        row(P2, 'c1', 'Yes', 'wear'),
        row(P2, 'c1', 'Maybe', 'see_partner_wear'),
      ],
      P1,
      P2,
    );
    expect(result.welcomed).toEqual([
      expect.objectContaining({
        id: 'c1::wear',
        label: 'C1 (one of you wears it)',
        matchType: 'Close',
        player1Response: 'Yes',
        player2Response: 'Maybe',
      }),
    ]);
    expect(result.conflicts).toBe(1);
  });

  it('ignores answers from a perspective the activity no longer has', () => {
    const result = matchAnswers(
      [
        row(P1, 'a1', 'Yes', 'wear', 'activity'),
        row(P2, 'a1', 'Yes', 'see_partner_wear', 'activity'),
      ],
      P1,
      P2,
    );
    expect(result).toEqual({ welcomed: [], conflicts: 0, refused: [] });
  });
});
