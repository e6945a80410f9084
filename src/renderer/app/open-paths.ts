import { platform } from '../platform';

/**
 * Shows the in-app paths the platform asks for (on desktop: a clicked native notification,
 * the app menu). Returns the unsubscribe; nothing to follow where the platform sends none.
 */
export function followOpenPaths(navigate: (path: string) => unknown): () => void {
  return platform.onOpenPath?.((path) => void navigate(path)) ?? (() => undefined);
}
