/**
 * "@app/kit/query": the parts of TanStack Query the app uses, shared by the shell and every remote as one
 * singleton (one cache, one provider). Sharing @tanstack/react-query itself would send every page the whole
 * library (suspense and parallel queries, hydration helpers: about 3 KB gzipped more) and a wrapper for each of
 * its exports in every build. Import data fetching from here, never from @tanstack/react-query: a second copy
 * would not see the app's query client.
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
