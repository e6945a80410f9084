import type { RouteDescriptor, RouteResponse } from './route-types';
import { platform } from '../platform';
import { ApiError, callRoute, type CallInput } from './http';

export { ApiError };

/**
 * How long a refused call waits for a new token before it ends the session: the player's own
 * password change bumps every token at commit, so its live event can bring a read under the
 * old token before the change's reply has stored the new one.
 */
export const SESSION_SETTLE_MS = 500;

const sameHeaders = (a: Record<string, string>, b: Record<string, string>) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * Calls a contract route as the signed-in player. A 401 means the session is over, unless the
 * session moved on to a new token meanwhile: then the call is made once more with it.
 */
export async function api<R extends RouteDescriptor>(
  route: R,
  input: CallInput<R> = {},
  again = false,
): Promise<RouteResponse<R>> {
  const headers = platform.authHeaders();
  try {
    return await callRoute(route, input, headers);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && route.access.level !== 'public') {
      if (!again) {
        if (sameHeaders(platform.authHeaders(), headers))
          await new Promise((resolve) => setTimeout(resolve, SESSION_SETTLE_MS));
        if (!sameHeaders(platform.authHeaders(), headers)) return api(route, input, true);
      }
      await platform.logout();
    }
    throw error;
  }
}
