import { laterCode } from '../lib/later-code';

// One fetch of later.css, whoever asks first: a screen, a menu, or the idle moment after the
// first paint (../main.tsx).
const sheet = laterCode(() => import('./later.css'));

/**
 * Resolves once the styles of what the first screens do not show (./later.css) apply: the
 * bundler's loader inserts the stylesheet and waits for it. A failed fetch resolves too, and is
 * tried again on the next call: a screen shows with what it has rather than an error.
 */
export function laterStylesApplied(): Promise<void> {
  return sheet.load().then(
    () => undefined,
    () => undefined,
  );
}

/**
 * `load`, resolving once both its code and ./later.css have arrived. The stylesheet is asked for
 * first, so it is inserted ahead of any styles the code brings, as Mantine's come before ours.
 */
export function withLaterStyles<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([laterStylesApplied(), load()]).then(([, loaded]) => loaded);
}
