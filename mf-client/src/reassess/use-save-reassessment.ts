import { useQueryClient } from '@app/kit/query';
import { API_PATHS, type Plan, type ReassessmentPayload } from '@app/api/contract';
import { toast } from '@app/kit/ui';
import { queryKeys } from '../data/queries';
import { saveOrQueue } from '../data/save-or-queue';
import { reassessDraftKey } from '../plans/plan-messages';

/**
 * Saves a reassessment (PUT /api/barriers-strategies/{id}/reassess), toast 'Plan Updated'. Offline it is queued
 * and the form's draft is cleared in the same step. Returns the updated plan, 'queued', or null after a failure.
 */
export function useSaveReassessment(userId: string | undefined) {
  const queryClient = useQueryClient();
  return async (planId: string, payload: ReassessmentPayload): Promise<Plan | 'queued' | null> => {
    if (!userId) return null;
    try {
      const outcome = await saveOrQueue<Plan>({
        userId,
        method: 'PUT',
        url: `${API_PATHS.plans}/${encodeURIComponent(planId)}/reassess`,
        body: payload,
        draft: { key: reassessDraftKey(planId) },
      });
      if (outcome.kind === 'queued') {
        toast({
          title: 'Saved on this device',
          description: 'You are offline. Your reassessment will be sent as soon as you are back online.',
        });
        return 'queued';
      }
      queryClient.setQueryData(queryKeys.plan(planId), outcome.data);
      void queryClient.invalidateQueries({ queryKey: queryKeys.plans, exact: true });
      toast({ title: 'Plan Updated', description: 'Your reassessment has been saved.' });
      return outcome.data;
    } catch (error) {
      console.error('Saving the reassessment failed', error);
      toast({ title: 'Error', description: 'Failed to save plan reassessment. Please try again.', variant: 'destructive' });
      return null;
    }
  };
}
