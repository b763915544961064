import { useEffect } from 'react';
import { useQueryClient } from '@app/kit/query';
import { useSyncStatus } from '@app/kit/sync-status';
import { queryKeys } from '../data/queries';

/**
 * After queued saves were sent, also refreshes what is read under paths of its own, which the shell's refresh of
 * the sent paths does not cover: My Reflections (the orientation answers), the check-in summary and the outcomes
 * (check-ins and scores).
 */
export function useRefreshAfterSync(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      useSyncStatus.subscribe((state, previous) => {
        // From syncing, or straight from pending when the service worker sent the saves before this page looked.
        if (previous.phase !== 'saved' && state.phase === 'saved') {
          for (const queryKey of [queryKeys.reflections, queryKeys.checkInSummary, queryKeys.outcomes]) {
            void queryClient.invalidateQueries({ queryKey });
          }
        }
      }),
    [queryClient],
  );
}
