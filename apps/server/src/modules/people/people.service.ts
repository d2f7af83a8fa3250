import type { DropdownOption, PhotoThumb } from '@portico/contract';
import { emailSchema, nameSchema } from '@portico/contract';
import type { AppContext } from '../../context';
import { badRequest, conflict } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { nowIso } from '../../lib/time';
import type { FileRow } from '../files';
import type { FilesService } from '../files';
import {
  findPersonByEmail,
  findUserIdByEmail,
  insertPerson,
  linkPersonToUser,
  listPeople,
  type PersonRow,
  updatePerson,
} from './people.repository';

export interface NewPerson {
  name: string;
  email: string;
  photo?: FileRow | null;
}

/**
 * The tenant's people directory: who can be assigned in people columns. A portal user is the person with
 * their email (linked when either is created), which is what "assigned to me" matches.
 */
export const createPeopleService = (ctx: AppContext, deps: { files: FilesService }) => {
  const { db } = ctx;

  const photoUrl = (
    tenantId: string,
    person: { photo_file_id: string | null; user_avatar_file_id: string | null },
  ) => {
    // The directory's photo first; else the avatar the portal user chose.
    const fileId = person.photo_file_id ?? person.user_avatar_file_id;
    return fileId ? deps.files.url(tenantId, fileId, 'photo') : null;
  };

  return {
    /** GET /api/boards/getPhotothumbs: everyone in the directory, photo_thumb a signed URL or null. */
    async thumbs(tenantId: string): Promise<PhotoThumb[]> {
      return (await listPeople(db.kysely, tenantId)).map((p) => ({
        id: p.id,
        name: p.name,
        email: p.email,
        photo_thumb: photoUrl(tenantId, p),
      }));
    },

    /** The options of a people column: every person of the directory. */
    async options(tenantId: string): Promise<DropdownOption[]> {
      return (await listPeople(db.kysely, tenantId)).map((p) => ({
        id: p.id,
        name: p.name,
        photo_small: photoUrl(tenantId, p),
      }));
    },

    /** Adds a person (operator tools, demo data); linked to the portal user with the same email. */
    async create(tenantId: string, input: NewPerson): Promise<PersonRow> {
      const name = nameSchema.safeParse(input.name);
      const email = emailSchema.safeParse(input.email);
      if (!name.success) throw badRequest(name.error.issues[0]?.message ?? 'Invalid name');
      if (!email.success) throw badRequest(email.error.issues[0]?.message ?? 'Invalid email');
      const lower = email.data.toLowerCase();
      if (await findPersonByEmail(db.kysely, tenantId, lower))
        throw conflict(`A person ${lower} already exists.`);
      const now = nowIso();
      const row: PersonRow = {
        tenant_id: tenantId,
        id: newId(),
        name: name.data,
        email: lower,
        photo_file_id: input.photo?.id ?? null,
        user_id: await findUserIdByEmail(db.kysely, tenantId, lower),
        created_at: now,
        updated_at: now,
      };
      await insertPerson(db.kysely, row);
      return row;
    },

    findByEmail: (tenantId: string, email: string) => findPersonByEmail(db.kysely, tenantId, email),
    list: (tenantId: string) => listPeople(db.kysely, tenantId),
    setPhoto: (tenantId: string, personId: string, photo: FileRow) =>
      updatePerson(db.kysely, tenantId, personId, { photo_file_id: photo.id }),

    /** A new portal user becomes the directory's person with their email, if there is one. */
    linkUser: (tenantId: string, email: string, userId: string) =>
      linkPersonToUser(db.kysely, tenantId, email, userId),
  };
};

export type PeopleService = ReturnType<typeof createPeopleService>;
