import { type ListPeopleQuery, consoleEndpoints } from '@portico/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { consoleKeys } from './keys';

/** GET /api/console/people?search=: the server searches by name or email. */
export const listPeople = async (query: ListPeopleQuery, signal?: AbortSignal) =>
  (await apiCall(consoleEndpoints.listPeople, { query, signal })).data;

export const listPeopleQueryOptions = (query: ListPeopleQuery) =>
  queryOptions({
    queryKey: consoleKeys.peopleList(query),
    queryFn: ({ signal }) => listPeople(query, signal),
    staleTime: 10_000,
  });

/** The list of the last search stays on screen while a new one loads, so the table does not blink. */
export const usePeople = (query: ListPeopleQuery) =>
  useQuery({ ...listPeopleQueryOptions(query), placeholderData: keepPreviousData });
