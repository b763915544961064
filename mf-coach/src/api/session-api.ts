import { useMutation, useQuery, useQueryClient } from '@app/kit/query';
import {
  SESSION_PATHS,
  TOTAL_COUNT_HEADER,
  type AttendanceStatus,
  type Availability,
  type CoachingSession,
} from '@app/api/contract';
import { apiRequest, getJson, throwIfResNotOk } from '@app/kit/api';
import { cancelSession } from '@app/kit/sessions';
import { coachKeys } from './coach-api';

export const sessionKeys = {
  availability: [SESSION_PATHS.availability] as const,
  /** Every list of sessions starts with this key, so one invalidation refreshes them all. */
  sessions: [SESSION_PATHS.sessions] as const,
  list: (query: Record<string, string>) => [SESSION_PATHS.sessions, query] as const,
};

/** The weekly hours, dates off, notice and horizon (GET /api/coach/availability). */
export function useAvailability() {
  return useQuery<Availability>({ queryKey: sessionKeys.availability });
}

/** Saves them as a whole (PUT /api/coach/availability). */
export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (availability: Availability) => {
      const res = await apiRequest('PUT', SESSION_PATHS.availability, availability);
      return (await res.json()) as Availability;
    },
    onSuccess: (saved) => queryClient.setQueryData(sessionKeys.availability, saved),
  });
}

/** Sessions from an instant on, up to `to` when given, optionally one client's (GET /api/sessions). */
export function useSessions(query: { from: Date; to?: Date; clientId?: string }) {
  const params: Record<string, string> = { from: query.from.toISOString() };
  if (query.to) params.to = query.to.toISOString();
  if (query.clientId) params.clientId = query.clientId;
  return useQuery<CoachingSession[]>({
    queryKey: sessionKeys.list(params),
    queryFn: async ({ signal }) =>
      (await getJson<CoachingSession[]>(`${SESSION_PATHS.sessions}?${new URLSearchParams(params)}`, { on401: 'throw', signal }))!,
  });
}

/**
 * The first `limit` sessions between two instants, and how many the span holds (GET /api/sessions?limit=; the
 * count comes in a header when the list stops at its limit).
 */
export function useFirstSessions(query: { from: Date; to: Date; limit: number }) {
  const params: Record<string, string> = {
    from: query.from.toISOString(),
    to: query.to.toISOString(),
    limit: String(query.limit),
  };
  return useQuery<{ sessions: CoachingSession[]; total: number }>({
    queryKey: sessionKeys.list(params),
    queryFn: async ({ signal }) => {
      const res = await fetch(`${SESSION_PATHS.sessions}?${new URLSearchParams(params)}`, {
        credentials: 'include',
        signal,
      });
      await throwIfResNotOk(res);
      const sessions = (await res.json()) as CoachingSession[];
      return { sessions, total: Number(res.headers.get(TOTAL_COUNT_HEADER) ?? sessions.length) };
    },
  });
}

/** After any change: every list of sessions, the dashboard's count and the clients' progress are read again. */
function useSessionChange<T>(change: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: async () => {
      await Promise.all(
        [sessionKeys.sessions, coachKeys.stats, coachKeys.clients, coachKeys.anyClient].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

/** Books a session for a client at any future time (POST /api/coach/sessions). */
export function useBookForClient() {
  return useSessionChange(async (input: { clientId: string; start: string; meetingUrl?: string }) => {
    const res = await apiRequest('POST', SESSION_PATHS.coachSessions, input);
    return (await res.json()) as CoachingSession;
  });
}

/**
 * Records a session held outside the booking, with its attendance (POST /api/coach/sessions with `attendance`): its
 * start has passed, and nobody is e-mailed.
 */
export function useRecordPastSession() {
  return useSessionChange(async (input: { clientId: string; start: string; attendance: AttendanceStatus }) => {
    const res = await apiRequest('POST', SESSION_PATHS.coachSessions, input);
    return (await res.json()) as CoachingSession;
  });
}

/**
 * Moves a session to any future time and/or sets its own meeting link ('' = the practice's) (PUT
 * /api/sessions/{id}); what is left out stays as it is.
 */
export function useChangeSession() {
  return useSessionChange(async ({ id, ...change }: { id: string; start?: string; meetingUrl?: string }) => {
    const res = await apiRequest('PUT', SESSION_PATHS.session(id), change);
    return (await res.json()) as CoachingSession;
  });
}

/** Cancels a session (DELETE /api/sessions/{id}). */
export const useCancelSession = () => useSessionChange(cancelSession);

/** Records a session that has started as attended, no-show or late cancel (PUT /api/sessions/{id}/attendance). */
export function useRecordAttendance() {
  return useSessionChange(async ({ id, status }: { id: string; status: AttendanceStatus }) => {
    const res = await apiRequest('PUT', SESSION_PATHS.attendance(id), { status });
    return (await res.json()) as CoachingSession;
  });
}
