/** An API failure carrying the message to show and the HTTP status (0 when unreachable). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
