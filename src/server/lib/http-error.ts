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

export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const unauthorized = (message = 'Please sign in to continue.') =>
  new HttpError(401, message);
/** Staff routes answer a missing or stale sign-in in the admin panel's own words. */
export const staffUnauthorized = () => unauthorized('Unauthorized - please login again');
