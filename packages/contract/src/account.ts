import { z } from 'zod';
import { envelope } from './common';
import { userSchema } from './auth';
import { validationMessages as m } from './messages';
import { LANGUAGES, MAX_PASSWORD_LENGTH } from './constants';
import { nameSchema, newPasswordSchema } from './rules';

/** PATCH /api/user/change-password */
export const changePasswordRequestSchema = z.object({
  oldPassword: z
    .string({ error: m.currentPasswordRequired })
    .min(1, { error: m.currentPasswordRequired })
    .max(MAX_PASSWORD_LENGTH, { error: m.currentPasswordRequired }),
  newPassword: z
    .string({ error: m.newPasswordRequired })
    .min(1, { error: m.newPasswordRequired })
    .pipe(newPasswordSchema),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** The change-password form: the request plus a confirmation that must match. */
export const changePasswordFormSchema = z
  .object({
    oldPassword: changePasswordRequestSchema.shape.oldPassword,
    newPassword: z
      .string({ error: m.newPasswordRequired })
      .min(1, { error: m.newPasswordRequired })
      .pipe(newPasswordSchema),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: m.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

export const changePasswordResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** PATCH /api/user/update-profile — multipart fields; the file part `profilePicture` is optional. */
export const updateProfileFieldsSchema = z.object({ name: nameSchema });
export type UpdateProfileFields = z.infer<typeof updateProfileFieldsSchema>;
export const updateProfileResponseSchema = envelope(userSchema).extend({ message: z.string() });
export type UpdateProfileResponse = z.infer<typeof updateProfileResponseSchema>;

/**
 * PATCH /api/user/language — the signed-in person's own language; null follows the tenant's again. The
 * key is required, so an empty body is refused rather than read as "follow the tenant".
 */
export const updateLanguageRequestSchema = z.strictObject(
  {
    language: z
      .enum(LANGUAGES, {
        error: (issue) => (issue.input === undefined ? m.languageRequired : m.languageUnknown),
      })
      .nullable(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined,
  },
);
export type UpdateLanguageRequest = z.infer<typeof updateLanguageRequestSchema>;
/** The person as every answer with them shows them, with the language saved (as update-profile answers). */
export const updateLanguageResponseSchema = envelope(userSchema).extend({ message: z.string() });
export type UpdateLanguageResponse = z.infer<typeof updateLanguageResponseSchema>;

/** POST /api/feedback/send-feedback */
export const feedbackRequestSchema = z.object({
  summary: z
    .string({ error: m.summaryRequired })
    .trim()
    .min(1, { error: m.summaryRequired })
    .max(200, { error: 'Summary must be at most 200 characters' }),
  details: z
    .string({ error: m.detailsRequired })
    .trim()
    .min(1, { error: m.detailsRequired })
    .max(5000, { error: 'Details must be at most 5000 characters' }),
  name: z.string().trim().max(120).optional(),
  email: z.string().trim().max(254).optional(),
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;
export const feedbackResponseSchema = z.object({ success: z.literal(true), message: z.string() });
