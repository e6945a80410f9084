import { platform } from '../platform';

/**
 * Shows the in-app paths the platform asks for (on desktop: a clicked native notification,
 * the app menu). Returns the unsubscribe; nothing to follow where the platform sends none.
 */
export function followOpenPaths(router: { navigate(path: string): unknown }): () => void {
  return platform.onOpenPath?.((path) => void router.navigate(path)) ?? (() => undefined);
}
