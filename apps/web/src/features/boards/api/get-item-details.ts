import { portalEndpoints } from '@portico/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { boardKeys } from './keys';

/** GET /api/boards/getItemDetails/:itemId?boardId= */
export const getItemDetails = async (boardId: string, itemId: string, signal?: AbortSignal) =>
  (await apiCall(portalEndpoints.getItemDetails, { params: { itemId }, query: { boardId }, signal })).data;

/** Item details and edit item share this query: opening Edit Item shows the item at once. */
export const itemDetailsQueryOptions = (boardId: string, itemId: string) =>
  queryOptions({
    queryKey: boardKeys.item(boardId, itemId),
    queryFn: ({ signal }) => getItemDetails(boardId, itemId, signal),
  });

export const useItemDetails = (boardId: string, itemId: string) =>
  useQuery(itemDetailsQueryOptions(boardId, itemId));
