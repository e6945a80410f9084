import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http';
import { resetFailureMessage } from './reset-failure-message';

const invalid = 'Invalid or expired reset token. Please request a new password reset.';
const generic = 'Failed to reset password. Please try again.';
const tooMany =
  'Too many sign-in and password attempts from this address. Please wait 1 minute and try again.';

describe('resetFailureMessage', () => {
  it('names a refused token on a 401', () => {
    expect(resetFailureMessage(new ApiError(401, 'The link has expired.'))).toBe(invalid);
  });

  it('names a malformed link (400) the same way', () => {
    expect(resetFailureMessage(new ApiError(400, 'Invalid reset token.'))).toBe(invalid);
    expect(resetFailureMessage(new ApiError(400, 'Please enter a valid email address.'))).toBe(
      invalid,
    );
  });

  it('names a refused token when the message mentions 401', () => {
    expect(resetFailureMessage(new Error('Request failed: 401'))).toBe(invalid);
  });

  it("says to wait after too many attempts, with the server's wait when it names one", () => {
    expect(resetFailureMessage(new ApiError(429, tooMany))).toBe(tooMany);
    expect(resetFailureMessage(new ApiError(429, 'Request failed: 429'))).toBe(
      'Too many password attempts. Please wait a few minutes and try again.',
    );
  });

  it('falls back to the default text otherwise', () => {
    expect(resetFailureMessage(new ApiError(500, 'Server error occurred'))).toBe(generic);
    expect(resetFailureMessage(new ApiError(0, 'Could not reach Velvet.'))).toBe(generic);
    expect(resetFailureMessage('nothing useful')).toBe(generic);
  });
});
