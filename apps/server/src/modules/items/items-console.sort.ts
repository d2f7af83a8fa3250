import { type ConsoleItemsQuery, consoleItemMessages } from '@portico/contract';
import { badRequest } from '../../lib/errors';
import type { BoardColumn } from '../boards';
import type { ConsoleSort } from './items-console.repository';

/** The staff board's sort of a query: board order, name, created, updated or a column of the board. */
export const consoleSortOf = (
  query: Pick<ConsoleItemsQuery, 'sort' | 'dir'>,
  columns: BoardColumn[],
): ConsoleSort => {
  const dir = query.dir ?? 'asc';
  if (!query.sort) return { by: 'board' };
  if (query.sort === 'name' || query.sort === 'created' || query.sort === 'updated')
    return { by: query.sort, dir };
  const column = columns.find((c) => c.id === query.sort);
  if (!column) throw badRequest(consoleItemMessages.unknownSort);
  return column.type === 'name'
    ? { by: 'name', dir }
    : { by: 'column', columnId: column.id, type: column.type, dir };
};
