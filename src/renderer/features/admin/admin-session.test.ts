import { describe, expect, it } from 'vitest';
import { adminUserFromToken } from '@shared/domain/sessions';
import { ADMIN_TOKEN_KEY, adminSession } from './admin-session';
import { adminToken, signInAsStaff, STAFF_ID } from './test-token';

// The admin screens read staff tokens through the shared reader; these are the cases they rely on.
describe('adminUserFromToken', () => {
  it('reads the staff member from the claims', () => {
    expect(adminUserFromToken(adminToken({ role: 2 }))).toMatchObject({
      id: STAFF_ID,
      email: 'robin@velvet.example',
      displayName: 'Robin',
      role: 2,
    });
  });

  it('takes the id from userId, or from sub when userId is missing', () => {
    const other = '11111111-2222-4333-8444-555555555555';
    expect(adminUserFromToken(adminToken({ userId: other }))?.id).toBe(other);
    expect(adminUserFromToken(adminToken({ userId: undefined }))?.id).toBe(STAFF_ID);
    expect(adminUserFromToken(adminToken({ userId: undefined, sub: undefined }))).toBeNull();
  });

  it('reads names written in any script', () => {
    expect(adminUserFromToken(adminToken({ displayName: 'Zoë 🌙' }))?.displayName).toBe('Zoë 🌙');
  });

  it('refuses expired, undecodable and incomplete tokens', () => {
    const now = Date.now() / 1000;
    expect(adminUserFromToken(adminToken({ exp: Math.floor(now) - 1 }))).toBeNull();
    expect(adminUserFromToken('not-a-token')).toBeNull();
    expect(adminUserFromToken('a.%%%.c')).toBeNull();
    expect(adminUserFromToken(adminToken({ role: 7 }))).toBeNull();
    expect(adminUserFromToken(adminToken({ email: undefined }))).toBeNull();
    expect(adminUserFromToken(null)).toBeNull();
  });
});

describe('adminSession', () => {
  it('is signed in while a valid token is stored, and sends it as a bearer header', () => {
    signInAsStaff(1);
    const state = adminSession.getState();
    expect(state).toMatchObject({ status: 'signedIn', user: { role: 1 } });
    expect(adminSession.getState()).toBe(state);
    expect(adminSession.authHeaders()).toEqual({
      Authorization: `Bearer ${window.localStorage.getItem(ADMIN_TOKEN_KEY)}`,
    });
  });

  it('removes an expired token and counts as signed out', () => {
    signInAsStaff(2, { exp: Math.floor(Date.now() / 1000) - 60 });
    expect(adminSession.getState()).toEqual({ status: 'signedOut' });
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(adminSession.authHeaders()).toEqual({});
  });

  it('removes a token it cannot decode', () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'garbage');
    expect(adminSession.getState()).toEqual({ status: 'signedOut' });
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('keeps the staff token apart from the player token, and logout removes only it', () => {
    window.localStorage.setItem('token', 'player-token');
    signInAsStaff(0);
    let notified = 0;
    const unsubscribe = adminSession.subscribe(() => notified++);

    adminSession.logout();
    unsubscribe();

    expect(notified).toBe(1);
    expect(adminSession.getState()).toEqual({ status: 'signedOut' });
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(window.localStorage.getItem('token')).toBe('player-token');
  });
});
