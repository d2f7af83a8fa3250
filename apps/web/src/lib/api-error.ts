/**
 * A failed call. `message` is what §8 shows: the server's `message` when the body has one, otherwise the
 * transport's own message. `serverMessage` is set only when the server said something.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;

  constructor(message: string, status: number, serverMessage?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
  }
}
