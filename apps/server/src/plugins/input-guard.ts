import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serverMessages } from '@portico/contract';
import { badRequest } from '../lib/errors';
import { type UntrustedLimits, untrustedProblem } from '../lib/untrusted';

/**
 * The request boundary: every path parameter, query value and JSON body is checked by lib/untrusted.ts
 * before routing hooks, schemas or services see it (multipart fields are checked as they are read, in
 * plugins/multipart.ts). Refusals are 400s in the product's `{ success: false, message }` format.
 */

/** Path and query values: ids, cursors and search terms are all far shorter. */
export const URL_LIMITS: UntrustedLimits = { maxString: 4096, maxDepth: 4 };
/** JSON bodies: strings are bounded by the body limit and each field's schema; nesting is not. */
export const BODY_LIMITS: UntrustedLimits = { maxString: 1_048_576, maxDepth: 32 };

/**
 * JSON bodies are parsed by JSON.parse, which creates `__proto__` as an ordinary own key (never a
 * prototype), and then checked whole, so the refusal names the key instead of calling the body invalid.
 */
const parseJson = (
  _request: FastifyRequest,
  body: string,
  done: (err: Error | null, body?: unknown) => void,
) => {
  if (body.length === 0) return done(badRequest(serverMessages.invalidJson));
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return done(badRequest(serverMessages.invalidJson));
  }
  const problem = untrustedProblem(parsed, 'body', BODY_LIMITS);
  return problem ? done(badRequest(problem)) : done(null, parsed);
};

export const registerInputGuard = (app: FastifyInstance) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, parseJson);

  // onRequest, registered before the tenant and session are resolved: nothing reads a value unchecked.
  app.addHook('onRequest', (request, _reply, done) => {
    const problem =
      untrustedProblem(request.params, 'params', URL_LIMITS) ??
      untrustedProblem(request.query, 'query', URL_LIMITS);
    done(problem ? badRequest(problem) : undefined);
  });
};

const send = (reply: FastifyReply, status: number, message: string) =>
  reply.status(status).type('application/json; charset=utf-8').send({ success: false, message });

/** Errors Fastify raises before a route is found (bad percent-encoding, over-long parameters). */
export const frameworkErrors = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return send(reply, 414, serverMessages.urlTooLong);
  return send(reply, 400, serverMessages.invalidUrl);
};

const CLIENT_ERRORS: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, serverMessages.requestTimeout],
  HPE_HEADER_OVERFLOW: [431, serverMessages.headersTooLarge],
};

/**
 * Requests Node's HTTP parser refuses (malformed, headers too large, too slow to arrive) never reach
 * Fastify; they are answered here in the same format before the connection is closed.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, serverMessages.malformedRequest];
  const body = JSON.stringify({ success: false, message });
  this.log.debug({ err: error }, 'client error');
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}\r\n` +
        `Connection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  socket.destroy(error);
}
