import {
  type CreateUpdateFields,
  createUpdateFieldsSchema,
  richTextToPlain,
  updateMessages,
} from '@portico/contract';
import { badRequest } from '../../lib/errors';
import type { MultipartBody } from '../../plugins/multipart';

const FIELDS = new Set(['body', 'parentId', 'internal']);

/** The multipart fields of a new update: each known field at most once, checked by the contract's schema. */
export const readCreateFields = (body: MultipartBody): CreateUpdateFields => {
  const raw: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [name, value] of body.fields) {
    if (!FIELDS.has(name)) throw badRequest(`Unknown field "${name.slice(0, 80)}"`);
    if (name in raw) throw badRequest(`The field "${name}" was sent more than once`);
    raw[name] = value;
  }
  const parsed = createUpdateFieldsSchema.safeParse({ ...raw });
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? updateMessages.bodyRequired);
  if (parsed.data.body.includes('\u0000')) throw badRequest('An update cannot contain NUL characters');
  return parsed.data;
};

/** Whether a body says anything (whitespace alone does not). */
export const isBlank = (body: string) => body.trim() === '';

const MENTION = /@\[([^\]\n]{1,200})\]\(user:([A-Za-z0-9_-]{1,64})\)/g;

/** The name each mentioned id is written with in a body (the first time it is). */
export const mentionNames = (body: string): Map<string, string> => {
  const names = new Map<string, string>();
  for (const m of body.matchAll(MENTION)) if (!names.has(m[2]!)) names.set(m[2]!, m[1]!);
  return names;
};

/** The text the activity record keeps of a body: plain, clipped. */
export const activityText = (body: string) => {
  const text = richTextToPlain(body);
  return text.length > 500 ? `${text.slice(0, 499)}…` : text;
};
