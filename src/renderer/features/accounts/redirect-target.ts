import { paths } from '../../config/paths';

const signedOutPages: readonly string[] = [
  paths.login.path,
  paths.register.path,
  paths.resetPassword.path,
];

/**
 * Where to go once signed in: the page the visitor was sent away from (router state `from`),
 * else the dashboard. Only same-origin paths are followed.
 */
export function redirectTarget(state: unknown): string {
  const from = state && typeof state === 'object' ? (state as { from?: unknown }).from : undefined;
  if (
    typeof from === 'string' &&
    from.startsWith('/') &&
    !from.startsWith('//') &&
    !signedOutPages.includes(from.split(/[?#]/)[0] ?? '')
  ) {
    return from;
  }
  return paths.dashboard.getHref();
}
