import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as admin from '@shared/api/routes/admin';
import { NETWORK_ERROR_MESSAGE, setApiBaseUrl } from '../../lib/http';
import { ApiError } from '../../lib/api-error';
import { adminCall, adminErrorMessage, adminLogin, failureReason } from './admin-api';
import { ADMIN_TOKEN_KEY } from '../../platform/web-admin-session';
import { signInAsStaff } from '../../../../tests/support/renderer/admin-token';

describe('adminErrorMessage', () => {
  it('has fixed texts for 401 and 403', () => {
    expect(adminErrorMessage(401, 'Token expired.')).toBe('Unauthorized - please login again');
    expect(adminErrorMessage(403, 'Nope.')).toBe('Forbidden - admin access required');
  });

  it('gives any other refusal its status and what the reply said', () => {
    expect(adminErrorMessage(400, 'Name is required.')).toBe(
      'Request failed: 400 - Name is required.',
    );
    expect(adminErrorMessage(500, '')).toBe('Request failed: 500 - Unknown error');
    expect(adminErrorMessage(502, '   ')).toBe('Request failed: 502 - Unknown error');
  });

  it('says the server was not reached when it was not', () => {
    expect(adminErrorMessage(0, NETWORK_ERROR_MESSAGE)).toBe(NETWORK_ERROR_MESSAGE);
  });
});

describe('failureReason', () => {
  it("is the failure's message, else 'Unknown error'", () => {
    expect(failureReason(new Error('Request failed: 409 - Taken.'))).toBe(
      'Request failed: 409 - Taken.',
    );
    expect(failureReason(new Error(''))).toBe('Unknown error');
    expect(failureReason('boom')).toBe('Unknown error');
  });
});

describe('with the server unreachable', () => {
  beforeEach(() => setApiBaseUrl('http://127.0.0.1:1'));
  afterEach(() => setApiBaseUrl(''));

  it('reports the network and keeps the token', async () => {
    signInAsStaff(1);
    const failure = adminCall(admin.listSystemUsers, { query: { page: 1, pageSize: 50 } });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).not.toBeNull();
  });

  it('fails a login with the reason, and stores nothing', async () => {
    await expect(adminLogin({ email: 'robin@velvet.example', password: 'secret' })).rejects.toThrow(
      NETWORK_ERROR_MESSAGE,
    );
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });
});
