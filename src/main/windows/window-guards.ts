import type { WebContents } from 'electron';
import { DESKTOP_ORIGIN } from '@shared/ipc';

type OpenExternal = (url: string) => Promise<void>;

/** Only https links leave the app, and only to the user's browser. */
export function isSafeExternalUrl(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * No window navigates away from our renderer or opens another: links to https sites go to
 * the browser, everything else is dropped. Applied to every web contents the app creates.
 */
export function guardWebContents(contents: WebContents, openExternal: OpenExternal): void {
  contents.setWindowOpenHandler(({ url }) => {
    if (isSafeExternalUrl(url)) void openExternal(url);
    return { action: 'deny' };
  });
  const refuseNavigation = (event: { preventDefault(): void }, url: string) => {
    if (url.startsWith(`${DESKTOP_ORIGIN}/`)) return;
    event.preventDefault();
    if (isSafeExternalUrl(url)) void openExternal(url);
  };
  contents.on('will-navigate', refuseNavigation);
  contents.on('will-redirect', refuseNavigation);
  contents.on('will-attach-webview', (event) => event.preventDefault());
}
