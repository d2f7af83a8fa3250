import { consoleEndpoints } from '@portico/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { consoleKeys } from './keys';

/** GET /api/console/staff (administrators only). */
export const listStaff = async ({ signal }: { signal?: AbortSignal } = {}) =>
  (await apiCall(consoleEndpoints.listStaff, { signal })).data.staff;

export const listStaffQueryOptions = () =>
  queryOptions({ queryKey: consoleKeys.staff(), queryFn: listStaff, staleTime: 10_000 });

export const useStaff = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...listStaffQueryOptions(), enabled });
