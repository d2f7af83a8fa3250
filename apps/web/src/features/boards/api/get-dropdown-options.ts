import {
  type ColumnType,
  type DropdownOptionsRequest,
  OPTION_GROUPS,
  columnDefinition,
  portalEndpoints,
} from '@portico/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { boardKeys } from './keys';

/** A column a form shows: what getDropdownOptions needs to know of it. */
export interface OptionColumn {
  id: string;
  type: ColumnType;
}

/**
 * §7: the ids of the columns that pick from options, in the call's groups — status, dropdown, tags and
 * people. The contract's registry says which group a type belongs to (priority travels with status).
 */
export const optionColumnIds = (columns: readonly OptionColumn[]): DropdownOptionsRequest['columnIds'] => {
  const ids: DropdownOptionsRequest['columnIds'] = {};
  for (const group of OPTION_GROUPS) {
    const inGroup = columns.filter((c) => columnDefinition(c.type).optionsGroup === group).map((c) => c.id);
    if (inGroup.length > 0) ids[group] = inGroup;
  }
  return ids;
};

/** POST /api/boards/getDropdownOptions/:boardId — the options of each asked column, by id. */
export const getDropdownOptions = async (
  boardId: string,
  columnIds: DropdownOptionsRequest['columnIds'],
  signal?: AbortSignal,
) =>
  (await apiCall(portalEndpoints.getDropdownOptions, { params: { boardId }, body: { columnIds }, signal }))
    .data;

export const dropdownOptionsQueryOptions = (boardId: string, columns: readonly OptionColumn[]) => {
  const columnIds = optionColumnIds(columns);
  return queryOptions({
    queryKey: [...boardKeys.options(boardId), columnIds],
    queryFn: ({ signal }) => getDropdownOptions(boardId, columnIds, signal),
  });
};

/**
 * §4: the options load once the editable column list is known (`columns` undefined until then); a form
 * without option columns asks for nothing.
 */
export const useDropdownOptions = (boardId: string, columns: readonly OptionColumn[] | undefined) => {
  const wanted = columns?.filter((c) => columnDefinition(c.type).optionsGroup !== null) ?? [];
  return useQuery({
    ...dropdownOptionsQueryOptions(boardId, wanted),
    enabled: columns !== undefined && wanted.length > 0,
  });
};
