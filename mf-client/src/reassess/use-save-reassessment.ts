import { useQueryClient } from '@app/kit/query';
import { API_PATHS, type Plan, type ReassessmentPayload } from '@app/api/contract';
import { queryKeys } from '../data/queries';
import { saveWithToasts } from '../data/save-with-toasts';
import { planRecord } from '../plans/plan-messages';
import { SAVE_TOASTS } from '../messages';
import { reassessDraftKey } from '../plans/plan-messages';

/**
 * Saves a reassessment (PUT /api/barriers-strategies/{id}/reassess), toast 'Plan Updated'. Offline it is queued
 * and the form's draft is cleared in the same step. Returns the updated plan, 'queued', or null after a failure.
 */
export function useSaveReassessment(userId: string | undefined) {
  const queryClient = useQueryClient();
  return async (planId: string, payload: ReassessmentPayload): Promise<Plan | 'queued' | null> => {
    if (!userId) return null;
    return saveWithToasts<Plan>(
      {
        userId,
        method: 'PUT',
        url: API_PATHS.reassessment(planId),
        record: planRecord(planId),
        body: payload,
        draft: { key: reassessDraftKey(planId) },
      },
      SAVE_TOASTS.reassessment,
      (plan) => {
        queryClient.setQueryData(queryKeys.plan(planId), plan);
        void queryClient.invalidateQueries({ queryKey: queryKeys.plans, exact: true });
        // A score sent with the reassessment is among the outcomes.
        void queryClient.invalidateQueries({ queryKey: queryKeys.outcomes });
      },
    );
  };
}
