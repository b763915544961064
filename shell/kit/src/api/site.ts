import { useQuery } from '@app/kit/query';
// The zod-free part of the contract: through its index the schema library would load with every page.
import { DEFAULT_SITE, type SiteInfo } from '@app/api/contract/site';
import { getQueryFn } from './query-client';

/** Re-exported for callers that read the defaults beside the settings. */
export { DEFAULT_SITE };

/** The business identity (name, short name, coach) from GET /api/site, with defaults until it arrives. */
export function useSite(): SiteInfo {
  const query = useQuery<SiteInfo | null>({
    queryKey: ['/api/site'],
    queryFn: getQueryFn<SiteInfo>({ on401: 'returnNull' }),
  });
  return query.data ? { ...DEFAULT_SITE, ...query.data } : DEFAULT_SITE;
}
