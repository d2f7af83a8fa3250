import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type CreateUpdateFields, createUpdateFieldsSchema, updateEndpoints } from '@portico/contract';
import { apiCall } from '@/lib/api-client';
import { updateKeys } from './keys';

export interface CreateUpdateInput {
  boardId: string;
  itemId: string;
  fields: z.input<typeof createUpdateFieldsSchema>;
  files: readonly File[];
}

/** The multipart body: the contract's text fields, then one `files` part per attachment. */
export const createUpdateFormData = (fields: CreateUpdateInput['fields'], files: readonly File[]) => {
  const form = new FormData();
  for (const name of Object.keys(createUpdateFieldsSchema.shape) as (keyof CreateUpdateFields)[]) {
    const value = fields[name];
    if (value !== undefined) form.set(name, value);
  }
  for (const file of files) form.append('files', file, file.name);
  return form;
};

/** POST /api/boards/:boardId/items/:itemId/updates (multipart: body, parentId?, internal, files). */
export const createUpdate = async ({ boardId, itemId, fields, files }: CreateUpdateInput) =>
  apiCall(updateEndpoints.createUpdate, {
    params: { boardId, itemId },
    body: createUpdateFormData(fields, files),
  });

export const useCreateUpdate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUpdate,
    onSuccess: (_answer, { boardId, itemId }) =>
      queryClient.invalidateQueries({ queryKey: updateKeys.thread(boardId, itemId) }),
  });
};
