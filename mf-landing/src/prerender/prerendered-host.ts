import type { SiteInfo } from '@app/api/contract';
import { setSite } from '@app/kit/api';
import { LANDING_ROOT_ID, SITE_DATA_ID } from './document-ids';

let host: HTMLElement | null | undefined;

/** The container of the server-rendered landing page, or null when the document has none (looked up once). */
export function prerenderedHost(): HTMLElement | null {
  if (host === undefined) {
    host = typeof document === 'undefined' ? null : document.getElementById(LANDING_ROOT_ID);
    if (host) seedSiteData();
  }
  return host;
}

/** Whether a value is the practice's profile as GET /api/site returns it (the fields the page reads). */
function isSiteInfo(value: unknown): value is SiteInfo {
  if (!value || typeof value !== 'object') return false;
  const site = value as Record<string, unknown>;
  return (
    ['businessName', 'shortName', 'coachName', 'coachEmail', 'coachPhotoUrl', 'phone', 'address', 'licence', 'privacyNote'].every(
      (key) => typeof site[key] === 'string',
    ) &&
    typeof site.pricePerSession === 'number' &&
    typeof site.yearsExperience === 'number' &&
    Array.isArray(site.degrees) &&
    Array.isArray(site.testimonials)
  );
}

/**
 * Records the identity the page was rendered with, so the first render in the browser is the server's
 * (hydration matches) and GET /api/site is not needed.
 */
function seedSiteData(): void {
  const script = document.getElementById(SITE_DATA_ID);
  if (!script?.textContent) return;
  try {
    const site: unknown = JSON.parse(script.textContent);
    if (isSiteInfo(site)) setSite(site);
  } catch (error) {
    console.error('The landing page carries unreadable site data', error);
  }
}
