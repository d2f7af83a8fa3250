import { z } from 'zod';
import { envelope, idSchema } from './common';
import { SIGNUP_METHODS } from './constants';
import { languageSchema } from './language';
import { nameSchema } from './rules';

/** The console's board access of clients and the portal's settings (administrators). */

export const settingsMessages = {
  boardsSaved: 'The client’s boards were saved.',
  settingsSaved: 'The portal settings were saved.',
  logoSaved: 'The logo was saved.',
  logoRemoved: 'The logo was removed.',
  logoMissing: 'Choose an image for the logo.',
  unknownBoards: 'One of these boards does not exist (any more): reload and choose again.',
} as const;

/** A board and whether a client may open it. */
export const clientBoardSchema = z
  .object({ id: z.string(), name: z.string(), granted: z.boolean() })
  .meta({ id: 'ClientBoard' });
export type ClientBoard = z.infer<typeof clientBoardSchema>;

/** GET /api/console/clients/:userId/boards — every board of the portal, in sidebar order. */
export const clientBoardsResponseSchema = envelope(z.object({ boards: z.array(clientBoardSchema) }));

/** PUT /api/console/clients/:userId/boards — exactly the boards the client may open (all or nothing). */
export const MAX_BOARD_IDS = 1000;
export const setClientBoardsRequestSchema = z.object({
  boardIds: z
    .array(idSchema, { error: 'boardIds must be a list of board ids' })
    .max(MAX_BOARD_IDS, { error: `At most ${MAX_BOARD_IDS} boards` }),
});
export type SetClientBoardsRequest = z.infer<typeof setClientBoardsRequestSchema>;
export const setClientBoardsResponseSchema = clientBoardsResponseSchema.extend({ message: z.string() });

export const MAX_DESCRIPTION_LENGTH = 1000;

/** The portal's settings as administrators edit them; plan and status are the operator's (read-only). */
export const portalSettingsSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    logo: z.string().nullable(),
    signupMethod: z.enum(SIGNUP_METHODS),
    allowNewValueCreation: z.boolean(),
    allowUsersToCreateNewItems: z.boolean(),
    /** The default of "only items assigned to me"; each client may override it. */
    filterItemsByEmail: z.boolean(),
    /** Whether a new client is granted every board. */
    grantAllBoards: z.boolean(),
    /** The portal's default language; each person may choose their own (issue 26). */
    language: languageSchema,
    /** Whether the login page follows the visitor's browser language rather than `language`. */
    browserLanguage: z.boolean(),
    subscriptionPlan: z.string(),
    subscriptionStatus: z.string(),
  })
  .meta({ id: 'PortalSettings' });
export type PortalSettings = z.infer<typeof portalSettingsSchema>;
export const portalSettingsResponseSchema = envelope(portalSettingsSchema);

/** PATCH /api/console/settings — any of the editable settings. */
export const updatePortalSettingsRequestSchema = z
  .strictObject(
    {
      name: nameSchema.optional(),
      description: z
        .string({ error: 'The description must be text' })
        .trim()
        .max(MAX_DESCRIPTION_LENGTH, {
          error: `The description is at most ${MAX_DESCRIPTION_LENGTH} characters`,
        })
        .optional(),
      signupMethod: z
        .enum(SIGNUP_METHODS, { error: `The signup method must be one of: ${SIGNUP_METHODS.join(', ')}` })
        .optional(),
      allowNewValueCreation: z.boolean({ error: 'allowNewValueCreation must be true or false' }).optional(),
      allowUsersToCreateNewItems: z
        .boolean({ error: 'allowUsersToCreateNewItems must be true or false' })
        .optional(),
      filterItemsByEmail: z.boolean({ error: 'filterItemsByEmail must be true or false' }).optional(),
      grantAllBoards: z.boolean({ error: 'grantAllBoards must be true or false' }).optional(),
      language: languageSchema.optional(),
      browserLanguage: z.boolean({ error: 'browserLanguage must be true or false' }).optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? `Unknown setting: ${issue.keys.join(', ')}` : undefined,
    },
  )
  .refine((v) => Object.keys(v).length > 0, { error: 'Nothing to change.' });
export type UpdatePortalSettingsRequest = z.infer<typeof updatePortalSettingsRequestSchema>;
export const portalSettingsSavedResponseSchema = portalSettingsResponseSchema.extend({ message: z.string() });
