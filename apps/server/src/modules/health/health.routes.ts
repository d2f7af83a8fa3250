import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  drainingResponseSchema,
  healthResponseSchema,
  readinessResponseSchema,
  readinessUnavailableSchema,
} from '@portico/contract';
import type { AppContext } from '../../context';
import { pingDatabase } from '../../db/health.repository';
import { createHealthService } from './health.service';
import type { Lifecycle } from './lifecycle';

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; lifecycle: Lifecycle }> = async (
  app,
  { ctx, lifecycle },
) => {
  const health = createHealthService(ctx, lifecycle);

  app.get(
    '/api/health',
    {
      config: { tenant: false },
      schema: {
        summary: 'Liveness and database reachability; 503 while the server is shutting down',
        tags: ['system'],
        response: { 200: healthResponseSchema, 503: drainingResponseSchema },
      },
    },
    async (_request, reply) => {
      if (lifecycle.draining) return reply.code(503).send(health.draining());
      await pingDatabase(ctx.db.kysely);
      return { status: 'ok' as const, database: ctx.db.dialect, uptimeSeconds: Math.round(process.uptime()) };
    },
  );

  app.get(
    '/api/health/ready',
    {
      config: { tenant: false },
      schema: {
        summary:
          'Readiness: the database answers, every migration is applied, the server is not shutting down',
        tags: ['system'],
        response: {
          200: readinessResponseSchema,
          503: readinessUnavailableSchema,
        },
      },
    },
    async (request, reply) => {
      const { statusCode, body } = await health.readiness(request.log);
      // A probe's answer is about this moment: never from a cache.
      return reply.code(statusCode).header('cache-control', 'no-store').send(body);
    },
  );
};
