import { describe, expect, it } from 'vitest';
import {
  anAdminUser,
  createFakeAdminBridge,
} from '../../../tests/support/renderer/fake-admin-bridge';
import { ApiError } from '../lib/http';
import { createElectronAdminSession } from './electron-admin-session';

const settle = () => new Promise((resolve) => setTimeout(resolve));

describe('createElectronAdminSession', () => {
  it('is loading until main says who is signed in, and sends no token itself', async () => {
    const bridge = createFakeAdminBridge();
    const session = createElectronAdminSession(bridge);
    let heard = 0;
    session.subscribe(() => heard++);
    expect(session.getState()).toEqual({ status: 'loading' });

    const robin = anAdminUser();
    bridge.answerSession(robin);
    await settle();

    expect(session.getState()).toEqual({ status: 'signedIn', user: robin });
    expect(heard).toBe(1);
    expect(session.authHeaders()).toEqual({});
  });

  it('is signed out when main has no staff session', async () => {
    const bridge = createFakeAdminBridge();
    const session = createElectronAdminSession(bridge);
    bridge.answerSession(null);
    await settle();
    expect(session.getState()).toEqual({ status: 'signedOut' });
  });

  it('follows what main pushes, even before its first answer', async () => {
    const bridge = createFakeAdminBridge();
    const session = createElectronAdminSession(bridge);
    const robin = anAdminUser({ role: 2 });

    bridge.pushSession(robin);
    bridge.answerSession(null);
    await settle();
    expect(session.getState()).toEqual({ status: 'signedIn', user: robin });

    bridge.pushSession(null);
    expect(session.getState()).toEqual({ status: 'signedOut' });
  });

  it('signs in through main', async () => {
    const bridge = createFakeAdminBridge();
    const session = createElectronAdminSession(bridge);

    const user = await session.login({ email: 'robin@velvet.example', password: 'secret' });

    expect(user.email).toBe('robin@velvet.example');
    expect(session.getState()).toEqual({ status: 'signedIn', user });
    expect(bridge.calls).toEqual(['login:robin@velvet.example']);
  });

  it('turns a refused sign-in into an ApiError with the server’s message', async () => {
    const bridge = createFakeAdminBridge();
    const session = createElectronAdminSession(bridge);
    bridge.answerSession(null);
    bridge.failure = { status: 401, message: 'Invalid email or password' };

    const failure = session.login({ email: 'robin@velvet.example', password: 'wrong' });

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 401,
      message: 'Invalid email or password',
    });
    expect(session.getState()).toEqual({ status: 'signedOut' });
  });

  it('signs out at once and tells main', async () => {
    const bridge = createFakeAdminBridge();
    const session = createElectronAdminSession(bridge);
    bridge.answerSession(anAdminUser());
    await settle();

    void session.logout();

    expect(session.getState()).toEqual({ status: 'signedOut' });
    expect(bridge.calls).toEqual(['logout']);
  });
});
