import { useSyncExternalStore } from 'react';
import type { StoreApi } from 'zustand/vanilla';

/**
 * A store's current state in a component. Unlike zustand's own hook, server rendering and hydration read
 * the current state too, not the initial one: the landing page seeds its stores before rendering, and the
 * browser's first render must match what the server rendered from them.
 */
export function useStoreState<T>(store: StoreApi<T>): T {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
