import { useMemo } from 'react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@app/kit/query';
import {
  API_PATHS,
  type ApprovedEmail,
  type AttentionList,
  type ClientStatus,
  type ClientWork,
  type CoachClientCard,
  type CoachClientDetail,
  type CoachStats,
} from '@app/api/contract';
import { apiRequest, getLinkedPage } from '@app/kit/api';
import { toast } from '@app/kit/ui';
import { TOASTS } from '../messages';

/** Query keys are the API paths (the default loader GETs the segments joined with '/'). */
export const coachKeys = {
  /** Every page of the client list, whatever its search and status, starts with this key. */
  clients: [API_PATHS.coachClients] as const,
  needsAttention: [API_PATHS.needsAttention] as const,
  stats: [API_PATHS.coachStats] as const,
  approvedEmails: [API_PATHS.approvedEmails] as const,
  /** Every client's detail and work start with this key. */
  anyClient: [API_PATHS.coachClient.prefix] as const,
  client: (id: string) => API_PATHS.coachClient.parts(id),
  work: (id: string) => API_PATHS.coachClientWork.parts(id),
};

/** Refreshes what the dashboard shows across students: the list, the figures, and who needs attention. */
export function refreshDashboard(queryClient: QueryClient): void {
  for (const queryKey of [coachKeys.clients, coachKeys.stats, coachKeys.needsAttention]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

/**
 * The first page's address of the client list: the plain list (which the dashboard's start asks for with its
 * code), or the list searched and filtered by the server.
 */
export function clientListUrl(search: string, status: ClientStatus): string {
  const query = new URLSearchParams();
  if (search.trim()) query.set('q', search.trim());
  if (status !== 'all') query.set('status', status);
  const text = query.toString();
  return text ? `${API_PATHS.coachClients}?${text}` : API_PATHS.coachClients;
}

/**
 * The client cards matching a search and status, newest first, one page at a time (GET /api/coach/clients): the
 * first page, then each `fetchNextPage()` appends the page the previous reply's Link header names.
 */
export function useClientPages(search: string, status: ClientStatus) {
  const first = clientListUrl(search, status);
  const query = useInfiniteQuery({
    queryKey: [...coachKeys.clients, first],
    queryFn: ({ pageParam, signal }) => getLinkedPage<CoachClientCard[]>(pageParam, signal),
    initialPageParam: first,
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
    // While a new search loads, the cards of the last one stay.
    placeholderData: (previous) => previous,
  });
  const clients = useMemo(() => query.data?.pages.flatMap((page) => page.data), [query.data]);
  return { ...query, clients };
}

/** The first students of the "Needs attention" list and how many there are (GET /api/coach/needs-attention). */
export function useNeedsAttention() {
  return useQuery<AttentionList>({ queryKey: coachKeys.needsAttention });
}

/** The dashboard's real figures (GET /api/coach/stats). */
export function useCoachStats() {
  return useQuery<CoachStats>({ queryKey: coachKeys.stats });
}

/** One client in full, with progress records (GET /api/coach/client/{id}). */
export function useCoachClient(id: string) {
  return useQuery<CoachClientDetail>({ queryKey: coachKeys.client(id) });
}

/** A client's orientation answers, plans, reassessments and activities as one timeline (GET /api/coach/client/{id}/work). */
export function useClientWork(id: string) {
  return useQuery<ClientWork>({ queryKey: coachKeys.work(id) });
}

/** Saves the coach's private notes (PUT /api/coach/client/{id}); the reply is the client in full. */
export function useUpdateClientNotes(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (notes: string) => {
      const res = await apiRequest('PUT', API_PATHS.coachClient(id), { notes });
      return (await res.json()) as CoachClientDetail;
    },
    // The toasts belong to the save, not to the tab that asked for it: they show wherever the coach has gone since.
    onSuccess: (client) => {
      queryClient.setQueryData(coachKeys.client(id), client);
      void queryClient.invalidateQueries({ queryKey: coachKeys.clients });
      toast(TOASTS.notesUpdated);
    },
    onError: () => toast(TOASTS.notesFailed),
  });
}

/** The addresses allowed to sign in (GET /api/coach/approved-emails). */
export function useApprovedEmails() {
  return useQuery<ApprovedEmail[]>({ queryKey: coachKeys.approvedEmails });
}

/** Approves an address for sign-in (POST /api/coach/approved-emails). */
export function useAddApprovedEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (email: string) => {
      const res = await apiRequest('POST', API_PATHS.approvedEmails, { email });
      return (await res.json()) as ApprovedEmail;
    },
    // Refetched after a failure too: a 409 means the list on screen is behind the server's.
    onSettled: () => queryClient.invalidateQueries({ queryKey: coachKeys.approvedEmails }),
  });
}

/** Withdraws an approved address (DELETE /api/coach/approved-emails/{email}, URL-encoded). */
export function useRemoveApprovedEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (email: string) => {
      await apiRequest('DELETE', API_PATHS.approvedEmail(email));
      return email;
    },
    // Refetched after a failure too: a 404 means someone already removed it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: coachKeys.approvedEmails }),
  });
}
