import { describe, expect, it } from 'vitest';
import {
  ALERT_PATHS,
  API_PATHS,
  AUTH_PATHS,
  COACH_PATHS,
  CONSULTATION_PATHS,
  FAMILY_PATHS,
  SESSION_PATHS,
  SITE_PATHS,
  STUDENT_PATHS,
  type PathWithTwoValues,
  type PathWithValue,
} from './paths.js';

/** A group as plain values: a fixed path as it is; a path with a value as its pattern and two sample paths. */
function values(group: Record<string, string | PathWithValue | PathWithTwoValues>) {
  return Object.fromEntries(
    Object.entries(group).map(([name, path]) => [
      name,
      typeof path === 'string'
        ? path
        : path.length === 2
          ? { pattern: path.pattern, 'abc, d/e': (path as PathWithTwoValues)('abc', 'd/e') }
          : { pattern: path.pattern, abc: (path as PathWithValue)('abc'), 'a/b': (path as PathWithValue)('a/b') },
    ]),
  );
}

describe('API_PATHS', () => {
  it('holds every path at its value, a value put in its place encoded', () => {
    expect(values(API_PATHS)).toEqual({
      signIn: '/api/login',
      signInVerify: '/api/login/verify',
      signInCallback: '/api/callback',
      signOut: '/api/logout',
      currentUser: '/api/auth/user',
      adminCheck: '/api/admin/check',
      adminSignIn: '/api/admin/login',
      adminSignOut: '/api/admin/logout',
      site: '/api/site',
      sitePhoto: '/api/site/photo',
      sitePhotoFile: { pattern: '/api/site/photo/:name', abc: '/api/site/photo/abc', 'a/b': '/api/site/photo/a%2Fb' },
      practiceProfile: '/api/coach/practice-profile',
      requestConsultation: '/api/consultation-request',
      consultationRequest: {
        pattern: '/api/consultation-request/:id',
        abc: '/api/consultation-request/abc',
        'a/b': '/api/consultation-request/a%2Fb',
      },
      consultationInvite: {
        pattern: '/api/consultation-request/:id/invite',
        abc: '/api/consultation-request/abc/invite',
        'a/b': '/api/consultation-request/a%2Fb/invite',
      },
      consultationRequests: '/api/consultation-requests',
      consultationExport: '/api/consultation-requests/export',
      notifications: '/api/notifications',
      emailStatus: '/api/email-status',
      pushPublicKey: '/api/push/public-key',
      pushSubscribe: '/api/push/subscribe',
      clientProfile: '/api/client-profile',
      profilePrefill: '/api/client-profile/prefill',
      reminderSettings: '/api/reminder-settings',
      reminderTimeZone: '/api/reminder-settings/time-zone',
      activities: '/api/activities',
      myProgress: '/api/my-progress',
      startActivity: '/api/activity-completion',
      activityCompletion: {
        pattern: '/api/activity-completion/:id',
        abc: '/api/activity-completion/abc',
        'a/b': '/api/activity-completion/a%2Fb',
      },
      orientation: '/api/orientation-responses',
      reflections: '/api/orientation-responses/reflections',
      plans: '/api/barriers-strategies',
      plan: {
        pattern: '/api/barriers-strategies/:id',
        abc: '/api/barriers-strategies/abc',
        'a/b': '/api/barriers-strategies/a%2Fb',
      },
      reassessment: {
        pattern: '/api/barriers-strategies/:id/reassess',
        abc: '/api/barriers-strategies/abc/reassess',
        'a/b': '/api/barriers-strategies/a%2Fb/reassess',
      },
      planAttainment: {
        pattern: '/api/barriers-strategies/:id/attainment',
        abc: '/api/barriers-strategies/abc/attainment',
        'a/b': '/api/barriers-strategies/a%2Fb/attainment',
      },
      checkIns: '/api/check-ins',
      checkInSummary: '/api/check-ins/summary',
      checkInPause: '/api/check-ins/pause',
      myOutcomes: '/api/my-outcomes',
      myData: '/api/my-data',
      sharing: '/api/sharing',
      sharingGuardian: { pattern: '/api/sharing/:guardianId', abc: '/api/sharing/abc', 'a/b': '/api/sharing/a%2Fb' },
      sharingPreview: {
        pattern: '/api/sharing/:guardianId/preview',
        abc: '/api/sharing/abc/preview',
        'a/b': '/api/sharing/a%2Fb/preview',
      },
      myBriefs: '/api/briefs',
      myAccount: '/api/my-account',
      myStatement: '/api/my-account/statement',
      coachClients: '/api/coach/clients',
      coachClient: { pattern: '/api/coach/client/:id', abc: '/api/coach/client/abc', 'a/b': '/api/coach/client/a%2Fb' },
      coachClientWork: {
        pattern: '/api/coach/client/:id/work',
        abc: '/api/coach/client/abc/work',
        'a/b': '/api/coach/client/a%2Fb/work',
      },
      coachClientExport: {
        pattern: '/api/coach/client/:id/export',
        abc: '/api/coach/client/abc/export',
        'a/b': '/api/coach/client/a%2Fb/export',
      },
      coachClientOutcomes: {
        pattern: '/api/coach/client/:id/outcomes',
        abc: '/api/coach/client/abc/outcomes',
        'a/b': '/api/coach/client/a%2Fb/outcomes',
      },
      coachClientAttainment: {
        pattern: '/api/coach/client/:id/attainment',
        abc: '/api/coach/client/abc/attainment',
        'a/b': '/api/coach/client/a%2Fb/attainment',
      },
      coachStats: '/api/coach/stats',
      coachReport: '/api/coach/report',
      coachReportMonths: '/api/coach/report/months',
      coachReportExport: '/api/coach/report/export',
      needsAttention: '/api/coach/needs-attention',
      approvedEmails: '/api/coach/approved-emails',
      approvedEmail: {
        pattern: '/api/coach/approved-emails/:email',
        abc: '/api/coach/approved-emails/abc',
        'a/b': '/api/coach/approved-emails/a%2Fb',
      },
      accessLog: '/api/coach/access-log',
      coachClientGuardians: {
        pattern: '/api/coach/client/:id/guardians',
        abc: '/api/coach/client/abc/guardians',
        'a/b': '/api/coach/client/a%2Fb/guardians',
      },
      coachClientGuardian: {
        pattern: '/api/coach/client/:id/guardians/:guardianId',
        'abc, d/e': '/api/coach/client/abc/guardians/d%2Fe',
      },
      coachClientBriefs: {
        pattern: '/api/coach/client/:id/briefs',
        abc: '/api/coach/client/abc/briefs',
        'a/b': '/api/coach/client/a%2Fb/briefs',
      },
      coachClientBriefSend: {
        pattern: '/api/coach/client/:id/briefs/:briefId/send',
        'abc, d/e': '/api/coach/client/abc/briefs/d%2Fe/send',
      },
      coachFamilyAgreement: '/api/coach/family-agreement',
      coachPackages: '/api/coach/packages',
      coachPackageRetire: {
        pattern: '/api/coach/packages/:id/retire',
        abc: '/api/coach/packages/abc/retire',
        'a/b': '/api/coach/packages/a%2Fb/retire',
      },
      coachClientPackages: {
        pattern: '/api/coach/client/:id/packages',
        abc: '/api/coach/client/abc/packages',
        'a/b': '/api/coach/client/a%2Fb/packages',
      },
      coachClientPayments: {
        pattern: '/api/coach/client/:id/payments',
        abc: '/api/coach/client/abc/payments',
        'a/b': '/api/coach/client/a%2Fb/payments',
      },
      coachClientAccount: {
        pattern: '/api/coach/client/:id/account',
        abc: '/api/coach/client/abc/account',
        'a/b': '/api/coach/client/a%2Fb/account',
      },
      coachClientStatement: {
        pattern: '/api/coach/client/:id/statement',
        abc: '/api/coach/client/abc/statement',
        'a/b': '/api/coach/client/a%2Fb/statement',
      },
      coachClientStatementSend: {
        pattern: '/api/coach/client/:id/statement/send',
        abc: '/api/coach/client/abc/statement/send',
        'a/b': '/api/coach/client/a%2Fb/statement/send',
      },
      family: '/api/family',
      familyAgreement: '/api/family/agreement',
      health: '/api/health',
    });
  });

  it('holds every group under the same names', () => {
    for (const group of [AUTH_PATHS, SITE_PATHS, CONSULTATION_PATHS, ALERT_PATHS, STUDENT_PATHS, COACH_PATHS, FAMILY_PATHS]) {
      expect(API_PATHS).toMatchObject(group);
    }
  });
});

describe('SESSION_PATHS', () => {
  it('holds every path at its value, a value put in its place encoded', () => {
    expect(values(SESSION_PATHS)).toEqual({
      availability: '/api/coach/availability',
      slots: '/api/sessions/slots',
      sessions: '/api/sessions',
      session: { pattern: '/api/sessions/:id', abc: '/api/sessions/abc', 'a/b': '/api/sessions/a%2Fb' },
      attendance: {
        pattern: '/api/sessions/:id/attendance',
        abc: '/api/sessions/abc/attendance',
        'a/b': '/api/sessions/a%2Fb/attendance',
      },
      coachSessions: '/api/coach/sessions',
      calendarFeed: '/api/calendar-feed',
      calendarFeedRotate: '/api/calendar-feed/rotate',
      calendar: '/api/calendar',
      calendarFile: {
        pattern: '/api/calendar/:token.ics',
        abc: '/api/calendar/abc.ics',
        'a/b': '/api/calendar/a%2Fb.ics',
      },
    });
  });
});
