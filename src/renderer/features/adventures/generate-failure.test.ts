import { describe, expect, it } from 'vitest';
import { ADVENTURE_ERRORS, ADVENTURE_MESSAGES } from '@shared/domain/adventures';
import { featureNeedsPlan } from '@shared/domain/tiers';
import { ApiError } from '../../lib/api-error';
import { generateFailure, generateProblem } from './generate-failure';
import { nextAccessories } from './accessories';

const COUPLE = '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d';

describe('generateFailure', () => {
  it("words each failure as the spec does, and a refusal, conflict or limit in the server's words", () => {
    expect(generateFailure(new ApiError(404, 'Not found'))).toBe(
      ADVENTURE_MESSAGES.endpointNotFound,
    );
    expect(generateFailure(new ApiError(400, 'Both surveys'))).toBe(
      ADVENTURE_ERRORS.surveysIncomplete,
    );
    expect(generateFailure(new ApiError(409, ADVENTURE_ERRORS.nothingFits))).toBe(
      ADVENTURE_ERRORS.nothingFits,
    );
    const ended = featureNeedsPlan('adventures');
    expect(generateFailure(new ApiError(403, ended))).toBe(ended);
    const limited =
      'Too many adventure generations from your account. Please wait 12 minutes and try again.';
    expect(generateFailure(new ApiError(429, limited))).toBe(limited);
    expect(generateFailure(new ApiError(500, 'Internal'))).toBe(ADVENTURE_MESSAGES.generateFailed);
    expect(generateFailure(new ApiError(0, 'Could not reach Velvet'))).toBe(
      ADVENTURE_MESSAGES.generateFailed,
    );
    expect(generateFailure(new Error('boom'))).toBe(ADVENTURE_MESSAGES.generateFailed);
  });
});

describe('generateProblem', () => {
  it('needs a type, a couple and both surveys before asking the server', () => {
    const ready = { type: 'romantic', coupleId: COUPLE, bothComplete: true };
    expect(generateProblem(ready)).toBeNull();
    expect(generateProblem({ ...ready, type: null })).toBe(ADVENTURE_ERRORS.noType);
    expect(generateProblem({ ...ready, type: '  ' })).toBe(ADVENTURE_ERRORS.noType);
    expect(generateProblem({ ...ready, coupleId: null })).toBe(ADVENTURE_ERRORS.noCouple);
    expect(generateProblem({ ...ready, bothComplete: false })).toBe(
      ADVENTURE_ERRORS.surveysIncomplete,
    );
    // Unknown survey status: the server decides.
    expect(generateProblem({ ...ready, bothComplete: null })).toBeNull();
  });
});

describe('nextAccessories', () => {
  it('keeps None alone: checking it clears the rest, checking another clears it', () => {
    expect(nextAccessories([], ['Candles'])).toEqual(['Candles']);
    expect(nextAccessories(['Candles'], ['Candles', 'None'])).toEqual(['None']);
    expect(nextAccessories(['None'], ['None', 'Dice'])).toEqual(['Dice']);
    expect(nextAccessories(['Wine', 'Candles'], ['Wine', 'Candles', 'Dice'])).toEqual([
      'Candles',
      'Dice',
      'Wine',
    ]);
    expect(nextAccessories(['Candles', 'Dice'], ['Dice'])).toEqual(['Dice']);
  });
});
