import { describe, expect, it } from 'vitest';
import { progressOf, type ProgressReads } from './dashboard-progress';

const COUPLE = '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d';
const status = (overrides: Partial<{ bothComplete: boolean; showingPreviousRound: boolean }>) => ({
  status: 'success' as const,
  data: {
    bothComplete: false,
    showingPreviousRound: false,
    player1Name: 'Sam',
    player2Name: ' Blair ',
    ...overrides,
  },
});
const reads = (overrides: Partial<ProgressReads>): ProgressReads => ({
  coupleId: COUPLE,
  partnerJoined: true,
  isPlayer1: true,
  ownCompletedAt: { status: 'success', data: null },
  couple: status({}),
  ...overrides,
});

describe('progressOf', () => {
  it('waits for both reads in a couple, and only the own one outside', () => {
    expect(progressOf(reads({ ownCompletedAt: { status: 'loading' } })).survey).toBe('loading');
    expect(progressOf(reads({ couple: { status: 'loading' } })).survey).toBe('loading');
    expect(
      progressOf(reads({ coupleId: null, partnerJoined: false, couple: { status: 'loading' } }))
        .survey,
    ).toBe('ownSurvey');
  });

  it('asks for the own survey, then waits for the partner, by name', () => {
    expect(progressOf(reads({})).survey).toBe('ownSurvey');
    const waiting = progressOf(reads({ ownCompletedAt: { status: 'success', data: 'then' } }));
    expect(waiting).toEqual({
      coupleId: COUPLE,
      partnerJoined: true,
      partnerName: 'Blair',
      survey: 'partnerSurvey',
    });
    expect(progressOf(reads({ isPlayer1: false })).partnerName).toBe('Sam');
  });

  it('has results once both completed, or while a new round keeps the last ones', () => {
    expect(progressOf(reads({ couple: status({ bothComplete: true }) })).survey).toBe('results');
    expect(progressOf(reads({ couple: status({ showingPreviousRound: true }) })).survey).toBe(
      'results',
    );
  });

  it('offers the survey, never a result, when a read fails', () => {
    expect(progressOf(reads({ ownCompletedAt: { status: 'error', error: 'x' } })).survey).toBe(
      'ownSurvey',
    );
    expect(
      progressOf(
        reads({
          ownCompletedAt: { status: 'success', data: 'then' },
          couple: { status: 'error', error: 'x' },
        }),
      ).survey,
    ).toBe('partnerSurvey');
  });
});
