import { useMutation, useQuery, useQueryClient } from '@app/kit/query';
import { SESSION_PATHS, DAY_MS, type CoachingSession, type Slot } from '@app/api/contract';
import { apiRequest, getJson } from '@app/kit/api';
import { cancelSession, moveSession } from '@app/kit/sessions';

/** How far ahead the picker asks for free times (the API answers at most 92 days at once). */
const SLOT_DAYS = 91;

export const sessionKeys = {
  mine: [SESSION_PATHS.sessions] as const,
  slots: [SESSION_PATHS.slots] as const,
};

/** The free times from now on, start ascending (GET /api/sessions/slots). */
export function useSlots(enabled = true) {
  return useQuery<Slot[]>({
    queryKey: sessionKeys.slots,
    enabled,
    queryFn: async ({ signal }) => {
      const from = new Date();
      const to = new Date(from.getTime() + SLOT_DAYS * DAY_MS);
      const query = new URLSearchParams({ from: from.toISOString(), to: to.toISOString() });
      return (await getJson<Slot[]>(`${SESSION_PATHS.slots}?${query}`, { on401: 'throw', signal }))!;
    },
  });
}

/** The student's sessions, start ascending (GET /api/sessions). */
export function useMySessions() {
  return useQuery<CoachingSession[]>({ queryKey: sessionKeys.mine });
}

/** A booking, move or cancellation: afterwards both the sessions and the free times are read again. */
function useSessionChange<T>(change: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    // After a failure too: a 409 means the times on screen are behind the server's.
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionKeys.mine }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.slots }),
      ]);
    },
  });
}

/** Books one of the free times (POST /api/sessions). */
export function useBookSession() {
  return useSessionChange(async (start: string) => {
    const res = await apiRequest('POST', SESSION_PATHS.sessions, { start });
    return (await res.json()) as CoachingSession;
  });
}

/** Moves one of the student's sessions to another free time (PUT /api/sessions/{id}). */
export const useMoveSession = () => useSessionChange(moveSession);

/** Cancels one of the student's sessions (DELETE /api/sessions/{id}). */
export const useCancelSession = () => useSessionChange(cancelSession);
