import { useState } from 'react';
import { useQueryClient } from '@app/kit/query';
import { API_PATHS, type CheckIn, type CheckInInput, type CheckInPausePayload, type CheckInSummary } from '@app/api/contract';
import { apiRequest } from '@app/kit/api';
import { toast } from '@app/kit/ui';
import { queryKeys } from '../data/queries';
import { saveWithToasts } from '../data/save-with-toasts';
import { SAVE_TOASTS, TOASTS } from '../messages';

/**
 * Saves a check-in (POST /api/check-ins), toast 'Check-in Saved', then refreshes the summary and the outcomes.
 * It carries the student's own day, sent now or, queued offline, when the connection returns. Returns the saved
 * check-in, 'queued', or null after a failure (already shown as a toast).
 */
export function useSaveCheckIn(userId: string | undefined) {
  const queryClient = useQueryClient();
  return async (payload: CheckInInput): Promise<CheckIn | 'queued' | null> => {
    if (!userId) return null;
    return saveWithToasts<CheckIn>(
      { userId, method: 'POST', url: API_PATHS.checkIns, body: payload },
      SAVE_TOASTS.checkIn,
      () => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.checkInSummary });
        void queryClient.invalidateQueries({ queryKey: queryKeys.outcomes });
      },
    );
  };
}

/** Pauses or resumes counting check-ins (PUT /api/check-ins/pause); the reply is the new summary. */
export function usePauseCheckIns() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const setPaused = async (paused: boolean) => {
    setBusy(true);
    try {
      const response = await apiRequest('PUT', API_PATHS.checkInPause, { paused } satisfies CheckInPausePayload);
      queryClient.setQueryData<CheckInSummary>(queryKeys.checkInSummary, (await response.json()) as CheckInSummary);
      toast(TOASTS.checkInsPaused(paused));
    } catch (error) {
      console.error('Pausing check-ins failed', error);
      toast(TOASTS.pauseFailed);
    } finally {
      setBusy(false);
    }
  };
  return { busy, setPaused };
}
