import { z } from 'zod';
import { activityEntrySchema } from './activity';
import { envelope, idSchema } from './common';
import { emailSchema, nameSchema } from './rules';

/**
 * The console: the tenant's staff run their portal from the browser (docs/decisions.md, "Staff and the
 * console"). Staff are accounts of the tenant beside its clients, with a role; clients have role 'client'.
 */
export const STAFF_ROLES = ['admin', 'editor'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES, { error: 'The role must be admin or editor' });
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const ACCOUNT_ROLES = ['client', ...STAFF_ROLES] as const;
export const accountRoleSchema = z.enum(ACCOUNT_ROLES);
export type AccountRole = z.infer<typeof accountRoleSchema>;

export const isStaffRole = (role: string | undefined | null): role is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(role ?? '');

export const CLIENT_STATUSES = ['active', 'pending', 'disabled'] as const;
export const clientStatusSchema = z.enum(CLIENT_STATUSES, {
  error: 'The status must be active, pending or disabled',
});
export type ClientStatus = z.infer<typeof clientStatusSchema>;

/** The console's own messages: what staff read when the server refuses or confirms. */
export const consoleMessages = {
  staffOnly: 'The console is for the staff of this portal.',
  adminOnly: 'Only an administrator can manage staff and portal settings.',
  clientNotFound: 'Client not found.',
  staffNotFound: 'Staff member not found.',
  lastAdmin: 'A portal needs at least one administrator: make someone else an administrator first.',
  removeSelf: 'You cannot remove your own account.',
  emailTaken: (email: string) => `An account with the email ${email} already exists in this portal.`,
  notPending: 'Only an account awaiting approval can be approved or rejected.',
  cannotSignIn: (status: string) => `This account is ${status}: it cannot sign in until it is active.`,
  statusChange: 'A client can be set active or disabled here; approve or reject a pending one.',
  clientApproved: 'The client was approved and can sign in now.',
  clientRejected: 'The signup was rejected and the account removed.',
  clientUpdated: 'The client was updated.',
  clientInvited: 'The client was invited: send them the sign-in link.',
  passwordReset: 'The password was reset and every session of the account has ended.',
  staffInvited: 'The staff member was invited: send them the sign-in link.',
  staffUpdated: 'The role was changed.',
  staffRemoved: 'The staff member was removed.',
} as const;

/** A client (portal user) as the console lists it. */
export const consoleClientSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    status: clientStatusSchema,
    profilePicture: z.string().nullable(),
    /** The account's own "only items assigned to me"; null follows the portal's default. */
    filterItemsByEmail: z.boolean().nullable(),
    /** What applies: the override, else the portal's default. */
    onlyAssignedItems: z.boolean(),
    /** How many boards the client may open. */
    boardCount: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'ConsoleClient' });
export type ConsoleClient = z.infer<typeof consoleClientSchema>;

export const staffMemberSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: staffRoleSchema,
    status: clientStatusSchema,
    profilePicture: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'StaffMember' });
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** A one-time sign-in link to hand to the account's owner. */
export const signInLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type SignInLink = z.infer<typeof signInLinkSchema>;

export const userParamsSchema = z.object({ userId: idSchema });

/** GET /api/console/overview */
export const consoleOverviewSchema = z.object({
  counts: z.object({
    boards: z.number().int(),
    items: z.number().int(),
    clients: z.number().int(),
    pendingClients: z.number().int(),
    staff: z.number().int(),
  }),
  /** The oldest signups awaiting approval first (at most 10). */
  pending: z.array(consoleClientSchema),
  subscriptionPlan: z.string(),
  subscriptionStatus: z.string(),
  /** The latest changes (at most 10). */
  activity: z.array(activityEntrySchema),
});
export type ConsoleOverview = z.infer<typeof consoleOverviewSchema>;
export const consoleOverviewResponseSchema = envelope(consoleOverviewSchema);

/** GET /api/console/clients */
export const MAX_CONSOLE_SEARCH = 200;
export const listClientsQuerySchema = z.object({
  search: z.string().trim().max(MAX_CONSOLE_SEARCH, { error: 'The search is too long' }).optional(),
  status: clientStatusSchema.optional(),
});
export type ListClientsQuery = z.infer<typeof listClientsQuerySchema>;
/** At most this many clients are listed; a search narrows the rest. */
export const MAX_CONSOLE_CLIENTS = 500;
export const listClientsResponseSchema = envelope(
  z.object({ clients: z.array(consoleClientSchema), total: z.number().int() }),
);

/** POST /api/console/clients — an account that can sign in at once, with a one-time link. */
export const inviteRequestSchema = z.object({ name: nameSchema, email: emailSchema });
export type InviteRequest = z.infer<typeof inviteRequestSchema>;
export const inviteClientResponseSchema = envelope(
  z.object({ client: consoleClientSchema, signInLink: signInLinkSchema }),
).extend({ message: z.string() });

/** PATCH /api/console/clients/:userId */
export const updateClientRequestSchema = z
  .object({
    status: z.enum(['active', 'disabled'], { error: consoleMessages.statusChange }).optional(),
    filterItemsByEmail: z
      .boolean({ error: 'Only my items must be true, false or null' })
      .nullable()
      .optional(),
  })
  .refine((v) => v.status !== undefined || v.filterItemsByEmail !== undefined, {
    error: 'Nothing to change: send status or filterItemsByEmail.',
  });
export type UpdateClientRequest = z.infer<typeof updateClientRequestSchema>;
export const clientResponseSchema = envelope(consoleClientSchema).extend({ message: z.string() });

/** POST /api/console/clients/:userId/sign-in-link */
export const signInLinkResponseSchema = envelope(signInLinkSchema);

/** POST /api/console/clients/:userId/reset-password — a generated password, shown once. */
export const resetPasswordResponseSchema = envelope(z.object({ password: z.string() })).extend({
  message: z.string(),
});

/** GET /api/console/staff */
export const listStaffResponseSchema = envelope(z.object({ staff: z.array(staffMemberSchema) }));

/** POST /api/console/staff */
export const inviteStaffRequestSchema = inviteRequestSchema.extend({ role: staffRoleSchema });
export type InviteStaffRequest = z.infer<typeof inviteStaffRequestSchema>;
export const inviteStaffResponseSchema = envelope(
  z.object({ staff: staffMemberSchema, signInLink: signInLinkSchema }),
).extend({ message: z.string() });

/** PATCH /api/console/staff/:userId */
export const updateStaffRequestSchema = z.object({ role: staffRoleSchema });
export type UpdateStaffRequest = z.infer<typeof updateStaffRequestSchema>;
export const staffResponseSchema = envelope(staffMemberSchema).extend({ message: z.string() });

/**
 * The preview's messages, apart from `consoleMessages` so that the web app, which shows the server's words,
 * does not carry them in its bundle.
 */
export const previewMessages = {
  notActive: (status: string) => `Only an active client can be previewed: this account is ${status}.`,
  opened: 'The preview opens in a new tab: the portal as this client sees it, read-only.',
  /** Every change asked with a preview token (the server's preview rule, docs/decisions.md). */
  readOnly: 'This is a preview of the portal: nothing can be changed.',
  /** A preview whose staff member lost the right to it (removed, made a client, disabled). */
  ended: 'This preview has ended: open it again from the console.',
} as const;

/**
 * POST /api/console/clients/:userId/preview — a read-only session of the client for the staff member who
 * asks (docs/decisions.md, "Preview as client"): it ends after PREVIEW_MINUTES and is never renewed.
 */
export const PREVIEW_MINUTES = 30;
export const clientPreviewSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  client: z.object({ id: z.string(), name: z.string(), email: z.string() }),
});
export type ClientPreview = z.infer<typeof clientPreviewSchema>;
export const previewClientResponseSchema = envelope(clientPreviewSchema).extend({ message: z.string() });
