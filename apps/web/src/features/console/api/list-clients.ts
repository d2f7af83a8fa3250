import { type ListClientsQuery, consoleEndpoints } from '@portico/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { consoleKeys } from './keys';

/** GET /api/console/clients?search=&status=: the server searches and filters. */
export const listClients = async (query: ListClientsQuery, signal?: AbortSignal) =>
  (await apiCall(consoleEndpoints.listClients, { query, signal })).data;

export const listClientsQueryOptions = (query: ListClientsQuery) =>
  queryOptions({
    queryKey: consoleKeys.clientList(query),
    queryFn: ({ signal }) => listClients(query, signal),
    staleTime: 10_000,
  });

/** The list of the last query stays on screen while a new search loads, so the table does not blink. */
export const useClients = (query: ListClientsQuery) =>
  useQuery({ ...listClientsQueryOptions(query), placeholderData: keepPreviousData });
