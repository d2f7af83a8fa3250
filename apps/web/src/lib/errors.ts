import { ApiError } from './api-error';
import { localize } from './i18n';

/**
 * §8: the message of a failed call — the server's message when present, otherwise the transport's (the
 * server could not be reached), otherwise the call's default. A bare HTTP status ("Request failed with status
 * code 502") is not worth showing to a user, so it yields the default too. In the reader's language when the
 * catalogue knows the text (issue 26: the API's messages stay English on the wire).
 */
export const errorMessage = (error: unknown, fallback: string): string => {
  if (error instanceof ApiError) {
    if (error.serverMessage) return localize(error.serverMessage);
    if (error.status === 0) return localize(error.message);
  }
  return localize(fallback);
};

/** Whether the server refused the call because the session is missing, expired or revoked. */
export const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401;
