import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminDashboard } from '@taskas/contracts';
import { apiV1 } from '../../../lib/http';

export const getAdminDashboard = (signal?: AbortSignal) =>
  apiV1.get<TAdminDashboard>('/admin/dashboard', { signal });

export const adminDashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'dashboard'] as const,
    queryFn: ({ signal }) => getAdminDashboard(signal),
  });

/** The admin dashboard's figures, asked for again each minute while the page is open. */
export function useAdminDashboard() {
  return useQuery({ ...adminDashboardQueryOptions(), refetchInterval: 60_000 });
}
