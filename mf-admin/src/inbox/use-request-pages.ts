import { useMemo } from 'react';
import { useInfiniteQuery } from '@app/kit/query';
import { API_PATHS, type ConsultationRequest } from '@app/api/contract';
import { REQUESTS_KEY } from '../session/admin-session';
import { getLinkedPage } from '@app/kit/api';

/**
 * The admin's consultation requests, newest first, one page at a time: the first page, then each
 * `fetchNextPage()` appends the page the previous reply's Link header names. The key is the list's own,
 * so a new request, a deletion or a submission refreshes it; a refresh reloads every page shown, each
 * from the fresh page before it, so none repeats or goes missing.
 */
export function useRequestPages() {
  const query = useInfiniteQuery({
    queryKey: REQUESTS_KEY,
    queryFn: ({ pageParam, signal }) => getLinkedPage<ConsultationRequest[]>(pageParam, signal),
    initialPageParam: API_PATHS.consultationRequests as string,
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
  });
  const requests = useMemo(() => query.data?.pages.flatMap((page) => page.data), [query.data]);
  return { ...query, requests };
}
