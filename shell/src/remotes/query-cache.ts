import type { ComponentType, ReactNode } from 'react';
import type { RemoteName } from '@app/kit/remotes';
import { loadQuery } from './shared.ts';

/**
 * The remotes whose pages read data through "@app/kit/query" (each declares it in its federation config).
 * The landing remote does not, so '/' never downloads the query library.
 */
export const REMOTES_USING_QUERY_CACHE: ReadonlySet<RemoteName> = new Set<RemoteName>(['admin', 'coach', 'client']);

/** A component that wraps a page, such as a provider its hooks need. */
export type PageFrame = ComponentType<{ children: ReactNode }>;

let provider: Promise<PageFrame> | null = null;

/**
 * The app's query client provider, loaded with the first page that needs it and kept; a failed load is
 * requested afresh next time (the page's 'Try again').
 */
export function loadQueryCacheProvider(): Promise<PageFrame> {
  if (!provider) {
    const load = loadQuery().then(({ QueryCache }) => QueryCache);
    load.catch(() => {
      if (provider === load) provider = null;
    });
    provider = load;
  }
  return provider;
}
