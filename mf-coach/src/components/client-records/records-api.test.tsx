import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { coachKeys } from '../../api/coach-api';
import { useDeleteClient, useSetClientActive } from './records-api';

const reply = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** A query client holding the dashboard's lists as read before the change. */
function dashboardRead() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  for (const key of [coachKeys.clients, coachKeys.stats, coachKeys.needsAttention]) client.setQueryData(key, {});
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const stale = () => [coachKeys.clients, coachKeys.stats, coachKeys.needsAttention].map((key) => client.getQueryState(key)?.isInvalidated);
  return { wrapper, stale };
}

afterEach(() => vi.restoreAllMocks());

describe('the coach’s changes to a student’s record', () => {
  it('refresh the dashboard’s list, figures and who needs attention after a deletion', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(reply({}));
    const { wrapper, stale } = dashboardRead();
    const { result } = renderHook(() => useDeleteClient('c1'), { wrapper });
    await act(() => result.current.mutateAsync());
    expect(stale()).toEqual([true, true, true]);
  });

  it('refresh them after a deactivation too', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(reply({ id: 'c1', isActive: false }));
    const { wrapper, stale } = dashboardRead();
    const { result } = renderHook(() => useSetClientActive('c1'), { wrapper });
    await act(() => result.current.mutateAsync(false));
    expect(stale()).toEqual([true, true, true]);
  });
});
