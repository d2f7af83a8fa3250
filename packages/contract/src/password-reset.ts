import { z } from 'zod';
import { messageResponseSchema, slugSchema } from './common';
import type { EndpointDef } from './endpoint-def';
import { sessionResponseSchema } from './auth';
import { emailSchema, newPasswordSchema } from './rules';

/** Forgotten passwords (issue #8): a one-time reset link by email. */
export const passwordResetMessages = {
  /** The same answer whether or not the address has an account. */
  sent: 'If an account exists for that address, we have emailed a link to reset its password.',
  invalidLink: 'This reset link has expired or has already been used. Ask for a new one.',
  done: 'Your password was reset. You are signed in, and every other session was signed out.',
  tooMany: 'Too many reset requests. Please wait a few minutes and try again.',
} as const;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema, slug: slugSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

const resetTokenSchema = z
  .string({ error: passwordResetMessages.invalidLink })
  .min(1, { error: passwordResetMessages.invalidLink })
  .max(512, { error: passwordResetMessages.invalidLink });

export const checkResetTokenRequestSchema = z.object({ slug: slugSchema, token: resetTokenSchema });
export type CheckResetTokenRequest = z.infer<typeof checkResetTokenRequestSchema>;
export const checkResetTokenResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ email: z.string(), expiresAt: z.string() }),
});
export type CheckResetTokenResponse = z.infer<typeof checkResetTokenResponseSchema>;

export const resetPasswordRequestSchema = z.object({
  slug: slugSchema,
  token: resetTokenSchema,
  password: newPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const passwordResetEndpoints = {
  forgotPassword: {
    method: 'POST',
    path: '/api/auth/forgot-password',
    body: forgotPasswordRequestSchema,
    response: messageResponseSchema,
    auth: false,
    summary: 'Email a one-time password reset link (answers the same whether or not the address exists)',
  },
  checkResetToken: {
    method: 'POST',
    path: '/api/auth/reset-password/check',
    body: checkResetTokenRequestSchema,
    response: checkResetTokenResponseSchema,
    auth: false,
    summary: 'Whether a reset link still works, and for which address',
  },
  resetPassword: {
    method: 'POST',
    path: '/api/auth/reset-password',
    body: resetPasswordRequestSchema,
    response: sessionResponseSchema,
    auth: false,
    summary: 'Set a new password with a reset link; signs in and ends every other session',
  },
} as const satisfies Record<string, EndpointDef>;
