import type { BrowserWindow, Dialog } from 'electron';

export const KEEP_SIGNED_IN = 0;

/**
 * Asks, once per sign-in, whether to keep the token where this computer offers no keychain.
 * Declining (or closing the dialog) keeps the sign-in only until the app quits.
 */
export async function askWeakStorageConsent(
  dialog: Pick<Dialog, 'showMessageBox'>,
  window: BrowserWindow | null,
): Promise<boolean> {
  const options = {
    type: 'warning' as const,
    title: 'Stay signed in?',
    message: 'This computer has no keychain Velvet can use.',
    detail:
      'Velvet can still keep you signed in, but in storage that other programs running as you ' +
      'could read. Otherwise you stay signed in only until you quit Velvet.',
    buttons: ['Keep me signed in', 'Only until I quit'],
    defaultId: 1,
    cancelId: 1,
    noLink: true,
  };
  const { response } = window
    ? await dialog.showMessageBox(window, options)
    : await dialog.showMessageBox(options);
  return response === KEEP_SIGNED_IN;
}
