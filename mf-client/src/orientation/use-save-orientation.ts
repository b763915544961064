import { useQueryClient } from '@app/kit/query';
import { API_PATHS, type OrientationPayload, type OrientationResponse } from '@app/api/contract';
import { queryKeys } from '../data/queries';
import { saveWithToasts } from '../data/save-with-toasts';
import { SAVE_TOASTS } from '../messages';
import type { DraftEnvelope } from '../drafts/draft-envelope';

/** Draft key of the orientation form. */
export const ORIENTATION_DRAFT_KEY = 'orientation';

/**
 * Saves the checked orientation answers over the saved ones (`saved`, none yet for a first save): the first save
 * creates (POST), later saves update (PUT); offline, the save is queued as a PUT (which also creates), with the
 * answers kept as the draft until the server has them.
 * Returns the saved record, 'queued', or null after a failure (already shown as a toast).
 */
export function useSaveOrientation(userId: string | undefined) {
  const queryClient = useQueryClient();
  return async (
    payload: OrientationPayload,
    saved: Pick<OrientationResponse, 'updatedAt'> | null,
    settled: DraftEnvelope<OrientationPayload>,
  ): Promise<OrientationResponse | 'queued' | null> => {
    if (!userId) return null;
    return saveWithToasts<OrientationResponse>(
      {
        userId,
        method: saved ? 'PUT' : 'POST',
        baseVersion: saved?.updatedAt,
        queuedMethod: 'PUT',
        url: API_PATHS.orientation,
        body: payload,
        draft: { key: ORIENTATION_DRAFT_KEY, value: settled },
      },
      SAVE_TOASTS.responses,
      (record) => {
        queryClient.setQueryData(queryKeys.orientation, record);
        void queryClient.invalidateQueries({ queryKey: queryKeys.reflections });
      },
    );
  };
}
