/**
 * Domain errors with an HTTP-like status and a stable code. The API turns them into the
 * spec's error shape; the bot turns them into a friendly reply.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 410 | 422 | 429 | 503,
    readonly code: string,
    message: string,
    /** `fields`: the wrong input fields and what is wrong with each, as a 422 from zod names them. */
    readonly extra: { retryAfterSeconds?: number; fields?: Record<string, string> } = {},
  ) {
    super(message);
  }
}

export const unauthorized = (message = 'Authentication required', code = 'unauthorized') =>
  new AppError(401, code, message);
export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);
