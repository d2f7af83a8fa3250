import fastJson from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serializer = (data: unknown) => string;

/** One serializer per schema: the error answers' schema, shared by every route, is compiled once. */
const compiled = new WeakMap<z.ZodType, Serializer>();

const compile = (schema: z.ZodType): Serializer => {
  let serializer = compiled.get(schema);
  if (!serializer) {
    const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
    serializer = fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as Serializer;
    compiled.set(schema, serializer);
  }
  return serializer;
};

/**
 * Requests are validated by the contract's zod schemas (their messages are the spec's). Responses are
 * serialised by fast-json-stringify compiled from the same schemas: fast, and anything a presenter forgot
 * to drop never leaves the server because only declared properties are written.
 *
 * A serializer is compiled when its route first answers with that status, not when the route is
 * registered: compiling all of them (three per route) was a quarter of the server's start-up, and most
 * routes answer with a string they built themselves, which no serializer touches.
 */
export const registerZodCompilers = (app: FastifyInstance) => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(({ schema }) => {
    if (!(schema instanceof z.ZodType)) return (data) => JSON.stringify(data);
    let serializer: Serializer | undefined;
    return (data) => (serializer ??= compile(schema))(data);
  });
};
