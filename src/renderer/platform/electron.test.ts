import { describe, expect, it, vi } from 'vitest';
import {
  aPlayerSession,
  createFakePlayerBridge,
} from '../../../tests/support/renderer/fake-player-bridge';
import { aNotification } from '../../../tests/support/renderer/memory-notifications';
import { ApiError } from '../lib/http';
import { createElectronPlatform } from './electron';
import type { Session } from './types';

const UNREADABLE = 'Your saved sign-in could not be read. Please sign in again.';

async function startedPlatform(bridge = createFakePlayerBridge()) {
  const platform = createElectronPlatform(bridge);
  await platform.ready();
  return platform;
}

describe('createElectronPlatform: the session', () => {
  it('starts from the session and notice main reports, and sends no token itself', async () => {
    const session = aPlayerSession();
    const platform = await startedPlatform(
      createFakePlayerBridge({ sessionState: { session, notice: null } }),
    );

    expect(platform.kind).toBe('desktop');
    expect(platform.currentSession()).toEqual(session);
    expect(platform.signInNotice?.()).toBeNull();
    expect(platform.authHeaders()).toEqual({});
  });

  it('passes on the notice of a sign-out main decided on', async () => {
    const platform = await startedPlatform(
      createFakePlayerBridge({ sessionState: { session: null, notice: UNREADABLE } }),
    );
    expect(platform.currentSession()).toBeNull();
    expect(platform.signInNotice?.()).toBe(UNREADABLE);
  });

  it('follows the sessions main pushes', async () => {
    const bridge = createFakePlayerBridge();
    const platform = await startedPlatform(bridge);
    const heard: (Session | null)[] = [];
    const stop = platform.onSessionChange((session) => heard.push(session));

    const session = aPlayerSession();
    bridge.pushSession({ session, notice: null });
    // The same session again is no change.
    bridge.pushSession({ session: { ...session }, notice: null });
    bridge.pushSession({ session: null, notice: 'Your session has ended. Please sign in again.' });
    stop();
    bridge.pushSession({ session, notice: null });

    expect(heard).toEqual([session, null]);
    expect(platform.signInNotice?.()).toBeNull();
  });

  it('keeps a push that overtook the start-up answer', async () => {
    const bridge = createFakePlayerBridge();
    let answer: () => void = () => undefined;
    bridge.session = () =>
      new Promise((resolve) => (answer = () => resolve({ session: null, notice: null })));
    const platform = createElectronPlatform(bridge);
    const ready = platform.ready();

    const session = aPlayerSession();
    bridge.pushSession({ session, notice: null });
    answer();
    await ready;

    expect(platform.currentSession()).toEqual(session);
  });

  it('starts signed out when main cannot be asked', async () => {
    const bridge = createFakePlayerBridge();
    bridge.session = () => Promise.reject(new Error('No handler registered'));
    const platform = createElectronPlatform(bridge);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    await expect(platform.ready()).resolves.toBeUndefined();

    warn.mockRestore();
    expect(platform.currentSession()).toBeNull();
  });

  it('signs in through main, with the session known when login returns', async () => {
    const bridge = createFakePlayerBridge({
      sessionState: { session: null, notice: UNREADABLE },
    });
    const platform = await startedPlatform(bridge);

    const signedIn = await platform.login({ email: 'sam@example.com', password: 'secret' });

    expect(signedIn).toMatchObject({ email: 'sam@example.com', displayName: 'Sam' });
    expect(signedIn).not.toHaveProperty('token');
    expect(platform.currentSession()).toMatchObject({ email: 'sam@example.com' });
    expect(platform.signInNotice?.()).toBeNull();
  });

  it('turns a refused sign-in into the ApiError a web call would throw', async () => {
    const bridge = createFakePlayerBridge();
    const platform = await startedPlatform(bridge);
    bridge.failure = { status: 401, message: 'Invalid email or password.' };

    const failure = platform.login({ email: 'sam@example.com', password: 'wrong' });

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 401,
      message: 'Invalid email or password.',
    });
    expect(platform.currentSession()).toBeNull();
  });

  it('registers through main, and reports its refusal the same way', async () => {
    const bridge = createFakePlayerBridge();
    const platform = await startedPlatform(bridge);
    const body = {
      email: 'sam@example.com',
      password: 'secret1',
      displayName: 'Sam',
      ageVerified: true,
      disclaimerAccepted: true,
    } as Parameters<typeof platform.register>[0];

    bridge.failure = { status: 409, message: 'Email already registered.' };
    await expect(platform.register(body)).rejects.toThrow('Email already registered.');
    await platform.register(body);

    expect(platform.currentSession()).toMatchObject({ email: 'sam@example.com' });
    expect(bridge.calls).toEqual(['register', 'register']);
  });

  it('signs out through main and forgets what the app kept on this device', async () => {
    const bridge = createFakePlayerBridge({
      sessionState: { session: aPlayerSession(), notice: null },
    });
    const platform = await startedPlatform(bridge);
    window.localStorage.setItem('velvet-survey-draft', '{}');
    const heard: (Session | null)[] = [];
    platform.onSessionChange((session) => heard.push(session));

    await platform.logout();

    expect(bridge.calls).toContain('logout');
    expect(platform.currentSession()).toBeNull();
    expect(heard).toEqual([null]);
    expect(window.localStorage.length).toBe(0);
  });

  it('picks up a new couple on refresh, and reports a refused refresh', async () => {
    const bridge = createFakePlayerBridge({
      sessionState: { session: aPlayerSession(), notice: null },
    });
    const platform = await startedPlatform(bridge);

    await platform.refreshSession();
    expect(platform.currentSession()?.coupleId).not.toBeNull();

    bridge.failure = { status: 401, message: 'Your session has ended. Please sign in again.' };
    await expect(platform.refreshSession()).rejects.toMatchObject({ status: 401 });
  });
});

describe('createElectronPlatform: desktop capabilities', () => {
  it('opens in-app paths main sends, and ignores anything else', async () => {
    const bridge = createFakePlayerBridge();
    const platform = await startedPlatform(bridge);
    const opened: string[] = [];
    const stop = platform.onOpenPath?.((path) => opened.push(path));

    bridge.pushOpenPath('/notifications');
    bridge.pushOpenPath('https://evil.example/');
    bridge.pushOpenPath('//evil.example/dashboard');
    bridge.pushOpenPath('/desktop/server-address');
    stop?.();
    bridge.pushOpenPath('/dares');

    expect(opened).toEqual(['/notifications', '/desktop/server-address']);
  });

  it('reads and saves the server address through main', async () => {
    const bridge = createFakePlayerBridge({ address: 'http://localhost:8080' });
    const platform = await startedPlatform(bridge);

    expect(await platform.serverAddress?.get()).toBe('http://localhost:8080');
    await platform.serverAddress?.set('https://velvet.example.com');
    expect(await platform.serverAddress?.get()).toBe('https://velvet.example.com');
  });

  it('asks main to open the admin window', async () => {
    const bridge = createFakePlayerBridge();
    const platform = await startedPlatform(bridge);
    await platform.openAdminWindow?.();
    expect(bridge.calls).toEqual(['openAdminWindow']);
  });
});

describe('createElectronPlatform: notifications', () => {
  it('reads by asking main to poll now, then answers with the list main holds', async () => {
    const first = aNotification();
    const bridge = createFakePlayerBridge({
      sessionState: { session: aPlayerSession(), notice: null },
      feedState: { items: [first], loading: false },
    });
    const platform = await startedPlatform(bridge);

    expect(await platform.notifications.read(null)).toEqual({
      kind: 'list',
      items: [first],
      etag: null,
    });
    expect(bridge.calls).toEqual(['refreshNotifications']);
  });

  it('fails a read while main still waits for its first answer since sign-in', async () => {
    const bridge = createFakePlayerBridge({
      sessionState: { session: aPlayerSession(), notice: null },
      feedState: { items: [], loading: true },
    });
    const platform = await startedPlatform(bridge);
    await expect(platform.notifications.read(null)).rejects.toThrow();
  });

  it('passes on every list main pushes, but not its waiting after sign-in', async () => {
    const bridge = createFakePlayerBridge();
    const platform = await startedPlatform(bridge);
    const heard: unknown[] = [];
    const stop = platform.notifications.onList?.((items) => heard.push(items));

    const item = aNotification();
    bridge.pushNotifications({ items: [], loading: true });
    bridge.pushNotifications({ items: [item], loading: false });
    bridge.pushNotifications({ items: [], loading: false });
    stop?.();
    bridge.pushNotifications({ items: [item], loading: false });

    expect(heard).toEqual([[item], []]);
  });
});
