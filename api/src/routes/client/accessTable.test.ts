import { describe, expect, it } from 'vitest';
import { routes } from '../index.js';
import { routeRows } from '../table.js';
import { coachRoutes } from '../coach/index.js';
import { clientRoutes } from './index.js';

/** Who may call each student and coach route: a student only their own records, the coach every student's. */
const EXPECTED: Array<[method: string, path: string, access: string]> = [
  ['POST', '/api/client-profile', 'clientAccount'],
  ['GET', '/api/client-profile/prefill', 'clientAccount'],
  ['GET', '/api/activities', 'user'],
  ['GET', '/api/my-progress', 'client'],
  ['POST', '/api/activity-completion', 'client'],
  ['PUT', '/api/activity-completion/:id', 'client'],
  ['GET', '/api/orientation-responses', 'client'],
  ['POST', '/api/orientation-responses', 'client'],
  ['PUT', '/api/orientation-responses', 'client'],
  ['GET', '/api/orientation-responses/reflections', 'client'],
  ['GET', '/api/barriers-strategies', 'client'],
  ['POST', '/api/barriers-strategies', 'client'],
  ['GET', '/api/barriers-strategies/:id', 'client'],
  ['PUT', '/api/barriers-strategies/:id', 'client'],
  ['PUT', '/api/barriers-strategies/:id/reassess', 'client'],
  ['GET', '/api/check-ins', 'client'],
  ['POST', '/api/check-ins', 'client'],
  ['GET', '/api/check-ins/summary', 'client'],
  ['PUT', '/api/check-ins/pause', 'client'],
  ['POST', '/api/barriers-strategies/:id/attainment', 'client'],
  ['GET', '/api/my-outcomes', 'client'],
  ['GET', '/api/reminder-settings', 'client'],
  ['PUT', '/api/reminder-settings', 'client'],
  ['GET', '/api/my-data', 'client'],
  ['GET', '/api/coach/clients', 'coach'],
  ['GET', '/api/coach/stats', 'coach'],
  ['GET', '/api/coach/client/:id', 'coach'],
  ['GET', '/api/coach/client/:id/work', 'coach'],
  ['PUT', '/api/coach/client/:id', 'coach'],
  ['GET', '/api/coach/client/:id/outcomes', 'coach'],
  ['POST', '/api/coach/client/:id/attainment', 'coach'],
  ['GET', '/api/coach/client/:id/export', 'coach'],
  ['DELETE', '/api/coach/client/:id', 'coach'],
  ['GET', '/api/coach/access-log', 'coach'],
  ['GET', '/api/coach/approved-emails', 'coach'],
  ['POST', '/api/coach/approved-emails', 'coach'],
  ['DELETE', '/api/coach/approved-emails/:email', 'coach'],
  ['GET', '/api/coach/needs-attention', 'coach'],
];

describe('access table of the student and coach routes', () => {
  it('declares exactly the expected method, path and access for each route', () => {
    const rows = routeRows([...clientRoutes, ...coachRoutes]);
    expect(rows.map((row) => [row.method, row.path, row.access])).toEqual(EXPECTED);
    // A student's every write counts against the student's own limit; reads and the coach's calls are not limited.
    const limited = rows.filter((row) => row.rateLimit !== '').map((row) => `${row.method} ${row.path} ${row.rateLimit}`);
    const studentWrites = rows
      .filter((row) => row.method !== 'GET' && clientRoutes.some((route) => route.path === row.path))
      .map((row) => `${row.method} ${row.path} studentWrite`);
    expect(limited).toEqual(studentWrites);
  });

  it('gives every route a summary and a schema for each body and id parameter', () => {
    for (const route of [...clientRoutes, ...coachRoutes]) {
      expect(route.summary, route.path).toMatch(/\w{3,}/);
      if (route.method === 'POST' || route.method === 'PUT')
        expect(route.body, `${route.method} ${route.path}`).toBeDefined();
      if (route.path.includes('/:')) expect(route.params, `${route.method} ${route.path}`).toBeDefined();
    }
  });

  it('is part of the API’s one route list, with no path declared twice', () => {
    for (const route of [...clientRoutes, ...coachRoutes]) expect(routes).toContain(route);
    const keys = routes.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
