import type { IpcMain, WebContents } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { ipcChannels, type IpcChannelName } from '@shared/ipc';
import { FakeIpcMain, FakeWebContents, invokeEvent } from '../../tests/support/electron';
import { registerAdminIpc } from './admin-ipc';
import type { AdminSessionHolder } from './admin-session';

const staff = {
  id: '00000000-0000-4000-8000-0000000000aa',
  email: 'staff@example.com',
  displayName: 'Staff',
  role: 2 as const,
  expiresAt: 4_000_000_000,
};

/** The admin window's channels, with the player window open beside it. */
function setup() {
  const ipc = new FakeIpcMain();
  const player = new FakeWebContents('velvet://app/dashboard');
  const admin = new FakeWebContents('velvet://app/admin/login');
  const session = {
    user: vi.fn(() => staff),
    login: vi.fn(async () => ({ ok: true as const, value: staff })),
    logout: vi.fn(),
  };
  registerAdminIpc({
    ipcMain: ipc as unknown as IpcMain,
    isAdminWindow: (sender: WebContents) => sender.id === admin.id,
    session: session as unknown as AdminSessionHolder,
  });
  const call = (from: FakeWebContents, name: IpcChannelName, ...args: unknown[]) =>
    ipc.invoke(ipcChannels[name].channel, invokeEvent(from), ...args);
  return { ipc, player, admin, session, call };
}

const adminChannels = Object.entries(ipcChannels)
  .filter(([, definition]) => definition.window === 'admin')
  .map(([name]) => name as IpcChannelName);
const credentials = { email: 'Staff@Example.com', password: 'pw' };

describe('the admin window channels', () => {
  it('are every admin channel of the contract', () => {
    const { ipc } = setup();
    expect(ipc.channels().sort()).toEqual(
      adminChannels.map((name) => ipcChannels[name].channel).sort(),
    );
  });

  it.each(adminChannels)('refuse the player window on %s', async (name) => {
    const { call, player, session } = setup();
    const args = name === 'adminLogin' ? [credentials] : [];
    await expect(call(player, name, ...args)).rejects.toThrow('not available to this window');
    expect(session.user).not.toHaveBeenCalled();
    expect(session.login).not.toHaveBeenCalled();
    expect(session.logout).not.toHaveBeenCalled();
  });

  it('sign staff in with the parsed credentials', async () => {
    const { call, admin, session } = setup();
    const answer = await call(admin, 'adminLogin', credentials);

    expect(session.login).toHaveBeenCalledWith({ email: 'staff@example.com', password: 'pw' });
    expect(answer).toEqual({ ok: true, value: staff });
  });

  it('answer incomplete credentials with a 400 result without signing in', async () => {
    const { call, admin, session } = setup();
    const answer = await call(admin, 'adminLogin', { email: 'staff@example.com', password: '' });

    expect(answer).toEqual({ ok: false, status: 400, message: 'Password is required.' });
    expect(session.login).not.toHaveBeenCalled();
  });

  it('tell the admin window who is signed in, and sign out', async () => {
    const { call, admin, session } = setup();
    await expect(call(admin, 'adminSession')).resolves.toEqual(staff);
    await expect(call(admin, 'adminLogout')).resolves.toBeUndefined();
    expect(session.logout).toHaveBeenCalledTimes(1);
  });
});
