import { z } from 'zod';
import { envelope, idSchema } from './common';
import { listClientsQuerySchema } from './console';
import { emailSchema, nameSchema } from './rules';

/**
 * The console's people directory (staff: the content area): who items can be assigned to in people
 * columns. A person with an account (a client or staff member) is that account in the directory: their
 * email is the account's and they are removed with the account; their name and photo are edited here
 * (docs/decisions.md, "People directory").
 */

export const peopleMessages = {
  personAdded: 'The person was added.',
  personSaved: 'The person was saved.',
  personRemoved: (items: number) =>
    items === 0
      ? 'The person was removed.'
      : `The person was removed and unassigned from ${items} ${items === 1 ? 'item' : 'items'}.`,
  photoSaved: 'The photo was saved.',
  photoRemoved: 'The photo was removed.',
  photoMissing: 'Choose an image for the photo.',
  personNotFound: 'Person not found.',
  emailTaken: (email: string) => `Someone with the email ${email} is in the directory already.`,
  accountEmail: (kind: 'client' | 'staff') =>
    `This person is a ${kind} account: their email is the account’s sign-in, change it there.`,
  accountRemove: (kind: 'client' | 'staff') =>
    `This person is a ${kind} account: remove the account (${kind === 'staff' ? 'Staff' : 'Clients'}) to remove them.`,
} as const;

/** Whether a person is a portal account: a client, a staff member, or only a name in the directory. */
export const PERSON_ACCOUNTS = ['client', 'staff', 'none'] as const;
export type PersonAccount = (typeof PERSON_ACCOUNTS)[number];

export const consolePersonSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    /** The directory's photo, else the account's own picture; a signed URL or null. */
    photo: z.string().nullable(),
    /** Whether the directory has a photo of its own (which Remove photo takes away). */
    hasOwnPhoto: z.boolean(),
    account: z.enum(PERSON_ACCOUNTS),
    /** Items that assign them in a column clients can see. */
    itemCount: z.number().int(),
  })
  .meta({ id: 'ConsolePerson' });
export type ConsolePerson = z.infer<typeof consolePersonSchema>;

export const personParamsSchema = z.object({ personId: idSchema });

/** GET /api/console/people?search= — by name or email, in name order. */
export const listPeopleQuerySchema = listClientsQuerySchema.omit({ status: true });
export type ListPeopleQuery = z.infer<typeof listPeopleQuerySchema>;
/** At most this many people are listed; a search narrows the rest. */
export const MAX_CONSOLE_PEOPLE = 500;
export const listPeopleResponseSchema = envelope(
  z.object({ people: z.array(consolePersonSchema), total: z.number().int() }),
);

/** POST /api/console/people — emails are unique in the directory, whatever their case. */
export const addPersonRequestSchema = z.object({ name: nameSchema, email: emailSchema });
export type AddPersonRequest = z.infer<typeof addPersonRequestSchema>;

/** PATCH /api/console/people/:personId */
export const updatePersonRequestSchema = addPersonRequestSchema
  .partial()
  .refine((v) => v.name !== undefined || v.email !== undefined, { error: 'Nothing to change.' });
export type UpdatePersonRequest = z.infer<typeof updatePersonRequestSchema>;

export const consolePersonResponseSchema = envelope(consolePersonSchema).extend({ message: z.string() });

/** DELETE /api/console/people/:personId — the items they were unassigned from. */
export const removePersonResponseSchema = envelope(z.object({ itemsChanged: z.number().int() })).extend({
  message: z.string(),
});
