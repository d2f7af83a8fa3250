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
