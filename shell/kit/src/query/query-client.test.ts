import { afterEach, describe, expect, it, vi } from 'vitest';
import { invalidateCached, logout, setCurrentUser } from '@app/kit/api';
import type { CurrentUser } from '@app/api/contract';
import { API_PATHS } from '@app/api/contract/paths';
import { fetchRelativeFrom, sampleReplies, serveTestApi } from '../../test-api';
import { getQueryFn, queryClient } from '@app/kit/query';

const api = serveTestApi(sampleReplies);
afterEach(() => queryClient.clear());

describe('getQueryFn', () => {
  const context = (queryKey: string[]) =>
    ({ queryKey, signal: new AbortController().signal, meta: undefined, client: queryClient }) as never;

  it('GETs the query key joined with slashes', async () => {
    const data = await getQueryFn({ on401: 'throw' })(context([api.base, 'api', 'ok']));
    expect(data).toEqual({ id: 'a1' });
    expect(api.seen[0]).toMatchObject({ method: 'GET', url: '/api/ok' });
  });

  it('returns null on 401 when asked to', async () => {
    expect(await getQueryFn({ on401: 'returnNull' })(context([`${api.base}/api/private`]))).toBeNull();
  });

  it('fails on 401 by default', async () => {
    await expect(getQueryFn({ on401: 'throw' })(context([`${api.base}/api/private`]))).rejects.toThrow(/^401: /);
  });
});

describe('queryClient defaults', () => {
  it('never retries, never refetches on focus or on an interval, and never goes stale', () => {
    const { queries, mutations } = queryClient.getDefaultOptions();
    expect(queries).toMatchObject({ retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity });
    expect(mutations).toMatchObject({ retry: false });
  });
});

describe('changes made without the query library', () => {
  it('invalidate the cached queries under a key, and no others', () => {
    queryClient.setQueryData([API_PATHS.consultationRequests], []);
    queryClient.setQueryData([API_PATHS.consultationRequests, '?before=x'], []);
    queryClient.setQueryData([API_PATHS.activities], []);
    invalidateCached({ queryKey: [API_PATHS.consultationRequests] });
    expect(queryClient.getQueryState([API_PATHS.consultationRequests])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState([API_PATHS.consultationRequests, '?before=x'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState([API_PATHS.activities])?.isInvalidated).toBe(false);
  });

  it('invalidate the cached queries a matcher picks', () => {
    queryClient.setQueryData([API_PATHS.plans], []);
    queryClient.setQueryData([API_PATHS.activities], []);
    invalidateCached({ matches: (key) => key[0] === API_PATHS.plans });
    expect(queryClient.getQueryState([API_PATHS.plans])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState([API_PATHS.activities])?.isInvalidated).toBe(false);
  });
});

describe('logout', () => {
  /** Runs logout() and returns where the page went, and what logout threw. */
  async function leave(): Promise<{ leftFor: string[]; error: unknown }> {
    const location = window.location;
    const leftFor: string[] = [];
    const assign = (url: string) => leftFor.push(url);
    Object.defineProperty(window, 'location', { value: { ...location, assign }, configurable: true });
    try {
      await logout();
      return { leftFor, error: null };
    } catch (error) {
      return { leftFor, error };
    } finally {
      Object.defineProperty(window, 'location', { value: location, configurable: true });
    }
  }

  it('drops the cached data of the user who leaves, ends the session with POST /api/logout and goes home', async () => {
    fetchRelativeFrom(api.base);
    setCurrentUser({ id: 'u1', role: 'coach' } as CurrentUser);
    queryClient.setQueryData([API_PATHS.coachClients], [{ id: 'c1' }]);
    expect(await leave()).toEqual({ leftFor: ['/'], error: null });
    expect(queryClient.getQueryData([API_PATHS.coachClients])).toBeUndefined();
    expect(api.seen).toMatchObject([{ method: 'POST', url: API_PATHS.signOut }]);
  });

  it('leaves through the /api/logout page when the server refuses the request', async () => {
    const send = globalThis.fetch.bind(globalThis);
    vi.spyOn(globalThis, 'fetch').mockImplementation((_input, init) => send(`${api.base}/api/bad`, init));
    setCurrentUser({ id: 'u1', role: 'coach' } as CurrentUser);
    queryClient.setQueryData([API_PATHS.coachClients], [{ id: 'c1' }]);
    expect(await leave()).toEqual({ leftFor: [API_PATHS.signOut], error: null });
    expect(queryClient.getQueryData([API_PATHS.coachClients])).toBeUndefined();
  });

  it('changes nothing and fails while the server cannot be reached: the person is still signed in', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    setCurrentUser({ id: 'u1', role: 'coach' } as CurrentUser);
    queryClient.setQueryData([API_PATHS.coachClients], [{ id: 'c1' }]);
    const { leftFor, error } = await leave();
    expect(leftFor).toEqual([]);
    expect(error).toBeInstanceOf(TypeError);
    expect(queryClient.getQueryData([API_PATHS.coachClients])).toEqual([{ id: 'c1' }]);
  });
});
