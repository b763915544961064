/**
 * Which cached data a change made stale: every query whose key starts with `queryKey` (query keys are API
 * paths, e.g. ['/api/consultation-requests']), or every query whose key `matches` accepts.
 */
export type StaleData = { queryKey: readonly unknown[] } | { matches: (queryKey: readonly unknown[]) => boolean };

/** Drops or refetches cached data; "@app/kit/query" registers one for the app's query client. */
export type CacheInvalidator = (stale: StaleData) => void;

const invalidators = new Set<CacheInvalidator>();

/**
 * Marks cached data stale after a change (a new consultation request makes the admin's list stale).
 * Pages that never load the query library call this too: with no cache loaded, nothing is cached to refresh.
 */
export function invalidateCached(stale: StaleData): void {
  for (const invalidate of invalidators) invalidate(stale);
}

/** Registers a cache to invalidate; returns a function that removes it. */
export function onInvalidateCached(invalidate: CacheInvalidator): () => void {
  invalidators.add(invalidate);
  return () => invalidators.delete(invalidate);
}
