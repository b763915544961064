import { useEffect, useMemo } from 'react';
import { createStore } from 'zustand/vanilla';
// The zod-free part of the contract: through its index the schema library would load with every page.
import { DEFAULT_SITE, type SiteInfo } from '@app/api/contract/site';
import { SITE_PATHS } from '@app/api/contract/paths';
import { getJson } from './api-request';
import { useStoreState } from './store';

/** Re-exported for callers that read the defaults beside the settings. */
export { DEFAULT_SITE };

/** The identity from the server, once known. */
const store = createStore<{ site: SiteInfo | null }>()(() => ({ site: null }));

let request: Promise<void> | null = null;

/** GETs the identity once it is needed and not yet known; a failure leaves the defaults and lets a later screen ask again. */
function loadSite(): void {
  if (request || store.getState().site) return;
  request = getJson<SiteInfo>(SITE_PATHS.site, { on401: 'returnNull' }).then(
    (site) => {
      if (site && !store.getState().site) store.setState({ site });
    },
    () => {
      request = null;
    },
  );
}

/**
 * Records the identity without asking the server: the landing page's server renderer and its hydration
 * (from the identity the page was rendered with), so both render the same text.
 */
export function setSite(site: SiteInfo): void {
  store.setState({ site });
}

/** The business identity (name, short name, coach) from GET /api/site, with defaults until it arrives. */
export function useSite(): SiteInfo {
  const { site } = useStoreState(store);
  useEffect(loadSite, []);
  return useMemo(() => (site ? { ...DEFAULT_SITE, ...site } : DEFAULT_SITE), [site]);
}
