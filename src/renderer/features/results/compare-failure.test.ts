import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { compareFailure } from './compare-failure';

const INCOMPLETE =
  'Both players need to mark their survey as complete before results can be shown.';

describe('compareFailure', () => {
  it('reads a couple that is not the player’s from a refusal, whatever its message', () => {
    for (const error of [
      new ApiError(404, 'This couple is not yours.'),
      new ApiError(404, 'Couple not found or incomplete'),
      new ApiError(403, 'Forbidden'),
    ]) {
      expect(compareFailure(error)).toEqual({
        kind: 'notYours',
        message: 'This couple is not yours.',
      });
    }
  });

  it('reads an incomplete couple from the message or a 400', () => {
    for (const error of [
      new ApiError(400, 'Couple not found or incomplete'),
      new Error('Couple not found or incomplete'),
      new Error('Request failed: 400'),
      new ApiError(400, 'Something else'),
    ]) {
      expect(compareFailure(error)).toEqual({ kind: 'incomplete', message: INCOMPLETE });
    }
  });

  it('calls anything else a failed fetch', () => {
    for (const error of [
      new ApiError(0, 'Could not reach Velvet.'),
      new ApiError(500, 'Request failed: 500'),
      'not even an error',
    ]) {
      expect(compareFailure(error)).toEqual({
        kind: 'failed',
        message: 'Failed to fetch results.',
      });
    }
  });
});
