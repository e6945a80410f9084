/**
 * Where this device remembers the person's theme: "light", "dark", or "auto" (or nothing) to
 * follow the system's `prefers-color-scheme`. web/public/color-scheme.js reads the same key
 * before the first paint, so a page never flashes the other theme while the app loads.
 */
export const COLOR_SCHEME_KEY = 'velvet-color-scheme';

/** Set once the beta notice was dismissed on this device; it then stays hidden here. */
export const BETA_NOTICE_DISMISSED_KEY = 'velvet-beta-notice-dismissed';

const DEVICE_PREFERENCES = [COLOR_SCHEME_KEY, BETA_NOTICE_DISMISSED_KEY];

/**
 * Signing out forgets everything the app kept on this device (tokens, drafts, ids) except the
 * device's own preferences (the theme, a dismissed beta notice), which say nothing about the
 * player.
 */
export function forgetAllButDevicePreferences(storage: Storage) {
  const kept = DEVICE_PREFERENCES.map((key) => [key, storage.getItem(key)] as const);
  storage.clear();
  for (const [key, value] of kept) if (value !== null) storage.setItem(key, value);
}
