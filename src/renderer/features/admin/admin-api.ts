import type { RouteBodyInput, RouteDef, RouteResponse } from '@shared/api/define';
import type * as admin from '@shared/api/admin';
import type { AdminUser } from '@shared/domain/sessions';
import { ApiError, callRoute, type CallInput } from '../../lib/http';
import { adminSession } from '../../platform/admin';
import { ADMIN_MESSAGES } from './messages';

/**
 * Calls an admin route with the staff token. A 401 ends the admin session. A failure is the
 * app's ApiError, its message in the panel's fixed words.
 */
export async function adminCall<R extends RouteDef>(
  route: R,
  input: CallInput<R> = {},
): Promise<RouteResponse<R>> {
  try {
    return await callRoute(route, input, adminSession.authHeaders());
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401) adminSession.forget();
    throw new ApiError(error.status, adminErrorMessage(error.status, bodyTextOf(error)));
  }
}

/**
 * Signs in. Here a 401 is a wrong email or password, not an ended session, so the server's
 * own message shows; 'Login failed' when it gave none.
 */
export async function adminLogin(body: RouteBodyInput<typeof admin.login>): Promise<AdminUser> {
  try {
    return await adminSession.login(body);
  } catch (error) {
    const text = error instanceof ApiError ? bodyTextOf(error) : '';
    throw new ApiError(
      error instanceof ApiError ? error.status : 0,
      text || ADMIN_MESSAGES.loginFailed,
    );
  }
}

/** The reason part of a data-tools toast. */
export function failureReason(error: unknown): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  return ADMIN_MESSAGES.unknownError;
}
