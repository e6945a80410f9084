/**
 * Where this device remembers the person's theme: "light", "dark", or "auto" (or nothing) to
 * follow the system's `prefers-color-scheme`. web/public/color-scheme.js reads the same key
 * before the first paint, so a page never flashes the other theme while the app loads.
 */
export const COLOR_SCHEME_KEY = 'velvet-color-scheme';

/**
 * Signing out forgets everything the app kept on this device (tokens, drafts, ids) except the
 * theme, which belongs to the device and says nothing about the player.
 */
export function forgetAllButDevicePreferences(storage: Storage) {
  const theme = storage.getItem(COLOR_SCHEME_KEY);
  storage.clear();
  if (theme !== null) storage.setItem(COLOR_SCHEME_KEY, theme);
}
