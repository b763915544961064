/**
 * "@app/kit/query": the parts of TanStack Query the app uses and the app's one query client with its
 * defaults, shared as one singleton (one cache, one provider) by the shell and the remotes that fetch through
 * it (admin, coach, client). The landing page uses none of it, and the shell loads it only for those remotes'
 * pages. Sharing @tanstack/react-query itself would send those pages the whole library (suspense and parallel
 * queries, hydration helpers: about 3 KB gzipped more) and a wrapper for each of its exports in every build.
 * Import data fetching from here, never from @tanstack/react-query: a second copy would not see the app's
 * query client.
 */
export {
  QueryClient,
  QueryClientProvider,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryFunction,
} from '@tanstack/react-query';
export { getQueryFn, queryClient } from './query-client';
export { QueryCache } from './query-cache';
