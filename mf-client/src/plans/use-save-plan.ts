import { useQueryClient } from '@app/kit/query';
import { API_PATHS, type Plan, type PlanPayload } from '@app/api/contract';
import { queryKeys } from '../data/queries';
import { saveWithToasts } from '../data/save-with-toasts';
import { SAVE_TOASTS } from '../messages';
import { envelope } from '../drafts/draft-envelope';
import { normalizePlanForm, type PlanFormValues } from './plan-form';
import { planDraftKey, planRecord } from './plan-messages';

/**
 * Saves a plan: POST for a new one ('Plan Saved!'), PUT for an edited one ('Plan Updated'). Offline, the save is
 * queued; an edited plan keeps its draft until the server has it, a new plan's form is cleared in the same step.
 * Returns the saved plan, 'queued', or null after a failure (already shown as a toast).
 */
export function useSavePlan(userId: string | undefined) {
  const queryClient = useQueryClient();
  return async (
    editing: Pick<Plan, 'id' | 'updatedAt'> | null,
    payload: PlanPayload,
    values: PlanFormValues,
  ): Promise<Plan | 'queued' | null> => {
    if (!userId) return null;
    const planId = editing?.id ?? null;
    return saveWithToasts<Plan>(
      {
        userId,
        method: planId ? 'PUT' : 'POST',
        url: planId ? API_PATHS.plan(planId) : API_PATHS.plans,
        body: payload,
        baseVersion: editing?.updatedAt,
        record: planId ? planRecord(planId) : undefined,
        draft: { key: planDraftKey(planId), value: planId ? envelope(normalizePlanForm(values)) : undefined },
      },
      planId ? SAVE_TOASTS.planEdit : SAVE_TOASTS.newPlan,
      (plan) => {
        queryClient.setQueryData(queryKeys.plan(plan.id), plan);
        void queryClient.invalidateQueries({ queryKey: queryKeys.plans, exact: true });
        // The outcomes show each plan's levels of attainment.
        void queryClient.invalidateQueries({ queryKey: queryKeys.outcomes });
      },
    );
  };
}
