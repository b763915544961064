import { useMemo } from 'react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@app/kit/query';
import { API_PATHS, type AccessLogEntry, type CoachClientDetail, type StudentExport } from '@app/api/contract';
import { apiRequest, getLinkedPage } from '@app/kit/api';
import { coachKeys, refreshDashboard } from '../../api/coach-api';

/** Where the coach's export of a student downloads from (a JSON attachment, named by the server). */
export function exportUrl(id: string): string {
  return API_PATHS.coachClientExport(id);
}

/** Reads the export for the printable report. */
export async function loadExport(id: string): Promise<StudentExport> {
  return (await (await apiRequest('GET', exportUrl(id))).json()) as StudentExport;
}

/** Deactivates or reactivates a client (PUT /api/coach/client/{id} with isActive). */
export function useSetClientActive(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (isActive: boolean) =>
      (await (await apiRequest('PUT', API_PATHS.coachClient(id), { isActive })).json()) as CoachClientDetail,
    onSuccess: (client) => {
      queryClient.setQueryData(coachKeys.client(id), client);
      refreshDashboard(queryClient);
      void queryClient.invalidateQueries({ queryKey: accessLogKey(id) });
    },
  });
}

/** Deletes a client and everything held about them (DELETE /api/coach/client/{id}). */
export function useDeleteClient(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('DELETE', API_PATHS.coachClient(id)),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: coachKeys.client(id) });
      refreshDashboard(queryClient);
    },
  });
}

/** Query key of one client's access log. */
export function accessLogKey(id: string) {
  return [API_PATHS.accessLog, id] as const;
}

/** One client's access log, newest first, a page at a time (`fetchNextPage` follows the Link header). */
export function useAccessLog(id: string) {
  const query = useInfiniteQuery({
    queryKey: accessLogKey(id),
    queryFn: ({ pageParam, signal }) => getLinkedPage<AccessLogEntry[]>(pageParam, signal),
    initialPageParam: `${API_PATHS.accessLog}?clientId=${encodeURIComponent(id)}&limit=25`,
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
  });
  const entries = useMemo(() => query.data?.pages.flatMap((page) => page.data), [query.data]);
  return { ...query, entries };
}
