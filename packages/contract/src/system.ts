import { z } from 'zod';

/** GET /api/files/:fileId/:name?expires=&signature= — a signed, expiring file URL (binary response). */
export const signedFileParamsSchema = z.object({
  fileId: z.string().min(1).max(64),
  name: z.string().max(300),
});
export const signedFileQuerySchema = z.object({
  expires: z.coerce.number().int(),
  signature: z.string().min(1).max(128),
});

/** GET /api/health */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/**
 * 503 of GET /api/health and GET /api/health/ready while the server is shutting down (a stop signal
 * arrived): a load balancer takes the instance out of rotation before it stops accepting connections.
 */
export const drainingResponseSchema = z.object({
  status: z.literal('draining'),
  reason: z.string(),
});
export type DrainingResponse = z.infer<typeof drainingResponseSchema>;

/**
 * The schema's migrations: the newest one this build ships (`latest`), the newest of them the database
 * has applied (`applied`, null before the first), and how many of this build's are not applied yet.
 */
export const migrationStateSchema = z.object({
  applied: z.string().nullable(),
  latest: z.string(),
  pending: z.number().int().min(0),
});
export type MigrationState = z.infer<typeof migrationStateSchema>;

/** GET /api/health/ready — 200: the database answers and every migration of this build is applied. */
export const readinessResponseSchema = z.object({
  status: z.literal('ready'),
  database: z.enum(['sqlite', 'postgres']),
  migrations: migrationStateSchema,
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;

/** GET /api/health/ready — 503: why this instance should not get traffic yet. */
export const notReadyResponseSchema = z.object({
  status: z.literal('not-ready'),
  database: z.enum(['sqlite', 'postgres']),
  reason: z.string(),
  /** Null when the database did not answer, so the migrations could not be read. */
  migrations: migrationStateSchema.nullable(),
});
export type NotReadyResponse = z.infer<typeof notReadyResponseSchema>;

/** Every 503 of GET /api/health/ready. */
export const readinessUnavailableSchema = z.union([notReadyResponseSchema, drainingResponseSchema]);
