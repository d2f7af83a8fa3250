import { portalEndpoints } from '@portico/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { boardKeys } from './keys';

/** GET /api/boards/editableColumns?boardId= — what the add screen may fill, and whether it may add. */
export const getEditableColumns = async (boardId: string, signal?: AbortSignal) =>
  (await apiCall(portalEndpoints.editableColumns, { query: { boardId }, signal })).data;

export const editableColumnsQueryOptions = (boardId: string) =>
  queryOptions({
    queryKey: boardKeys.editableColumns(boardId),
    queryFn: ({ signal }) => getEditableColumns(boardId, signal),
  });

/** The add screen asks only when the user's own flags and plan allow adding items (§6). */
export const useEditableColumns = (boardId: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...editableColumnsQueryOptions(boardId), enabled });
