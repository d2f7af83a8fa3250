import {
  type ItemUpdate,
  type ListUpdatesResponse,
  buildPath,
  endpoints,
  listUpdatesResponseSchema,
  updateResponseSchema,
} from '@portico/contract';
import type { Client } from '../../../test/support/http';
import { expectBody } from '../../../test/support/http';

/** Helpers of the updates tests: the calls, as the web app makes them. */
export const threadUrl = (boardId: string, itemId: string) =>
  buildPath(endpoints.listUpdates.path, { boardId, itemId });

export const updateUrl = (boardId: string, itemId: string, updateId: string) =>
  buildPath(endpoints.editUpdate.path, { boardId, itemId, updateId });

export const mentionableUrl = (boardId: string, itemId: string, q?: string) =>
  buildPath(endpoints.mentionable.path, { boardId, itemId }) +
  (q === undefined ? '' : `?q=${encodeURIComponent(q)}`);

export interface PostInput {
  body?: string;
  parentId?: string;
  internal?: 'true' | 'false';
  files?: Array<[Blob, string]>;
  extra?: Array<[string, string]>;
}

export const postForm = (input: PostInput) => {
  const form = new FormData();
  if (input.body !== undefined) form.append('body', input.body);
  if (input.parentId) form.append('parentId', input.parentId);
  if (input.internal) form.append('internal', input.internal);
  for (const [name, value] of input.extra ?? []) form.append(name, value);
  for (const [blob, name] of input.files ?? []) form.append('files', blob, name);
  return form;
};

export const post = (api: Client, boardId: string, itemId: string, input: PostInput) =>
  api.multipart('POST', threadUrl(boardId, itemId), postForm(input));

/** Posts and expects success; the update as answered. */
export const posted = async (
  api: Client,
  boardId: string,
  itemId: string,
  input: PostInput,
): Promise<ItemUpdate> => expectBody(await post(api, boardId, itemId, input), 200, updateResponseSchema).data;

export const thread = async (
  api: Client,
  boardId: string,
  itemId: string,
  cursor?: string,
): Promise<ListUpdatesResponse['data']> =>
  expectBody(
    await api.get(threadUrl(boardId, itemId) + (cursor ? `?cursor=${encodeURIComponent(cursor)}` : '')),
    200,
    listUpdatesResponseSchema,
  ).data;
