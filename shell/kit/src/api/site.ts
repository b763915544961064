import { useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '@app/api/contract';
import { getQueryFn } from './query-client';

/**
 * Shown while GET /api/site loads or when it fails, so the header never renders empty: the same identity
 * the API reports when its SITE_* settings are unset.
 */
export const DEFAULT_SITE: SiteInfo = {
  businessName: 'Bright Minds Executive Function Coaching',
  shortName: 'Bright Minds',
  coachName: 'Dr. Sarah Mitchell',
  coachEmail: 'coach@example.com',
  coachPhotoUrl: '/mf/landing/coach-photo.svg',
  pricePerSession: 85,
};

/** The business identity (name, short name, coach) from GET /api/site, with defaults until it arrives. */
export function useSite(): SiteInfo {
  const query = useQuery<SiteInfo | null>({
    queryKey: ['/api/site'],
    queryFn: getQueryFn<SiteInfo>({ on401: 'returnNull' }),
  });
  return query.data ? { ...DEFAULT_SITE, ...query.data } : DEFAULT_SITE;
}
