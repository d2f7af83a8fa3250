import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@portico/contract';
import type { AppContext } from '../../context';
import { pingDatabase } from '../../db/health.repository';

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/health',
    {
      config: { tenant: false },
      schema: {
        summary: 'Liveness and database reachability',
        tags: ['system'],
        response: { 200: healthResponseSchema },
      },
    },
    async () => {
      await pingDatabase(ctx.db.kysely);
      return { status: 'ok' as const, database: ctx.db.dialect, uptimeSeconds: Math.round(process.uptime()) };
    },
  );
};
