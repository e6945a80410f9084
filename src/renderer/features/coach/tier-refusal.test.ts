import { describe, expect, it } from 'vitest';
import { COACH_ERRORS } from '@shared/domain/coach';
import { ApiError } from '../../lib/api-error';
import { isTierRefusal } from './tier-refusal';

describe('isTierRefusal', () => {
  it("recognises the server's refusal for the plan, whichever plan it names", () => {
    expect(isTierRefusal(new ApiError(403, COACH_ERRORS.needsTier('Premium')))).toBe(true);
    expect(isTierRefusal(new ApiError(403, COACH_ERRORS.needsTier('Gold')))).toBe(true);
  });

  it('leaves the other refusals of the coach routes alone', () => {
    expect(isTierRefusal(new ApiError(403, COACH_ERRORS.notYourSession))).toBe(false);
    expect(isTierRefusal(new ApiError(403, COACH_ERRORS.forYourself))).toBe(false);
    expect(isTierRefusal(new ApiError(400, COACH_ERRORS.needsTier('Premium')))).toBe(false);
    expect(isTierRefusal(new Error(COACH_ERRORS.needsTier('Premium')))).toBe(false);
  });
});
