import { useQueryClient } from '@app/kit/query';
import { API_PATHS, type Plan, type PlanPayload } from '@app/api/contract';
import { toast } from '@app/kit/ui';
import { queryKeys } from '../data/queries';
import { saveOrQueue } from '../data/save-or-queue';
import { envelope } from '../drafts/draft-envelope';
import { normalizePlanForm, type PlanFormValues } from './plan-form';
import { planDraftKey } from './plan-messages';

/**
 * Saves a plan: POST for a new one ('Plan Saved!'), PUT for an edited one ('Plan Updated'). Offline, the save is
 * queued; an edited plan keeps its draft until the server has it, a new plan's form is cleared in the same step.
 * Returns the saved plan, 'queued', or null after a failure (already shown as a toast).
 */
export function useSavePlan(userId: string | undefined) {
  const queryClient = useQueryClient();
  return async (planId: string | null, payload: PlanPayload, values: PlanFormValues): Promise<Plan | 'queued' | null> => {
    if (!userId) return null;
    try {
      const outcome = await saveOrQueue<Plan>({
        userId,
        method: planId ? 'PUT' : 'POST',
        url: planId ? `${API_PATHS.plans}/${encodeURIComponent(planId)}` : API_PATHS.plans,
        body: payload,
        draft: { key: planDraftKey(planId), value: planId ? envelope(normalizePlanForm(values)) : undefined },
      });
      if (outcome.kind === 'queued') {
        toast({
          title: 'Saved on this device',
          description: 'You are offline. Your plan will be sent as soon as you are back online.',
        });
        return 'queued';
      }
      queryClient.setQueryData(queryKeys.plan(outcome.data.id), outcome.data);
      void queryClient.invalidateQueries({ queryKey: queryKeys.plans, exact: true });
      toast(
        planId
          ? { title: 'Plan Updated', description: 'Your changes to the plan have been saved.' }
          : { title: 'Plan Saved!', description: 'Your barriers and strategies plan has been saved.' },
      );
      return outcome.data;
    } catch (error) {
      console.error('Saving the plan failed', error);
      toast({ title: 'Error', description: 'Failed to save plan. Please try again.', variant: 'destructive' });
      return null;
    }
  };
}
