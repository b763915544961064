import { useEffect } from 'react';
import { useQueryClient } from '@app/kit/query';
import { useSyncStatus } from '@app/kit/sync-status';
import { queryKeys } from '../data/queries';

/**
 * After queued saves were sent, also refreshes My Reflections: it reads the orientation answers under its own
 * path, which the shell's refresh of the sent paths does not cover.
 */
export function useRefreshAfterSync(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      useSyncStatus.subscribe((state, previous) => {
        if (previous.phase === 'syncing' && state.phase === 'saved') {
          void queryClient.invalidateQueries({ queryKey: queryKeys.reflections });
        }
      }),
    [queryClient],
  );
}
