// No zod here: the kit imports this module on its own ("@app/api/contract/site"), so pages that show the
// practice's identity do not download the schema library.

/** Business identity shown on the public pages (GET /api/site). */
export interface SiteInfo {
  businessName: string;
  shortName: string;
  coachName: string;
  coachEmail: string;
  coachPhotoUrl: string;
  pricePerSession: number;
}

/** The practice's identity when the SITE_* settings are unset; the frontends show it until GET /api/site answers. */
export const DEFAULT_SITE: SiteInfo = {
  businessName: 'Bright Minds Executive Function Coaching',
  shortName: 'Bright Minds',
  coachName: 'Dr. Sarah Mitchell',
  coachEmail: 'coach@example.com',
  coachPhotoUrl: '/mf/landing/coach-photo.svg',
  pricePerSession: 85,
};
