import type { BrowserWindow } from 'electron';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeBrowserWindow, FakeDialog, resetFakeElectron } from '../../tests/support/electron';
import { KEEP_SIGNED_IN, askWeakStorageConsent } from './weak-storage-consent';

beforeEach(() => resetFakeElectron());

const ask = (dialog: FakeDialog, window: FakeBrowserWindow | null = null) =>
  askWeakStorageConsent(dialog, window as unknown as BrowserWindow | null);

describe('the weak storage question', () => {
  it('keeps the sign-in when the first button is chosen', async () => {
    const dialog = new FakeDialog().answerNext(KEEP_SIGNED_IN);
    expect(KEEP_SIGNED_IN).toBe(0);
    await expect(ask(dialog)).resolves.toBe(true);
    expect(dialog.shown[0]?.options.buttons?.[0]).toBe('Keep me signed in');
  });

  it('keeps it only until quitting when the other button is chosen', async () => {
    await expect(ask(new FakeDialog().answerNext(1))).resolves.toBe(false);
  });

  it('keeps it only until quitting when the dialog is closed', async () => {
    const dialog = new FakeDialog();
    await expect(ask(dialog)).resolves.toBe(false);
    expect(dialog.shown[0]?.options.cancelId).toBe(1);
  });

  it('asks over the player window when there is one', async () => {
    const dialog = new FakeDialog().answerNext(KEEP_SIGNED_IN);
    const window = new FakeBrowserWindow();
    await ask(dialog, window);
    await ask(dialog);
    expect(dialog.shown.map((shown) => shown.window)).toEqual([window, null]);
  });
});
