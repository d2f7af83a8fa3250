import type { ConsoleBoard, ConsoleColumn, ConsoleGroup } from '@portico/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { consoleKeys } from './keys';

/** The console's boards and a board's groups, under the console's own key (a console change refreshes them). */
export const boardKeys = {
  boards: () => [...consoleKeys.all, 'boards'] as const,
  groups: (boardId: string) => [...boardKeys.boards(), boardId, 'groups'] as const,
  columns: (boardId: string) => [...boardKeys.boards(), boardId, 'columns'] as const,
  items: (boardId: string) => [...boardKeys.boards(), boardId, 'items'] as const,
};

/**
 * A board call answers with the board as saved: it replaces the board in the cached list at once, then the
 * console loads again (the overview's counts, a client's boards, the activity record).
 */
export const useBoardSaved = () => {
  const queryClient = useQueryClient();
  return (response: { data: ConsoleBoard }) => {
    queryClient.setQueryData(boardKeys.boards(), (boards: ConsoleBoard[] | undefined) =>
      boards?.some((b) => b.id === response.data.id)
        ? boards.map((b) => (b.id === response.data.id ? response.data : b))
        : [...(boards ?? []), response.data],
    );
    void queryClient.invalidateQueries({ queryKey: consoleKeys.all });
  };
};

/**
 * A group call answers with every group of the board as saved: they replace the cached ones, and the
 * boards' counts and dates load again.
 */
export const setGroups = (queryClient: QueryClient, boardId: string, groups: ConsoleGroup[]) => {
  queryClient.setQueryData(boardKeys.groups(boardId), groups);
  void queryClient.invalidateQueries({ queryKey: boardKeys.boards(), exact: true });
  void queryClient.invalidateQueries({ queryKey: consoleKeys.activity() });
  void queryClient.invalidateQueries({ queryKey: consoleKeys.overview() });
};

export const useGroupsSaved = () => {
  const queryClient = useQueryClient();
  return (boardId: string, response: { data: { groups: ConsoleGroup[] } }) =>
    setGroups(queryClient, boardId, response.data.groups);
};

/** A column call answers with every column of the board as saved: they replace the cached ones. */
export const setColumns = (queryClient: QueryClient, boardId: string, columns: ConsoleColumn[]) => {
  queryClient.setQueryData(boardKeys.columns(boardId), columns);
  void queryClient.invalidateQueries({ queryKey: boardKeys.boards(), exact: true });
  void queryClient.invalidateQueries({ queryKey: consoleKeys.activity() });
};

export const useColumnsSaved = () => {
  const queryClient = useQueryClient();
  return (boardId: string, response: { data: { columns: ConsoleColumn[] } }) =>
    setColumns(queryClient, boardId, response.data.columns);
};
