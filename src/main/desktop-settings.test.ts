import { describe, expect, it } from 'vitest';
import { REMOTE_NEEDS_HTTPS } from '@shared/ipc';
import { DEFAULT_SERVER_ADDRESS, createDesktopSettings } from './desktop-settings';
import { memoryStore } from '../../tests/support/electron/memory-store';

const stored = (serverAddress: unknown) => memoryStore({ 'settings.serverAddress': serverAddress });

describe('the desktop settings', () => {
  it('talk to the local server until told otherwise', () => {
    const settings = createDesktopSettings({ store: memoryStore(), env: {} });
    expect(settings.serverAddress()).toBe(DEFAULT_SERVER_ADDRESS);
    expect(DEFAULT_SERVER_ADDRESS).toBe('http://localhost:8080');
  });

  it('start from VELVET_SERVER_URL when it is set', () => {
    const env = { VELVET_SERVER_URL: 'https://velvet.example/' };
    expect(createDesktopSettings({ store: memoryStore(), env }).serverAddress()).toBe(
      'https://velvet.example',
    );
  });

  it('ignore a VELVET_SERVER_URL that is not a server address', () => {
    const env = { VELVET_SERVER_URL: 'velvet.example' };
    expect(createDesktopSettings({ store: memoryStore(), env }).serverAddress()).toBe(
      DEFAULT_SERVER_ADDRESS,
    );
  });

  it('prefer the address chosen in the app', () => {
    const env = { VELVET_SERVER_URL: 'https://qa.velvet.example' };
    const settings = createDesktopSettings({ store: stored('https://mine.example'), env });
    expect(settings.serverAddress()).toBe('https://mine.example');
  });

  it.each([
    42,
    'velvet.example',
    'ftp://files.example',
    'https://user:pw@velvet.example',
    'https://velvet.example/app',
  ])('ignore a stored address that is not valid (%s)', (value) => {
    const env = { VELVET_SERVER_URL: 'https://qa.velvet.example' };
    expect(createDesktopSettings({ store: stored(value), env }).serverAddress()).toBe(
      'https://qa.velvet.example',
    );
  });

  it('store a new address as its origin, for the next run too', () => {
    const store = memoryStore();
    createDesktopSettings({ store, env: {} }).setServerAddress('https://velvet.example/');
    expect(createDesktopSettings({ store, env: {} }).serverAddress()).toBe(
      'https://velvet.example',
    );
  });

  it('refuse to store an address that is not valid', () => {
    const settings = createDesktopSettings({ store: memoryStore(), env: {} });
    expect(() => settings.setServerAddress('javascript:alert(1)')).toThrow();
    expect(settings.serverAddress()).toBe(DEFAULT_SERVER_ADDRESS);
  });

  it.each(['http://localhost:8080', 'http://127.0.0.1:8080', 'http://[::1]:8080'])(
    'take plain http for a server on this computer (%s)',
    (address) => {
      const settings = createDesktopSettings({ store: memoryStore(), env: {} });
      settings.setServerAddress(address);
      expect(settings.serverAddress()).toBe(address);
    },
  );

  it.each(['http://velvet.example', 'http://192.168.1.20:8080', 'http://localhost.velvet.example'])(
    'refuse plain http for a server on another computer (%s), saying why',
    (address) => {
      const settings = createDesktopSettings({ store: memoryStore(), env: {} });
      expect(() => settings.setServerAddress(address)).toThrow(REMOTE_NEEDS_HTTPS);
      expect(settings.serverAddress()).toBe(DEFAULT_SERVER_ADDRESS);
    },
  );

  it('ignore a plain-http VELVET_SERVER_URL for another computer, saying why', () => {
    const logged: string[] = [];
    const settings = createDesktopSettings({
      store: memoryStore(),
      env: { VELVET_SERVER_URL: 'http://velvet.example' },
      log: (message) => logged.push(message),
    });
    expect(settings.serverAddress()).toBe(DEFAULT_SERVER_ADDRESS);
    expect(logged).toEqual([`VELVET_SERVER_URL is ignored: ${REMOTE_NEEDS_HTTPS}`]);
  });

  it('ignore a saved plain-http address for another computer, saying why once', () => {
    const logged: string[] = [];
    const settings = createDesktopSettings({
      store: stored('http://velvet.example'),
      env: { VELVET_SERVER_URL: 'https://qa.velvet.example' },
      log: (message) => logged.push(message),
    });
    expect(settings.serverAddress()).toBe('https://qa.velvet.example');
    expect(settings.serverAddress()).toBe('https://qa.velvet.example');
    expect(logged).toEqual([`The saved server address is ignored: ${REMOTE_NEEDS_HTTPS}`]);
  });

  it('poll notifications at the default interval unless VELVET_NOTIFICATION_POLL_MS is set', () => {
    const poll = (value?: string) =>
      createDesktopSettings({
        store: memoryStore(),
        env: { VELVET_NOTIFICATION_POLL_MS: value },
      }).notificationPollMs();
    expect(poll()).toBeUndefined();
    expect(poll('1500')).toBe(1500);
    expect(poll('200')).toBe(200);
    for (const invalid of ['199', '0', '-5', '2.5', 'soon', ''])
      expect(poll(invalid)).toBeUndefined();
  });
});
