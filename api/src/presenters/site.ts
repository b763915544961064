import type { PracticeProfileInfo, SiteInfo } from '../contract/index.js';

type StoredSite = { [K in keyof PracticeProfileInfo]?: PracticeProfileInfo[K] | null };

/** The practice's public profile (GET /api/site), field by field; lists copied entry by entry. */
export function presentSite(site: StoredSite): SiteInfo {
  return {
    businessName: site.businessName ?? '',
    shortName: site.shortName ?? '',
    coachName: site.coachName ?? '',
    coachEmail: site.coachEmail ?? '',
    phone: site.phone ?? '',
    address: site.address ?? '',
    coachPhotoUrl: site.coachPhotoUrl ?? '',
    pricePerSession: site.pricePerSession ?? 0,
    degrees: (site.degrees ?? []).map((entry) => ({ degree: entry.degree ?? '', institution: entry.institution ?? '' })),
    licence: site.licence ?? '',
    yearsExperience: site.yearsExperience ?? 0,
    testimonials: (site.testimonials ?? []).map((entry) => ({
      text: entry.text ?? '',
      attribution: entry.attribution ?? '',
    })),
    privacyNote: site.privacyNote ?? '',
  };
}

/** The profile as the coach edits it: the public profile and the meeting link, which the public pages never get. */
export function presentPracticeProfile(site: StoredSite): PracticeProfileInfo {
  return { ...presentSite(site), meetingUrl: site.meetingUrl ?? '' };
}
