import { z } from 'zod';
import { envelope, flagStringSchema, slugSchema } from './common';
import { accountRoleSchema } from './console';
import { languageSchema } from './language';
import { emailSchema, loginPasswordSchema, nameSchema, newPasswordSchema } from './rules';

export const boardRefSchema = z
  .object({ boardId: z.string(), boardName: z.string() })
  .meta({ id: 'BoardRef' });
export type BoardRef = z.infer<typeof boardRefSchema>;

/** §3 User, as stored locally under userData. */
export const userSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    profilePicture: z.string().nullable(),
    subscriptionStatus: z.string(),
    subscriptionPlan: z.string(),
    allowNewValueCreation: flagStringSchema,
    filterItemsByEmail: flagStringSchema,
    allowUsersToCreateNewItems: flagStringSchema,
    boardsData: z.array(boardRefSchema),
    /** Beyond §3: 'client' for portal users; staff ('admin', 'editor') also open the console. */
    role: accountRoleSchema,
    /** Beyond §3: the language the person chose for Portico; null follows the tenant's (issue 26). */
    language: languageSchema.nullable(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

export const sessionDataSchema = z.object({ user: userSchema, accessToken: z.string() });
export type SessionData = z.infer<typeof sessionDataSchema>;

/** Login, token login, sign-in with the identity provider and signup without approval answer this. */
export const sessionResponseSchema = envelope(sessionDataSchema).extend({ message: z.string() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** POST /api/auth/login */
export const loginRequestSchema = z.object({
  email: emailSchema,
  password: loginPasswordSchema,
  slug: slugSchema,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** POST /api/auth/signup?slug= — the slug may come in the query, the body, or both (then they must agree). */
export const signupQuerySchema = z.object({ slug: slugSchema.optional() });
export const signupRequestSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  slug: slugSchema.optional(),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;
/** An account that waits for an administrator's approval: only the message, no session (§4). */
export const pendingApprovalResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.null(),
});
export type PendingApprovalResponse = z.infer<typeof pendingApprovalResponseSchema>;

/** With admin approval only a message comes back; without, the session as for login. */
export const signupResponseSchema = z.union([sessionResponseSchema, pendingApprovalResponseSchema]);
export type SignupResponse = z.infer<typeof signupResponseSchema>;

/** POST /api/auth/token-login (the spec does not show the path of the token login call). */
export const tokenLoginRequestSchema = z.object({
  slug: slugSchema,
  token: z.string({ error: 'A login token is required' }).min(1).max(512),
});
export type TokenLoginRequest = z.infer<typeof tokenLoginRequestSchema>;

/**
 * POST /api/auth/signin-with-google. Either the authorization-code redirect (`code` + `state`, from
 * /callback; the browser that started it sends its binding cookie along), or a token from the provider's
 * own script in `access_token` (§7 "identity provider token"): an OpenID Connect ID token, or an OAuth
 * access token issued to this portal, optionally with the ID token issued with it in `id_token`.
 */
export const oidcSigninRequestSchema = z
  .object({
    slug: slugSchema,
    access_token: z.string().min(1).max(8192).optional(),
    id_token: z.string().min(1).max(8192).optional(),
    code: z.string().min(1).max(2048).optional(),
    state: z.string().min(1).max(512).optional(),
  })
  .refine((b) => Boolean(b.access_token) || (Boolean(b.code) && Boolean(b.state)), {
    error: 'An identity provider token, or a code and state, is required',
  });
export type OidcSigninRequest = z.infer<typeof oidcSigninRequestSchema>;

/**
 * What signin-with-google answers: the session as for login, or — for an account on a tenant with admin
 * approval that is still waiting — the same message-only answer as signup with approval.
 */
export const oidcSigninResponseSchema = signupResponseSchema;
export type OidcSigninResponse = z.infer<typeof oidcSigninResponseSchema>;

/** GET /api/auth/oidc/authorize?slug= — where to send the browser to sign in with the provider. */
export const oidcAuthorizeQuerySchema = z.object({ slug: slugSchema });
export const oidcAuthorizeResponseSchema = envelope(z.object({ url: z.string() }));
export type OidcAuthorizeResponse = z.infer<typeof oidcAuthorizeResponseSchema>;

/** GET /api/auth/check-user-auth — reads `user`. */
export const checkUserAuthResponseSchema = z.object({ success: z.literal(true), user: userSchema });
export type CheckUserAuthResponse = z.infer<typeof checkUserAuthResponseSchema>;
