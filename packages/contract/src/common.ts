import { z } from 'zod';

/** Every error body: `{ success: false, message }` (§8 reads `data.message`). */
export const errorResponseSchema = z
  .object({ success: z.literal(false), message: z.string() })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** A success body carrying `data`, as the spec's calls read it. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string().optional(), data });

/** A success body with only a message. */
export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const idSchema = z.string().min(1).max(64);

/** Tenant slugs: the first DNS label of the host. */
export const slugSchema = z
  .string({ error: 'A portal slug is required' })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, { error: 'Invalid portal slug' });

/** 'true' / 'false' as the spec's user object carries its flags. */
export const flagStringSchema = z.enum(['true', 'false']);
export type FlagString = z.infer<typeof flagStringSchema>;
export const toFlagString = (value: boolean): FlagString => (value ? 'true' : 'false');
