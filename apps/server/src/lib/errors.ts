/**
 * The one error type services throw. The error handler answers `{ success: false, message }` with its
 * status and message; anything else becomes a logged 500 with a generic message.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Response headers that belong to the error, e.g. Retry-After of a 429. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message: string) => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const payloadTooLarge = (message: string) => new AppError(413, message);
/** 429 with Retry-After: the whole seconds until another attempt may be made (at least 1). */
export const tooManyRequests = (message: string, retryAfterMs: number) =>
  new AppError(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) });
