import type { RouteBodyInput, RouteDescriptor, RouteResponse } from '../../lib/route-types';
import type * as admin from '@shared/api/admin';
import type { AdminUser } from '@shared/domain/sessions';
import { ApiError, callRoute, type CallInput } from '../../lib/http';
import { adminSession } from '../../platform/admin';
import { ADMIN_MESSAGES } from './messages';

/**
 * The admin client's rule: 401 and 403 have fixed texts; any other refusal is
 * 'Request failed: {status} - {body text or Unknown error}'. `bodyText` is what the reply said
 * (its message, else its text); status 0 means the server was not reached.
 */
export function adminErrorMessage(status: number, bodyText: string): string {
  if (status === 401) return ADMIN_MESSAGES.unauthorized;
  if (status === 403) return ADMIN_MESSAGES.forbidden;
  if (status === 0) return bodyText || ADMIN_MESSAGES.unknownError;
  return `Request failed: ${status} - ${bodyText.trim() || ADMIN_MESSAGES.unknownError}`;
}

/** What the shared client reports when the reply said nothing of its own. */
function bodyTextOf(error: ApiError): string {
  return error.message === `Request failed: ${error.status}` ? '' : error.message;
}

/**
 * Calls an admin route with the staff token. A 401 ends the admin session. A failure is the
 * app's ApiError, its message in the panel's fixed words.
 */
export async function adminCall<R extends RouteDescriptor>(
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
