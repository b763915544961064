import { QueryClient, type QueryFunction } from '@tanstack/react-query';
// Through the package name: the shared instance, whose logout and invalidation hooks the other pages call.
import { getJson, onInvalidateCached, onLogout, type UnauthorizedBehavior } from '@app/kit/api';

/** The default data loader: GET the query key's segments joined with '/', cookies included. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return ({ queryKey, signal }) => getJson<T>(queryKey.join('/'), { on401: options.on401, signal });
}

/**
 * The app's one query client, with these defaults: a 401 fails, no retries, no refetch on focus or
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

// Changes made by pages without the query library (the consultation form, the shell's outbox) reach the cache.
onInvalidateCached((stale) => {
  void queryClient.invalidateQueries(
    'queryKey' in stale ? { queryKey: [...stale.queryKey] } : { predicate: (query) => stale.matches(query.queryKey) },
  );
});

// Nothing cached for one user outlives their logout.
onLogout(async () => queryClient.clear());
