import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../contract/paths.js';
import { adminRoutes } from './admin/index.js';
import { authRoutes } from './auth/index.js';
import { consultationRoutes } from './consultations/index.js';
import { healthRoutes } from './health/index.js';
import { notificationRoutes } from './notifications/index.js';
import { siteRoutes } from './site/index.js';
import { routes } from './index.js';
import { formatRouteTable, routeRows } from './table.js';

/**
 * Who may call each public, sign-in, admin, consultation and notification route, and its rate limit:
 * one table to audit, so a route that loosens its access or loses its limit fails here.
 * (The student and coach routes have theirs in client/accessTable.test.ts.)
 */
const EXPECTED: Array<[method: string, path: string, access: string, rateLimit: string]> = [
  ['GET', API_PATHS.health, 'public', ''],
  ['GET', API_PATHS.site, 'public', ''],
  ['GET', API_PATHS.practiceProfile, 'coach', ''],
  ['PUT', API_PATHS.site, 'coach', ''],
  ['PUT', API_PATHS.sitePhoto, 'coach', ''],
  ['DELETE', API_PATHS.sitePhoto, 'coach', ''],
  ['GET', API_PATHS.sitePhotoFile.pattern, 'public', ''],
  ['GET', API_PATHS.signIn, 'public', ''],
  ['POST', API_PATHS.signIn, 'public', 'signInLink'],
  ['GET', API_PATHS.signInVerify, 'public', ''],
  ['POST', API_PATHS.signInVerify, 'public', ''],
  ['GET', API_PATHS.signInCallback, 'public', ''],
  ['GET', API_PATHS.signOut, 'public', ''],
  ['POST', API_PATHS.signOut, 'public', ''],
  ['GET', API_PATHS.currentUser, 'signedIn', ''],
  ['GET', API_PATHS.adminCheck, 'staff', ''],
  ['POST', API_PATHS.adminSignIn, 'public', 'adminLogin'],
  ['POST', API_PATHS.adminSignOut, 'public', ''],
  ['POST', API_PATHS.requestConsultation, 'public', 'consultation'],
  ['GET', API_PATHS.consultationRequests, 'staff', ''],
  ['GET', API_PATHS.consultationExport, 'staff', ''],
  ['PUT', API_PATHS.consultationRequest.pattern, 'staff', ''],
  ['DELETE', API_PATHS.consultationRequest.pattern, 'staff', ''],
  ['POST', API_PATHS.consultationInvite.pattern, 'coach', ''],
  ['GET', API_PATHS.emailStatus, 'public', ''],
  ['GET', API_PATHS.notifications, 'staff', ''],
  ['GET', API_PATHS.pushPublicKey, 'public', ''],
  ['POST', API_PATHS.pushSubscribe, 'device', ''],
  ['DELETE', API_PATHS.pushSubscribe, 'device', ''],
];

const mine = [
  ...healthRoutes,
  ...siteRoutes,
  ...authRoutes,
  ...adminRoutes,
  ...consultationRoutes,
  ...notificationRoutes,
];

describe('access table of the public, sign-in, admin, consultation and notification routes', () => {
  it('declares exactly the expected method, path, access and rate limit for each route', () => {
    expect(routeRows(mine).map((row) => [row.method, row.path, row.access, row.rateLimit])).toEqual(EXPECTED);
  });

  it('puts every one of them in the one route list, with no method and path declared twice', () => {
    for (const route of mine) expect(routes).toContain(route);
    const keys = routes.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('validates every body and id parameter, and summarises every route', () => {
    for (const route of mine) {
      expect(route.summary, route.path).toMatch(/\w{3,}/);
      if (route.method === 'DELETE' && route.path.includes('/:')) expect(route.params).toBeDefined();
      // Leaving takes no input, and so does going back to the drawn portrait.
      const takesNothing =
        route.path.includes('logout') || (route.method === 'DELETE' && route.path === API_PATHS.sitePhoto);
      if ((route.method === 'POST' || route.method === 'DELETE') && !takesNothing) {
        if (!route.path.includes('/:')) expect(route.body, `${route.method} ${route.path}`).toBeDefined();
      }
    }
  });

  it('prints as a table naming who may call each route', () => {
    const table = formatRouteTable(routes);
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/^METHOD\s+PATH\s+ACCESS\s+LIMIT\s+WHAT$/);
    for (const route of routes) {
      expect(lines.some((line) => line.startsWith(route.method) && line.includes(` ${route.path} `))).toBe(true);
    }
    expect(table).toContain('staff         the admin or a signed-in coach');
  });
});
