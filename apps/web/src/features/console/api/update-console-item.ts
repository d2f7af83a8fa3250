import {
  type ColumnFormValue,
  type ConsoleItem,
  type ConsoleItemsPage,
  consoleItemEndpoints,
  updateItemFormData,
} from '@portico/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { boardKeys } from './board-keys';
import { consoleKeys } from './keys';

export interface UpdateConsoleItemInput {
  boardId: string;
  itemId: string;
  values: ColumnFormValue[];
}

/** POST /api/console/boards/:boardId/items/:itemId (multipart, as the portal's updateItem). */
export const updateConsoleItem = async ({ boardId, itemId, values }: UpdateConsoleItemInput) =>
  apiCall(consoleItemEndpoints.updateConsoleItem, {
    params: { boardId, itemId },
    body: updateItemFormData(values),
  });

/** The saved item replaces its row in every loaded page at once; the pages then load again. */
export const replaceItem = (queryClient: QueryClient, boardId: string, item: ConsoleItem) => {
  queryClient.setQueriesData<ConsoleItemsPage>(
    { queryKey: boardKeys.items(boardId) },
    (page) => page && { ...page, items: page.items.map((row) => (row.id === item.id ? item : row)) },
  );
};

export const useUpdateConsoleItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConsoleItem,
    onSuccess: (response, { boardId }) => {
      replaceItem(queryClient, boardId, response.data);
      void queryClient.invalidateQueries({ queryKey: boardKeys.items(boardId) });
      void queryClient.invalidateQueries({ queryKey: boardKeys.columns(boardId) });
      void queryClient.invalidateQueries({ queryKey: consoleKeys.activity() });
    },
  });
};
