import { matchRoutes } from '@app/kit/router';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@app/api/contract';
import { audienceOf, NOT_FOUND, pageAt as pageOfPath, pageForUser, routesFor, type Audience } from './route-table';

const nameOf = (page: { remote: string; module: string }) => `${page.remote}/${page.module}`;

/** The page a path shows for an audience, as the shell's <Routes> picks it; pageAt must always agree. */
function pageAt(audience: Audience, path: string): string {
  const match = matchRoutes(routesFor(audience), path);
  const routed = nameOf(match?.[0]?.route.page ?? NOT_FOUND);
  expect(nameOf(pageOfPath(path, audience)), `${audience} at ${path}`).toBe(routed);
  return routed;
}

describe('audienceOf', () => {
  it('follows the current user', () => {
    expect(audienceOf({ isAuthenticated: false, isCoach: false, isGuardian: false, clientProfile: null })).toBe('signedOut');
    expect(audienceOf({ isAuthenticated: true, isCoach: true, isGuardian: false, clientProfile: null })).toBe('coach');
    expect(audienceOf({ isAuthenticated: true, isCoach: false, isGuardian: false, clientProfile: null })).toBe('clientWithoutProfile');
    const profile = { id: 'p1', studentFirstName: 'Sam', studentLastName: 'Lee' };
    expect(audienceOf({ isAuthenticated: true, isCoach: false, isGuardian: false, clientProfile: profile })).toBe('client');
    expect(audienceOf({ isAuthenticated: true, isCoach: false, isGuardian: true, clientProfile: null })).toBe('guardian');
  });
});

describe('routing by who is signed in', () => {
  it('signed out: landing, admin, notifications, access denied, The Boat (access required); anything else is 404', () => {
    expect(pageAt('signedOut', '/')).toBe('landing/LandingPage');
    expect(pageAt('signedOut', '/admin')).toBe('admin/AdminPage');
    expect(pageAt('signedOut', '/notifications')).toBe('admin/NotificationSettings');
    expect(pageAt('signedOut', '/access-denied')).toBe('landing/AccessDenied');
    expect(pageAt('signedOut', '/the-boat')).toBe('client/TheBoat');
    expect(pageAt('signedOut', '/dashboard')).toBe('landing/NotFound');
    expect(pageAt('signedOut', '/client/abc')).toBe('landing/NotFound');
  });

  it('coach: dashboard at / and /coach-dashboard, client detail, admin and notifications', () => {
    expect(pageAt('coach', '/')).toBe('coach/CoachDashboard');
    expect(pageAt('coach', '/coach-dashboard')).toBe('coach/CoachDashboard');
    expect(pageAt('coach', '/client/abc')).toBe('coach/ClientDetail');
    expect(pageAt('coach', '/client/abc/report')).toBe('coach/ClientReport');
    expect(pageAt('coach', '/availability')).toBe('coach/Availability');
    expect(pageAt('coach', '/report')).toBe('coach/PracticeReport');
    expect(pageAt('coach', '/admin')).toBe('admin/AdminPage');
    expect(pageAt('coach', '/notifications')).toBe('admin/NotificationSettings');
    expect(pageAt('coach', '/dashboard')).toBe('landing/NotFound');
  });

  it('client with a profile: the student screens', () => {
    expect(pageAt('client', '/')).toBe('client/StudentDashboard');
    expect(pageAt('client', '/dashboard')).toBe('client/StudentDashboard');
    expect(pageAt('client', '/orientation')).toBe('client/Orientation');
    expect(pageAt('client', '/barriers-strategies')).toBe('client/BarriersStrategies');
    expect(pageAt('client', '/reminders')).toBe('client/Reminders');
    expect(pageAt('client', '/reassess-plan/p1')).toBe('client/ReassessPlan');
    expect(pageAt('client', '/view-plan/p1')).toBe('client/ViewPlan');
    expect(pageAt('client', '/the-boat')).toBe('client/TheBoat');
    expect(pageAt('client', '/my-reflections')).toBe('client/MyReflections');
    expect(pageAt('client', '/admin')).toBe('landing/NotFound');
    expect(pageAt('client', '/setup-profile')).toBe('landing/NotFound');
    expect(pageAt('client', '/sharing')).toBe('client/Sharing');
    expect(pageAt('client', '/family')).toBe('landing/NotFound');
  });

  it('client without a profile: only the set-up form', () => {
    expect(pageAt('clientWithoutProfile', '/')).toBe('client/ProfileSetup');
    expect(pageAt('clientWithoutProfile', '/setup-profile')).toBe('client/ProfileSetup');
    expect(pageAt('clientWithoutProfile', '/dashboard')).toBe('landing/NotFound');
  });

  it('guardian: the Family page at / and /family; every student and coach path is the 404 page', () => {
    expect(pageAt('guardian', '/')).toBe('client/Family');
    expect(pageAt('guardian', '/family')).toBe('client/Family');
    const elsewhere = [...routesFor('client'), ...routesFor('coach'), ...routesFor('clientWithoutProfile')]
      .map((route) => route.path.replace(/:\w+/g, 'x1'))
      .filter((path) => path !== '/' && !path.startsWith('/privacy/'));
    for (const path of elsewhere) expect(pageAt('guardian', path), path).toBe('landing/NotFound');
  });

  it('the privacy notices are the same public pages for everyone', () => {
    for (const audience of ['signedOut', 'coach', 'client', 'clientWithoutProfile', 'guardian'] as const) {
      expect(pageAt(audience, '/privacy/families')).toBe('landing/PrivacyFamilies');
      expect(pageAt(audience, '/privacy/students')).toBe('landing/PrivacyStudents');
    }
  });
});

describe('pageForUser', () => {
  it("routes by the user's role, as the first script reads it", () => {
    const guardian: CurrentUser = {
      id: 'g1',
      email: 'parent@example.com',
      firstName: null,
      lastName: null,
      profileImageUrl: null,
      role: 'guardian',
      isCoach: false,
      isClient: false,
      clientProfile: null,
    };
    expect(nameOf(pageForUser(guardian, '/'))).toBe('client/Family');
    expect(nameOf(pageForUser(guardian, '/dashboard'))).toBe('landing/NotFound');
    expect(nameOf(pageForUser({ ...guardian, role: 'client' }, '/'))).toBe('client/ProfileSetup');
  });
});

describe('pageAt', () => {
  const audiences: Audience[] = ['signedOut', 'coach', 'client', 'clientWithoutProfile', 'guardian'];
  const paths = audiences.flatMap((audience) => routesFor(audience).map((route) => route.path));
  const variants = (path: string) => [path.replace(/:\w+/g, 'x1'), `${path.replace(/:\w+/g, 'x1')}/`, path.toUpperCase()];

  it("picks the router's page for every route of every audience, with a trailing slash and in capitals", () => {
    for (const audience of audiences) for (const path of paths) for (const variant of variants(path)) pageAt(audience, variant);
  });

  it('gives the 404 page for longer, shorter and unknown paths, as the router does', () => {
    for (const audience of audiences) {
      for (const path of ['/client', '/client/a/b', '/view-plan', '/nowhere', '/dashboard/x']) pageAt(audience, path);
    }
  });
});
