import { describe, expect, it } from 'vitest';
import { badgeLabel, coupleStamp } from './notifications';

describe('badgeLabel', () => {
  it('shows nothing at zero, the count up to 99, then 99+', () => {
    expect(badgeLabel(0)).toBeNull();
    expect(badgeLabel(5)).toBe('5');
    expect(badgeLabel(99)).toBe('99');
    expect(badgeLabel(100)).toBe('99+');
  });
});

describe('coupleStamp', () => {
  const coupleId = '11111111-1111-4111-8111-111111111111';
  const p1 = '22222222-2222-4222-8222-222222222222';
  const p2 = '33333333-3333-4333-8333-333333333333';
  it('is "none" without a couple', () => {
    expect(coupleStamp({ coupleId: null, player1Id: null, player2Id: null })).toBe('none');
  });
  it('changes when the partner joins, so a token without the partner is refreshed', () => {
    const waiting = coupleStamp({ coupleId, player1Id: p1, player2Id: null });
    const joined = coupleStamp({ coupleId, player1Id: p1, player2Id: p2 });
    expect(waiting).not.toBe(joined);
    expect(joined).toBe(`${coupleId}.${p1}.${p2}`);
  });
});
