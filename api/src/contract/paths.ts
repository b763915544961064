/**
 * Every API path, written once: the routes register them; the frontends, browser tests, build scripts and the API's
 * own tests call them. paths.test.ts spells out every path's value, so a path changed here by mistake fails it.
 * Paths come in groups so that a bundle carries only the groups it uses (the shell and the landing page import
 * groups); API_PATHS holds every group under the same names.
 */

/** A path with one value in it: called with the value, it gives the path with the value URL-encoded. */
export interface PathWithValue {
  (value: string): string;
  /** The path as the router declares it, `:name` in the value's place. */
  readonly pattern: string;
  /** What comes before the value. */
  readonly prefix: string;
  /** The path's segments, the value encoded: a query key that the default loader joins with '/' into the path. */
  parts(value: string): string[];
}

/** `{prefix}/{value}{suffix}`, the value encoded; `name` is the value's route parameter. Calls are marked pure. */
function withValue(prefix: string, name: string, suffix = ''): PathWithValue {
  const path = (value: string) => `${prefix}/${encodeURIComponent(value)}${suffix}`;
  return Object.assign(path, {
    pattern: `${prefix}/:${name}${suffix}`,
    prefix,
    // The encoded value holds no '/', so the segments after the prefix are the value's and the suffix's.
    parts: (value: string) => [prefix, ...`${encodeURIComponent(value)}${suffix}`.split('/')],
  });
}

/** A path with two values in it, as {@link withValue} with one more. */
export interface PathWithTwoValues {
  (first: string, second: string): string;
  /** The path as the router declares it, `:name` in each value's place. */
  readonly pattern: string;
}

/** `{prefix}/{first}{middle}/{second}{suffix}`, both values encoded; the names are their route parameters. */
function withTwoValues(prefix: string, first: string, middle: string, second: string, suffix = ''): PathWithTwoValues {
  const path = (a: string, b: string) => `${prefix}/${encodeURIComponent(a)}${middle}/${encodeURIComponent(b)}${suffix}`;
  return Object.assign(path, { pattern: `${prefix}/:${first}${middle}/:${second}${suffix}` });
}

const SITE_PHOTO = '/api/site/photo';
const CONSULTATION_REQUEST = '/api/consultation-request';
const ACTIVITY_COMPLETION = '/api/activity-completion';
const PLANS = '/api/barriers-strategies';
const CHECK_INS = '/api/check-ins';
const COACH_CLIENT = '/api/coach/client';
const APPROVED_EMAILS = '/api/coach/approved-emails';
const SESSIONS = '/api/sessions';
const SHARING = '/api/sharing';
const CALENDAR = '/api/calendar';
const PACKAGES = '/api/coach/packages';

/** Signing in and out, and who is signed in. */
export const AUTH_PATHS = {
  signIn: '/api/login',
  /** The sign-in link's confirmation page (GET ?token=) and its button (POST). */
  signInVerify: '/api/login/verify',
  /** Where the identity provider sends the browser back. */
  signInCallback: '/api/callback',
  signOut: '/api/logout',
  currentUser: '/api/auth/user',
  adminCheck: '/api/admin/check',
  adminSignIn: '/api/admin/login',
  adminSignOut: '/api/admin/logout',
} as const;

/** The practice profile. */
export const SITE_PATHS = {
  site: '/api/site',
  /** PUT: the coach's photo (image bytes); DELETE: back to the drawn portrait. */
  sitePhoto: SITE_PHOTO,
  /** An uploaded photo, by its file name (`{hash}.webp`). */
  sitePhotoFile: /* @__PURE__ */ withValue(SITE_PHOTO, 'name'),
  /** GET: the profile as the coach edits it, with what the public pages leave out (the meeting link). */
  practiceProfile: '/api/coach/practice-profile',
} as const;

/** Consultation requests: the landing page's form and the admin's inbox. */
export const CONSULTATION_PATHS = {
  /** POST: a family's request from the landing page. */
  requestConsultation: CONSULTATION_REQUEST,
  consultationRequest: /* @__PURE__ */ withValue(CONSULTATION_REQUEST, 'id'),
  consultationInvite: /* @__PURE__ */ withValue(CONSULTATION_REQUEST, 'id', '/invite'),
  consultationRequests: '/api/consultation-requests',
  consultationExport: '/api/consultation-requests/export',
} as const;

/** New-request alerts and push subscriptions. */
export const ALERT_PATHS = {
  notifications: '/api/notifications',
  emailStatus: '/api/email-status',
  pushPublicKey: '/api/push/public-key',
  pushSubscribe: '/api/push/subscribe',
} as const;

/** The signed-in student's own. */
export const STUDENT_PATHS = {
  clientProfile: '/api/client-profile',
  profilePrefill: '/api/client-profile/prefill',
  reminderSettings: '/api/reminder-settings',
  reminderTimeZone: '/api/reminder-settings/time-zone',
  activities: '/api/activities',
  myProgress: '/api/my-progress',
  /** POST: starts an activity. */
  startActivity: ACTIVITY_COMPLETION,
  activityCompletion: /* @__PURE__ */ withValue(ACTIVITY_COMPLETION, 'id'),
  /** GET: the one record or JSON null; POST: first save (409 once one exists); PUT: later saves (creates if missing). */
  orientation: '/api/orientation-responses',
  /** The list form of the orientation answers that My Reflections reads. */
  reflections: '/api/orientation-responses/reflections',
  plans: PLANS,
  plan: /* @__PURE__ */ withValue(PLANS, 'id'),
  reassessment: /* @__PURE__ */ withValue(PLANS, 'id', '/reassess'),
  /** POST: the student scores one of their plans on its attainment scale. */
  planAttainment: /* @__PURE__ */ withValue(PLANS, 'id', '/attainment'),
  /** GET (?from=&to=): the student's check-ins, newest first; POST: a new one. */
  checkIns: CHECK_INS,
  checkInSummary: `${CHECK_INS}/summary`,
  /** PUT: pauses or resumes counting check-ins. */
  checkInPause: `${CHECK_INS}/pause`,
  /** The student's plans with their attainment scores, and their weeks of check-ins. */
  myOutcomes: '/api/my-outcomes',
  /** The signed-in student's own export. */
  myData: '/api/my-data',
  /** GET: the student's guardians, what each sees, and when each looked. */
  sharing: SHARING,
  /** PUT: what one guardian may see. */
  sharingGuardian: /* @__PURE__ */ withValue(SHARING, 'guardianId'),
  /** GET: exactly what one guardian sees of the student now. */
  sharingPreview: /* @__PURE__ */ withValue(SHARING, 'guardianId', '/preview'),
  /** GET: the briefs the coach sent the student's guardians, as sent. */
  myBriefs: '/api/briefs',
  /** GET: the student's account: sessions left, balance due, packages, payments and charges. */
  myAccount: '/api/my-account',
  /** GET (?from=&to=, and &student= for a guardian): the account over a period, as a printable page. */
  myStatement: '/api/my-account/statement',
} as const;

/** The coach's. */
export const COACH_PATHS = {
  coachClients: '/api/coach/clients',
  coachClient: /* @__PURE__ */ withValue(COACH_CLIENT, 'id'),
  coachClientWork: /* @__PURE__ */ withValue(COACH_CLIENT, 'id', '/work'),
  coachClientExport: /* @__PURE__ */ withValue(COACH_CLIENT, 'id', '/export'),
  coachClientOutcomes: /* @__PURE__ */ withValue(COACH_CLIENT, 'id', '/outcomes'),
  /** POST: the coach scores one of the client's plans on its attainment scale. */
  coachClientAttainment: /* @__PURE__ */ withValue(COACH_CLIENT, 'id', '/attainment'),
  /** Figures for the coach dashboard's stat cards. */
  coachStats: '/api/coach/stats',
  /** GET (?from=&to=): the practice's figures over a period: sessions by attendance, income, outstanding, clients. */
  coachReport: '/api/coach/report',
  /** GET (?from=&to=): the same figures for each month of the period. */
  coachReportMonths: '/api/coach/report/months',
  /** GET (?from=&to=): the months and the period's total as an .xlsx. */
  coachReportExport: '/api/coach/report/export',
  /** The dashboard's "Needs attention" list: its first students and how many there are. */
  needsAttention: '/api/coach/needs-attention',
  approvedEmails: APPROVED_EMAILS,
  approvedEmail: /* @__PURE__ */ withValue(APPROVED_EMAILS, 'email'),
  /** The coach's view of the access log (?clientId=&before=&limit=). */
  accessLog: '/api/coach/access-log',
  /** GET: the student's guardians; POST: adds one and e-mails them an invitation. */
  coachClientGuardians: /* @__PURE__ */ withValue(COACH_CLIENT, 'id', '/guardians'),
  /** DELETE: unlinks a guardian from the student. */
  coachClientGuardian: /* @__PURE__ */ withTwoValues(COACH_CLIENT, 'id', '/guardians', 'guardianId'),
  /** GET: the student's briefs and a draft from the week; POST: a new draft. */
  coachClientBriefs: /* @__PURE__ */ withValue(COACH_CLIENT, 'id', '/briefs'),
  /** POST: sends a draft brief to the student's guardians. */
  coachClientBriefSend: /* @__PURE__ */ withTwoValues(COACH_CLIENT, 'id', '/briefs', 'briefId', '/send'),
  /** GET: the agreement for families and its acceptances; PUT: a new text (a new version). */
  coachFamilyAgreement: '/api/coach/family-agreement',
  /** GET: the practice's packages, retired ones too; POST: a new package. */
  coachPackages: PACKAGES,
  /** POST: retires a package: it stays listed, and can no longer be assigned. */
  coachPackageRetire: /* @__PURE__ */ withValue(PACKAGES, 'id', '/retire'),
  /** POST: assigns one of the practice's packages to the student, charging its price. */
  coachClientPackages: /* @__PURE__ */ withValue(COACH_CLIENT, 'id', '/packages'),
  /** POST: records a payment received for the student. */
  coachClientPayments: /* @__PURE__ */ withValue(COACH_CLIENT, 'id', '/payments'),
  /** GET: the student's account: sessions left, balance due, packages, payments and charges. */
  coachClientAccount: /* @__PURE__ */ withValue(COACH_CLIENT, 'id', '/account'),
  /** GET (?from=&to=): the student's account over a period, as a printable page. */
  coachClientStatement: /* @__PURE__ */ withValue(COACH_CLIENT, 'id', '/statement'),
  /** POST: e-mails the student and their guardians a link to the statement of a period. */
  coachClientStatementSend: /* @__PURE__ */ withValue(COACH_CLIENT, 'id', '/statement/send'),
} as const;

/** A guardian's. */
export const FAMILY_PATHS = {
  /** GET: the guardian's students, each with the sections shared with them. */
  family: '/api/family',
  /** GET: the current agreement and whether it is accepted; POST: accepts a version. */
  familyAgreement: '/api/family/agreement',
} as const;

/** The paths of the booking API. */
export const SESSION_PATHS = {
  availability: '/api/coach/availability',
  slots: '/api/sessions/slots',
  sessions: SESSIONS,
  session: /* @__PURE__ */ withValue(SESSIONS, 'id'),
  attendance: /* @__PURE__ */ withValue(SESSIONS, 'id', '/attendance'),
  coachSessions: '/api/coach/sessions',
  calendarFeed: '/api/calendar-feed',
  calendarFeedRotate: '/api/calendar-feed/rotate',
  /** Where the subscriptions live. */
  calendar: CALENDAR,
  /** A subscription, by its secret token. */
  calendarFile: /* @__PURE__ */ withValue(CALENDAR, 'token', '.ics'),
} as const;

/** Every group but the booking API's, and the health check. Built by a pure call, so a bundle without it drops it. */
export const API_PATHS = /* @__PURE__ */ (() =>
  ({
    ...AUTH_PATHS,
    ...SITE_PATHS,
    ...CONSULTATION_PATHS,
    ...ALERT_PATHS,
    ...STUDENT_PATHS,
    ...COACH_PATHS,
    ...FAMILY_PATHS,
    health: '/api/health',
  }) as const)();
