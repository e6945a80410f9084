import { describe, expect, it } from 'vitest';
import { sideOf, youAndPartner } from './sides';

const P1 = '8b0e3f4c-1d2a-4e5f-9a6b-7c8d9e0f1a2b';
const P2 = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const answers = { player1Response: 'Yes', player2Response: 'Maybe' } as const;

describe('sideOf', () => {
  it('is player 1 when the session names this player first, else player 2', () => {
    expect(sideOf({ playerId: P1, player1Id: P1 })).toBe('player1');
    expect(sideOf({ playerId: P2, player1Id: P1 })).toBe('player2');
  });
});

describe('youAndPartner', () => {
  it('gives player 1 the first answer as "You"', () => {
    expect(youAndPartner(answers, 'player1')).toEqual({ you: 'Yes', partner: 'Maybe' });
  });

  it('gives player 2 the second answer as "You"', () => {
    expect(youAndPartner(answers, 'player2')).toEqual({ you: 'Maybe', partner: 'Yes' });
  });

  it('maps a whole session end to end', () => {
    expect(youAndPartner(answers, sideOf({ playerId: P2, player1Id: P1 })).you).toBe('Maybe');
    expect(youAndPartner(answers, sideOf({ playerId: P1, player1Id: P1 })).you).toBe('Yes');
  });
});
