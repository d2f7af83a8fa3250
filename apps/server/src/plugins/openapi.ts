import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** The OpenAPI document of the whole API at /api/openapi.json, browsable at /api/docs. */
export const registerOpenApi = async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Portico API',
        version: '1.0.0',
        description:
          'The API of the Portico client portal. The tenant is the first label of the host name; ' +
          'authenticated calls carry `Authorization: Bearer <accessToken>`. Errors are `{ success: false, message }`.',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
  app.get('/api/openapi.json', { config: { tenant: false }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
};
