import { useQueryClient } from '@app/kit/query';
import { API_PATHS, type OrientationPayload, type OrientationResponse } from '@app/api/contract';
import { toast } from '@app/kit/ui';
import { queryKeys } from '../data/queries';
import { saveOrQueue } from '../data/save-or-queue';
import type { DraftEnvelope } from '../drafts/draft-envelope';

/** Draft key of the orientation form. */
export const ORIENTATION_DRAFT_KEY = 'orientation';

/**
 * Saves the checked orientation answers: the first save creates (POST), later saves update (PUT); offline, the save is
 * queued as a PUT (which also creates), with the answers kept as the draft until the server has them.
 * Returns the saved record, 'queued', or null after a failure (already shown as a toast).
 */
export function useSaveOrientation(userId: string | undefined) {
  const queryClient = useQueryClient();
  return async (
    payload: OrientationPayload,
    exists: boolean,
    settled: DraftEnvelope<OrientationPayload>,
  ): Promise<OrientationResponse | 'queued' | null> => {
    if (!userId) return null;
    try {
      const outcome = await saveOrQueue<OrientationResponse>({
        userId,
        method: exists ? 'PUT' : 'POST',
        queuedMethod: 'PUT',
        url: API_PATHS.orientation,
        body: payload,
        draft: { key: ORIENTATION_DRAFT_KEY, value: settled },
      });
      if (outcome.kind === 'queued') {
        toast({
          title: 'Saved on this device',
          description: 'You are offline. Your responses will be sent as soon as you are back online.',
        });
        return 'queued';
      }
      queryClient.setQueryData(queryKeys.orientation, outcome.data);
      void queryClient.invalidateQueries({ queryKey: queryKeys.reflections });
      toast({ title: 'Responses Saved!', description: 'Your orientation responses have been saved.' });
      return outcome.data;
    } catch (error) {
      console.error('Saving orientation responses failed', error);
      toast({ title: 'Error', description: 'Failed to save responses. Please try again.', variant: 'destructive' });
      return null;
    }
  };
}
