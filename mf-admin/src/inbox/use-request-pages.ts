import { useMemo } from 'react';
import { useInfiniteQuery, useQuery } from '@app/kit/query';
import { API_PATHS, REQUEST_STATUSES, type ConsultationRequest, type RequestStatus } from '@app/api/contract';
import { REQUESTS_KEY } from '../session/admin-session';
import { getLinkedPage } from '@app/kit/api';

/** The first page's address: every request, or only those in the chosen triage statuses. */
export function firstPageUrl(statuses: readonly RequestStatus[]): string {
  const all = REQUEST_STATUSES.every((entry) => statuses.includes(entry.value));
  return all ? API_PATHS.consultationRequests : `${API_PATHS.consultationRequests}?status=${statuses.join(',')}`;
}

/**
 * The consultation requests in the chosen triage statuses, newest first, one page at a time: the first page,
 * then each `fetchNextPage()` appends the page the previous reply's Link header names. The key starts with
 * the list's own, so a new request, a change, a deletion or a submission refreshes it; a refresh reloads
 * every page shown, each from the fresh page before it, so none repeats or goes missing.
 */
export function useRequestPages(statuses: readonly RequestStatus[]) {
  const first = firstPageUrl(statuses);
  const query = useInfiniteQuery({
    queryKey: [...REQUESTS_KEY, first],
    queryFn: ({ pageParam, signal }) => getLinkedPage<ConsultationRequest[]>(pageParam, signal),
    initialPageParam: first,
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
  });
  const requests = useMemo(() => query.data?.pages.flatMap((page) => page.data), [query.data]);
  return { ...query, requests };
}

/**
 * Whether any request exists at all, asked only when the chosen statuses show none (one request of the
 * unfiltered list): the inbox then says either that there are none yet or that none has these statuses.
 */
export function useAnyRequest(ask: boolean): boolean | undefined {
  const query = useQuery({
    queryKey: [...REQUESTS_KEY, 'any'],
    queryFn: async ({ signal }) =>
      (await getLinkedPage<ConsultationRequest[]>(`${API_PATHS.consultationRequests}?limit=1`, signal)).data.length > 0,
    enabled: ask,
  });
  return ask ? (query.isError ? false : query.data) : undefined;
}
