import type { CurrentUser } from '@app/api/contract';
import { isCoachUser, isGuardianUser } from '@app/api/contract/roles';
import type { CurrentUserState } from '@app/kit/api';
import { page, type PageRef } from './pages.ts';

/** Who is looking, as far as routing is concerned: each audience has its own pages at the same paths. */
export type Audience = 'signedOut' | 'coach' | 'client' | 'clientWithoutProfile' | 'guardian';

/** A path and the page that renders there. */
export interface AppRoute {
  path: string;
  page: PageRef;
}

/**
 * Decides the audience from the current user; a client without a profile only gets profile set-up, a guardian
 * only the Family page.
 */
export function audienceOf(
  state: Pick<CurrentUserState, 'isAuthenticated' | 'isCoach' | 'isGuardian' | 'clientProfile'>,
): Audience {
  if (!state.isAuthenticated) return 'signedOut';
  if (state.isCoach) return 'coach';
  if (state.isGuardian) return 'guardian';
  return state.clientProfile ? 'client' : 'clientWithoutProfile';
}

const admin = page('admin', 'AdminPage');
const notificationSettings = page('admin', 'NotificationSettings');
const coachDashboard = page('coach', 'CoachDashboard');
const studentDashboard = page('client', 'StudentDashboard');
const profileSetup = page('client', 'ProfileSetup');
const theBoat = page('client', 'TheBoat');
const family = page('client', 'Family');

/** The privacy notices: public, the same page for everyone. */
const PRIVACY: AppRoute[] = [
  { path: '/privacy/families', page: page('landing', 'PrivacyFamilies') },
  { path: '/privacy/students', page: page('landing', 'PrivacyStudents') },
];

/** The page for any path not in the audience's table. */
export const NOT_FOUND: PageRef = page('landing', 'NotFound');

const tables: Record<Audience, AppRoute[]> = {
  signedOut: [
    { path: '/', page: page('landing', 'LandingPage') },
    { path: '/admin', page: admin },
    { path: '/notifications', page: notificationSettings },
    { path: '/access-denied', page: page('landing', 'AccessDenied') },
    // The Boat tells a visitor it needs a log-in ('Access Required') rather than showing a 404.
    { path: '/the-boat', page: theBoat },
    ...PRIVACY,
  ],
  coach: [
    { path: '/', page: coachDashboard },
    { path: '/coach-dashboard', page: coachDashboard },
    { path: '/client/:id', page: page('coach', 'ClientDetail') },
    { path: '/client/:id/report', page: page('coach', 'ClientReport') },
    { path: '/availability', page: page('coach', 'Availability') },
    { path: '/practice-profile', page: page('coach', 'PracticeProfile') },
    { path: '/report', page: page('coach', 'PracticeReport') },
    { path: '/admin', page: admin },
    { path: '/notifications', page: notificationSettings },
    ...PRIVACY,
  ],
  client: [
    { path: '/', page: studentDashboard },
    { path: '/dashboard', page: studentDashboard },
    { path: '/orientation', page: page('client', 'Orientation') },
    { path: '/barriers-strategies', page: page('client', 'BarriersStrategies') },
    { path: '/reassess-plan/:id', page: page('client', 'ReassessPlan') },
    { path: '/view-plan/:id', page: page('client', 'ViewPlan') },
    { path: '/the-boat', page: theBoat },
    { path: '/my-reflections', page: page('client', 'MyReflections') },
    { path: '/reminders', page: page('client', 'Reminders') },
    { path: '/sharing', page: page('client', 'Sharing') },
    ...PRIVACY,
  ],
  clientWithoutProfile: [
    { path: '/', page: profileSetup },
    { path: '/setup-profile', page: profileSetup },
    ...PRIVACY,
  ],
  // A guardian sees the Family page only: every student and coach path is the 404 page.
  guardian: [{ path: '/', page: family }, { path: '/family', page: family }, ...PRIVACY],
};

/** The routes an audience may reach; everything else is the 404 page. */
export function routesFor(audience: Audience): AppRoute[] {
  return tables[audience];
}

/** Splits a path into its segments, ignoring empty ones (a trailing slash). */
const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * The page an audience sees at `pathname`, as the shell's <Routes> picks it (a `:name` segment stands for any
 * one segment, letters match in any case), without the router: the page's first script uses it before any library.
 */
export function pageAt(pathname: string, audience: Audience): PageRef {
  const segments = segmentsOf(pathname.toLowerCase());
  const route = tables[audience].find(({ path }) => {
    const pattern = segmentsOf(path.toLowerCase());
    return pattern.length === segments.length && pattern.every((part, i) => part.startsWith(':') || part === segments[i]);
  });
  return route?.page ?? NOT_FOUND;
}

/** The page a signed-in user sees at `pathname` (the user's role read as the kit reads it). */
export function pageForUser(user: CurrentUser, pathname: string): PageRef {
  const isCoach = isCoachUser(user);
  const isGuardian = isGuardianUser(user);
  return pageAt(pathname, audienceOf({ isAuthenticated: true, isCoach, isGuardian, clientProfile: user.clientProfile }));
}
