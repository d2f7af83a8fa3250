import fastJson from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Requests are validated by the contract's zod schemas (their messages are the spec's). Responses are
 * serialised by fast-json-stringify compiled from the same schemas: fast, and anything a presenter forgot
 * to drop never leaves the server because only declared properties are written.
 */
export const registerZodCompilers = (app: FastifyInstance) => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(({ schema }) => {
    if (!(schema instanceof z.ZodType)) return (data) => JSON.stringify(data);
    const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
    return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  });
};
