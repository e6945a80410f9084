import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { compareFailure } from './compare-failure';

const INCOMPLETE =
  'Both players need to mark their survey as complete before results can be shown.';

describe('compareFailure', () => {
  it('reads an incomplete couple from the message or a 400', () => {
    for (const error of [
      new ApiError(404, 'Couple not found or incomplete'),
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
      new ApiError(403, 'Forbidden'),
      'not even an error',
    ]) {
      expect(compareFailure(error)).toEqual({
        kind: 'failed',
        message: 'Failed to fetch results.',
      });
    }
  });
});
