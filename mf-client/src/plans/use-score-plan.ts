import { useQueryClient } from '@app/kit/query';
import { API_PATHS, type AttainmentScore, type AttainmentScoreInput } from '@app/api/contract';
import { queryKeys } from '../data/queries';
import { saveWithToasts } from '../data/save-with-toasts';
import { SAVE_TOASTS } from '../messages';

/**
 * Records the student's score of a plan between reassessments (POST /api/barriers-strategies/{id}/attainment),
 * toast 'Score Recorded'; offline it is queued and sent when the connection returns. Returns the score,
 * 'queued', or null after a failure (already shown as a toast).
 */
export function useScorePlan(userId: string | undefined) {
  const queryClient = useQueryClient();
  return async (planId: string, payload: AttainmentScoreInput): Promise<AttainmentScore | 'queued' | null> => {
    if (!userId) return null;
    return saveWithToasts<AttainmentScore>(
      { userId, method: 'POST', url: API_PATHS.planAttainment(planId), body: payload },
      SAVE_TOASTS.planScore,
      () => void queryClient.invalidateQueries({ queryKey: queryKeys.outcomes }),
    );
  };
}
