import { z } from 'zod';
import { envelope, slugSchema } from './common';
import { SIGNUP_METHODS } from './constants';
import { languageSchema } from './language';

export const signupMethodSchema = z.enum(SIGNUP_METHODS);

/** What any visitor of a portal may know of its tenant: shown on the auth screens. */
export const tenantPublicSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    logo: z.string().nullable(),
    description: z.string(),
    signupMethod: signupMethodSchema,
    subscriptionStatus: z.string(),
    /** Whether sign-in with the configured identity provider is available. */
    oidcEnabled: z.boolean(),
    /** The tenant's default language (issue 26): what Portico speaks to whoever has not chosen one. */
    language: languageSchema,
    /** Whether the login page follows the visitor's browser language rather than the tenant's. */
    browserLanguage: z.boolean(),
  })
  .meta({ id: 'TenantPublic' });
export type TenantPublic = z.infer<typeof tenantPublicSchema>;

/** GET /api/auth/check-signup-permission?slug= */
export const signupPermissionQuerySchema = z.object({ slug: slugSchema });
export const signupPermissionResponseSchema = envelope(tenantPublicSchema);
export type SignupPermissionResponse = z.infer<typeof signupPermissionResponseSchema>;

/** GET /api/subdomain/validateSubDomain/:subdomain — the web reads `data.data`, i.e. the body's `data`. */
export const validateSubdomainParamsSchema = z.object({ subdomain: slugSchema });
export const validateSubdomainResponseSchema = envelope(tenantPublicSchema);
export type ValidateSubdomainResponse = z.infer<typeof validateSubdomainResponseSchema>;
