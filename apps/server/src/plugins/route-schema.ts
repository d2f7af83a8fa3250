import type { z } from 'zod';
import { type EndpointDef, errorResponseSchema } from '@portico/contract';
import { previewMayCall } from '../modules/policy';

type Part<E, K extends string> = E extends { [P in K]: infer S extends z.ZodType } ? S : undefined;

const tagOf = (path: string) => path.split('/')[2] ?? 'api';

/**
 * The route schema of a contract endpoint: params, querystring, body and responses all come from the
 * contract, so validation, serialisation and the OpenAPI document are driven by one object.
 */
export const schemaOf = <E extends EndpointDef>(e: E) =>
  ({
    summary: e.summary,
    tags: [tagOf(e.path)],
    ...(e.auth && { security: [{ bearerAuth: [] }] }),
    ...(e.params && { params: e.params }),
    ...(e.query && { querystring: e.query }),
    ...(e.body === 'multipart' ? { consumes: ['multipart/form-data'] } : e.body ? { body: e.body } : {}),
    response: { 200: e.response, '4xx': errorResponseSchema, '5xx': errorResponseSchema },
  }) as {
    summary: string;
    tags: string[];
    params: Part<E, 'params'>;
    querystring: Part<E, 'query'>;
    body: Part<E, 'body'>;
    response: { 200: E['response']; '4xx': typeof errorResponseSchema; '5xx': typeof errorResponseSchema };
  };

/**
 * Method, URL, schema, auth requirement, who may make it at all (policy `authorizeAccess`) and whether a
 * preview may call it (policy `authorizePreview`) of a contract endpoint, to spread into `app.route`.
 */
export const routeOf = <E extends EndpointDef>(e: E) => ({
  method: e.method,
  url: e.path,
  schema: schemaOf(e),
  config: { auth: e.auth, access: e.access, allowedInPreview: previewMayCall(e) },
});
