import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http';
import { resetFailureMessage } from './reset-failure-message';

const invalid = 'Invalid or expired reset token. Please request a new password reset.';
const generic = 'Failed to reset password. Please try again.';

describe('resetFailureMessage', () => {
  it('names a refused token on a 401', () => {
    expect(resetFailureMessage(new ApiError(401, 'The link has expired.'))).toBe(invalid);
  });

  it('names a refused token when the message mentions 401', () => {
    expect(resetFailureMessage(new Error('Request failed: 401'))).toBe(invalid);
  });

  it('falls back to the default text otherwise', () => {
    expect(resetFailureMessage(new ApiError(400, 'Invalid reset token.'))).toBe(generic);
    expect(resetFailureMessage(new ApiError(0, 'Could not reach Velvet.'))).toBe(generic);
    expect(resetFailureMessage('nothing useful')).toBe(generic);
  });
});
