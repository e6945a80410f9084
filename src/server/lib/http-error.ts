/** An error whose message is meant for the user, with the status to answer it with. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** For a 429: when to try again, sent as Retry-After. */
    readonly options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/*
 * One helper per status the server answers with. The messages themselves stay with the area
 * that owns them (its messages constants or the shared contract's); these only pick the status.
 */

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please sign in to continue.') =>
  new HttpError(401, message);
/** Staff routes answer a missing or stale sign-in in the admin panel's own words. */
export const staffUnauthorized = () => unauthorized('Unauthorized - please login again');
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/** A 429; `retryAfterSeconds`, when known, is sent as Retry-After. */
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new HttpError(429, message, retryAfterSeconds === undefined ? {} : { retryAfterSeconds });
