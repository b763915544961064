import { describe, expect, it } from 'vitest';
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
  ['GET', '/api/health', 'public', ''],
  ['GET', '/api/site', 'public', ''],
  ['PUT', '/api/site', 'coach', ''],
  ['PUT', '/api/site/photo', 'coach', ''],
  ['DELETE', '/api/site/photo', 'coach', ''],
  ['GET', '/api/site/photo/:name', 'public', ''],
  ['GET', '/api/login', 'public', ''],
  ['POST', '/api/login', 'public', 'signInLink'],
  ['GET', '/api/login/verify', 'public', ''],
  ['POST', '/api/login/verify', 'public', ''],
  ['GET', '/api/callback', 'public', ''],
  ['GET', '/api/logout', 'public', ''],
  ['POST', '/api/logout', 'public', ''],
  ['GET', '/api/auth/user', 'user', ''],
  ['GET', '/api/admin/check', 'staff', ''],
  ['POST', '/api/admin/login', 'public', 'adminLogin'],
  ['POST', '/api/admin/logout', 'public', ''],
  ['POST', '/api/consultation-request', 'public', 'consultation'],
  ['GET', '/api/consultation-requests', 'staff', ''],
  ['GET', '/api/consultation-requests/export', 'staff', ''],
  ['PUT', '/api/consultation-request/:id', 'staff', ''],
  ['DELETE', '/api/consultation-request/:id', 'staff', ''],
  ['POST', '/api/consultation-request/:id/invite', 'coach', ''],
  ['GET', '/api/email-status', 'public', ''],
  ['GET', '/api/notifications', 'staff', ''],
  ['GET', '/api/push/public-key', 'public', ''],
  ['POST', '/api/push/subscribe', 'device', ''],
  ['DELETE', '/api/push/subscribe', 'device', ''],
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
      const takesNothing = route.path.includes('logout') || (route.method === 'DELETE' && route.path === '/api/site/photo');
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
