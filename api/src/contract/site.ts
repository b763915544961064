// No zod here: the kit imports this module on its own ("@app/api/contract/site"), so pages that show the
// practice's identity do not download the schema library. The editing schema is in siteSchema.ts.

/** A degree and where it was earned. */
export interface Degree {
  degree: string;
  institution: string;
}

/** A testimonial the practice has consent to publish. */
export interface Testimonial {
  text: string;
  /** Who said it, without naming them: "Parent of a 10th grader". */
  attribution: string;
}

/**
 * The practice's profile: what the public pages say about it (GET /api/site), edited by the coach under
 * Practice profile (PUT /api/site; the photo through PUT /api/site/photo).
 */
export interface SiteInfo {
  businessName: string;
  shortName: string;
  coachName: string;
  /** The practice's contact e-mail address. */
  coachEmail: string;
  /** The practice's contact phone number ('' when none). */
  phone: string;
  /** The practice's postal address, optional ('' when none). */
  address: string;
  coachPhotoUrl: string;
  /** US dollars per 50-minute session. */
  pricePerSession: number;
  degrees: Degree[];
  /** Licence or certification ('' when none). */
  licence: string;
  yearsExperience: number;
  testimonials: Testimonial[];
  /** Shown beside the consultation form: what happens to what parents write there. */
  privacyNote: string;
}

/**
 * The practice profile as the coach edits it (GET /api/coach/practice-profile, PUT /api/site's reply): the
 * public profile and the meeting link, which is for booked clients only and never in GET /api/site.
 */
export interface PracticeProfileInfo extends SiteInfo {
  /** Online sessions' meeting link (https:), used when a session has none of its own; '' when none. */
  meetingUrl: string;
}

/** The drawn portrait shown until the coach uploads a photo. */
export const DRAWN_PORTRAIT_URL = '/mf/landing/coach-photo.svg';

/** Length of one coaching session, in minutes: the price is per session and bookings hold this long. */
export const SESSION_MINUTES = 50;

/** The practice's profile before it is edited, when the SITE_* settings are unset; the frontends show it until GET /api/site answers. */
export const DEFAULT_SITE: SiteInfo = {
  businessName: 'Bright Minds Executive Function Coaching',
  shortName: 'Bright Minds',
  coachName: 'Dr. Sarah Mitchell',
  coachEmail: 'coach@example.com',
  phone: '',
  address: '',
  coachPhotoUrl: DRAWN_PORTRAIT_URL,
  pricePerSession: 85,
  degrees: [{ degree: 'PhD in Educational Psychology', institution: '' }],
  licence: '',
  yearsExperience: 10,
  testimonials: [],
  privacyNote:
    'What you write here is read only by the coach, used only to arrange your free consultation, never shared or sold, and deleted on request.',
};

/** A price in whole dollars, or with cents when it has them: "$85", "$92.50". */
export function formatPrice(price: number): string {
  return Number.isInteger(price) ? `$${price}` : `$${price.toFixed(2)}`;
}

/** The one wording of the price, wherever it is shown: "$85 per 50-minute session". */
export function priceLine(price: number): string {
  return `${formatPrice(price)} per ${SESSION_MINUTES}-minute session`;
}

/** The experience claim: "10+ Years Experience" (nothing for 0). */
export function experienceLine(years: number): string {
  return years > 0 ? `${years}+ Years Experience` : '';
}

/** A degree as one line: "PhD in Educational Psychology, Stanford University". */
export function degreeLine(degree: Degree): string {
  return degree.institution ? `${degree.degree}, ${degree.institution}` : degree.degree;
}
