import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@app/kit/query';
import { useSyncStatus } from '@app/kit/sync-status';
import { queryKeys } from '../data/queries';
import { useRefreshAfterSync } from './use-refresh-after-sync';

afterEach(() => useSyncStatus.setState({ phase: 'saved', pending: 0, lastError: null }));

/** A cache holding the outcomes, fresh, with the hook listening to the outbox's status. */
function listening() {
  const client = new QueryClient();
  client.setQueryData(queryKeys.outcomes, { plans: [] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  renderHook(() => useRefreshAfterSync(), { wrapper });
  return () => client.getQueryState(queryKeys.outcomes)?.isInvalidated;
}

describe('useRefreshAfterSync', () => {
  it('refreshes the outcomes once queued saves went out, from syncing or straight from pending', () => {
    for (const from of ['syncing', 'pending'] as const) {
      useSyncStatus.setState({ phase: from, pending: 1 });
      const stale = listening();
      expect(stale(), from).toBe(false);
      useSyncStatus.setState({ phase: 'saved', pending: 0 });
      expect(stale(), from).toBe(true);
    }
  });

  it('leaves them when nothing was waiting', () => {
    const stale = listening();
    useSyncStatus.setState({ phase: 'saved', pending: 0 });
    expect(stale()).toBe(false);
  });
});
