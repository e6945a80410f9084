import type { RouteDescriptor, RouteResponse } from './route-types';
import { platform } from '../platform';
import { ApiError, callRoute, type CallInput } from './http';

export { ApiError };

/** Calls a contract route as the signed-in player. A 401 means the session is over. */
export async function api<R extends RouteDescriptor>(
  route: R,
  input: CallInput<R> = {},
): Promise<RouteResponse<R>> {
  try {
    return await callRoute(route, input, platform.authHeaders());
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && route.access.level !== 'public') {
      await platform.logout();
    }
    throw error;
  }
}
