import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { serverMessages } from '@portico/contract';
import { AppError } from '../lib/errors';

/** Fastify and plugin error codes that are the client's fault, with the message we answer. */
const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: serverMessages.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: serverMessages.invalidJson },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: serverMessages.invalidJson },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: serverMessages.unsupportedMediaType },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: serverMessages.bodyTooLarge },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: serverMessages.invalidMultipart },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: serverMessages.fileTooLarge },
  FST_PARTS_LIMIT: { status: 413, message: serverMessages.bodyTooLarge },
  FST_FILES_LIMIT: { status: 413, message: serverMessages.bodyTooLarge },
  FST_FIELDS_LIMIT: { status: 413, message: serverMessages.bodyTooLarge },
  FST_PROTO_VIOLATION: { status: 400, message: serverMessages.invalidMultipart },
};

/** Zod's default messages name no field, so the field is put in front; ours (the spec's) stand alone. */
const GENERIC = /^(Invalid (input|option|key|value|string|number)|Too (small|big)|Unrecognized key)/;

const validationMessage = (error: FastifyError & { validation?: unknown }): string => {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    if (first) {
      const path = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const where = [error.validationContext === 'body' ? '' : error.validationContext, path]
        .filter(Boolean)
        .join(' ');
      const message = first.message ?? 'Invalid request';
      return GENERIC.test(message) && where ? `${where}: ${message}` : message;
    }
  }
  return error.message;
};

/**
 * The one error handler: `{ success: false, message }` with the spec's message for 4xx; a generic message
 * for 5xx, logged with the request id. Stacks never reach the client.
 */
export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ success: false, message: error.message });
    }
    if (error.validation) {
      return reply.status(400).send({ success: false, message: validationMessage(error) });
    }
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(known.status).send({ success: false, message: known.message });
    // Multipart parse failures from busboy carry no code.
    if (/multipart|boundary|Unexpected end of form/i.test(error.message) && !error.statusCode) {
      return reply.status(400).send({ success: false, message: serverMessages.invalidMultipart });
    }
    // The client went away mid-request (an upload cancelled, a tab closed): no one reads the answer and
    // nothing is wrong on our side, so it is not logged as a failure.
    if (error.code === 'ECONNRESET' || request.raw.destroyed) {
      request.log.info({ err: error }, 'request aborted by the client');
      return reply.status(400).send({ success: false, message: serverMessages.requestAborted });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ success: false, message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ success: false, message: serverMessages.internal });
  });
};
