import type { SiteInfo } from '../contract/index.js';

/** The practice's public identity (GET /api/site), field by field. */
export function presentSite(site: SiteInfo): SiteInfo {
  return {
    businessName: site.businessName,
    shortName: site.shortName,
    coachName: site.coachName,
    coachEmail: site.coachEmail,
    coachPhotoUrl: site.coachPhotoUrl,
    pricePerSession: site.pricePerSession,
  };
}
