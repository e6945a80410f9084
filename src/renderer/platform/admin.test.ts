import { describe, expect, it } from 'vitest';
import { signInAsStaff } from '../../../tests/support/renderer/admin-token';
import { adminSession } from './admin';
import { ADMIN_TOKEN_KEY } from './web-admin-session';

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

  it('keeps the staff token apart from the player token, and logout removes only it', async () => {
    window.localStorage.setItem('token', 'player-token');
    signInAsStaff(0);
    let notified = 0;
    const unsubscribe = adminSession.subscribe(() => notified++);

    await adminSession.logout();
    unsubscribe();

    expect(notified).toBe(1);
    expect(adminSession.getState()).toEqual({ status: 'signedOut' });
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(window.localStorage.getItem('token')).toBe('player-token');
  });
});
