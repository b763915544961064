import { QueryClient, type QueryFunction } from '@app/kit/query';
import { throwIfResNotOk } from './api-request';

/** What a query does on 401: resolve to null (e.g. "not signed in") or fail like any other error. */
export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default data loader: GET the query key's segments joined with '/', cookies included. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include', signal });
    if (options.on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

/**
 * The app's one query client with the spec's defaults: a 401 fails, no retries, no refetch on focus or
 * interval, data never stale. `offlineFirst` makes a call made while offline fail at once (or be answered
 * by the service worker) instead of pausing forever with its button stuck.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
      networkMode: 'offlineFirst',
    },
    mutations: {
      retry: false,
      networkMode: 'offlineFirst',
    },
  },
});
