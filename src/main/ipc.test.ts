import type { IpcMain, WebContents } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { ipcChannels, ipcEvents } from '@shared/ipc';
import { FakeIpcMain, FakeWebContents, invokeEvent } from '../../tests/support/electron';
import { handleIpc, sendIpcEvent } from './ipc';

const login = ipcChannels.playerLogin.channel;
const setAddress = ipcChannels.setServerAddress.channel;

/** One window (the allowed one) and one channel handler of each kind, spied on. */
function setup() {
  const ipc = new FakeIpcMain();
  const window = new FakeWebContents('velvet://app/login');
  const allowed = (sender: WebContents) => sender.id === window.id;
  const onLogin = vi.fn(() => ({
    ok: true as const,
    value: {
      id: '00000000-0000-4000-8000-000000000001',
      email: 'alex@example.com',
      displayName: 'Alex',
      coupleId: null,
      emailVerified: true,
    },
  }));
  const onSetAddress = vi.fn(() => 'not sent back');
  handleIpc(ipc as unknown as IpcMain, 'playerLogin', allowed, onLogin);
  handleIpc(ipc as unknown as IpcMain, 'setServerAddress', allowed, onSetAddress);
  return { ipc, window, onLogin, onSetAddress };
}

const credentials = { email: '  Alex@Example.com ', password: 'correct horse battery' };

describe('IPC channels', () => {
  it('hand the schema-parsed payload to the handler and return its answer', async () => {
    const { ipc, window, onLogin } = setup();
    const answer = await ipc.invoke(login, invokeEvent(window), credentials);

    expect(onLogin).toHaveBeenCalledWith(
      { email: 'alex@example.com', password: 'correct horse battery' },
      expect.objectContaining({ sender: window }),
    );
    expect(answer).toMatchObject({ ok: true, value: { displayName: 'Alex' } });
  });

  it('answer a payload the schema refuses with a 400 result on result channels', async () => {
    const { ipc, window, onLogin } = setup();
    const answer = await ipc.invoke(login, invokeEvent(window), { email: 'alex@example.com' });

    expect(answer).toEqual({ ok: false, status: 400, message: 'Password is required.' });
    expect(onLogin).not.toHaveBeenCalled();
  });

  it('refuse extra arguments with a 400 result', async () => {
    const { ipc, window, onLogin } = setup();
    const answer = await ipc.invoke(login, invokeEvent(window), credentials, 'extra');

    expect(answer).toEqual({ ok: false, status: 400, message: 'Unexpected arguments.' });
    expect(onLogin).not.toHaveBeenCalled();
  });

  it('reject a refused payload on channels without a result', async () => {
    const { ipc, window, onSetAddress } = setup();
    await expect(
      ipc.invoke(setAddress, invokeEvent(window), 'ftp://files.example'),
    ).rejects.toThrow('Enter an address starting with http:// or https://.');
    await expect(ipc.invoke(setAddress, invokeEvent(window))).rejects.toThrow();
    expect(onSetAddress).not.toHaveBeenCalled();
  });

  it('send nothing back on channels that answer nothing', async () => {
    const { ipc, window, onSetAddress } = setup();
    const answer = await ipc.invoke(setAddress, invokeEvent(window), 'https://velvet.example/');

    expect(onSetAddress).toHaveBeenCalledWith('https://velvet.example', expect.anything());
    expect(answer).toBeUndefined();
  });

  it('refuse another window', async () => {
    const { ipc, onLogin } = setup();
    const other = new FakeWebContents('velvet://app/login');
    await expect(ipc.invoke(login, invokeEvent(other), credentials)).rejects.toThrow(
      'player:login is not available to this window.',
    );
    expect(onLogin).not.toHaveBeenCalled();
  });

  it('refuse a frame the page embeds', async () => {
    const { ipc, window, onLogin } = setup();
    const event = invokeEvent(window, window.subFrame('velvet://app/embedded'));
    await expect(ipc.invoke(login, event, credentials)).rejects.toThrow('not available');
    expect(onLogin).not.toHaveBeenCalled();
  });

  it('refuse a frame that is gone', async () => {
    const { ipc, window, onLogin } = setup();
    await expect(ipc.invoke(login, invokeEvent(window, null), credentials)).rejects.toThrow(
      'not available',
    );
    expect(onLogin).not.toHaveBeenCalled();
  });

  it.each(['https://evil.example/', 'velvet://app.evil.example/', 'file:///etc/passwd'])(
    'refuse the right window once it shows %s',
    async (url) => {
      const { ipc, window, onLogin } = setup();
      window.mainFrame.url = url;
      await expect(ipc.invoke(login, invokeEvent(window), credentials)).rejects.toThrow(
        'not available',
      );
      expect(onLogin).not.toHaveBeenCalled();
    },
  );
});

describe('IPC events', () => {
  it('reach the window with the payload', () => {
    const window = new FakeWebContents();
    sendIpcEvent(window as unknown as WebContents, 'openPath', '/dares');
    expect(window.sent).toEqual([{ channel: ipcEvents.openPath.channel, payload: '/dares' }]);
  });

  it('are checked against their schema before sending', () => {
    const window = new FakeWebContents();
    expect(() =>
      sendIpcEvent(window as unknown as WebContents, 'openPath', 'https://evil.example/'),
    ).toThrow();
    expect(window.sent).toEqual([]);
  });

  it('are dropped when the window is gone', () => {
    const window = new FakeWebContents();
    window.destroy();
    expect(() => sendIpcEvent(window as unknown as WebContents, 'openPath', '/')).not.toThrow();
    expect(() => sendIpcEvent(null, 'openPath', '/')).not.toThrow();
  });
});
