import { useMutation, useQuery, useQueryClient } from '@app/kit/query';
import { API_PATHS, type AttainmentScore, type CoachAttainmentScorePayload, type Outcomes } from '@app/api/contract';
import { apiRequest } from '@app/kit/api';
import { coachKeys } from './coach-api';

/** The query key of a client's outcomes: its API path's segments (the default loader GETs them joined). */
export const outcomesKey = (clientId: string) => API_PATHS.coachClientOutcomes.parts(clientId);

/** A client's plans with their attainment levels and scores, and 12 weeks of check-ins (GET …/outcomes). */
export function useClientOutcomes(clientId: string) {
  return useQuery<Outcomes>({ queryKey: outcomesKey(clientId) });
}

/**
 * Records the coach's score of one of the client's plans (POST …/attainment), then reads the outcomes again, and who
 * needs attention (two scores below expected in a row is a reason).
 */
export function useRecordScore(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: CoachAttainmentScorePayload) => {
      const res = await apiRequest('POST', API_PATHS.coachClientAttainment(clientId), payload);
      return (await res.json()) as AttainmentScore;
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: outcomesKey(clientId) });
      void queryClient.invalidateQueries({ queryKey: coachKeys.needsAttention });
    },
  });
}
