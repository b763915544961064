import { describe, expect, it } from 'vitest';
import { ACCESS, type Access } from '../http/access.js';
import { defineRoute, type AnyRoute } from '../http/route.js';
import { routes } from './index.js';

/**
 * Who a route serves when its access is one of these: anyone (public pages, sign-in), or the signed-in
 * student alone, whose own records reach them unlogged. Every other access (coach, staff, the admin's
 * device, any role added later, such as a guardian's) lets someone other than the student call it.
 */
const NOT_STAFF: readonly Access[] = ['public', 'clientAccount', 'client'];

/**
 * The routes staff can call that write nothing to the access log, each with why its reply holds no
 * student's records. Reviewed: a new staff route that reads students declares an `audit` instead.
 */
const WITHOUT_STUDENT_RECORDS: Readonly<Record<string, string>> = {
  'PUT /api/site': "the practice's public page",
  'GET /api/coach/practice-profile': "the practice's profile and its meeting link",
  'PUT /api/site/photo': "the coach's photo on the public page",
  'DELETE /api/site/photo': "the coach's photo on the public page",
  'GET /api/auth/user': "the caller's own account",
  'GET /api/admin/check': 'whether this session may open the inbox: yes or no',
  'GET /api/notifications': 'the live alert of a new enquiry (a name and a grade)',
  'POST /api/push/subscribe': "the caller's own device",
  'DELETE /api/push/subscribe': "the caller's own device",
  'GET /api/activities': 'the shared activity library',
  'GET /api/coach/stats': 'counts and averages over every client, naming none',
  'GET /api/coach/report': 'sums and counts over every client, naming none',
  'GET /api/coach/report/months': 'sums and counts over every client by month, naming none',
  'GET /api/coach/report/export': 'sums and counts over every client by month, naming none',
  'GET /api/coach/access-log': 'the access log itself: recording its reading would add an entry per reading',
  'GET /api/coach/approved-emails': 'the addresses the coach let in; approving and withdrawing each is logged',
  'GET /api/coach/availability': "the coach's own hours",
  'PUT /api/coach/availability': "the coach's own hours",
  'GET /api/sessions/slots': 'free times, naming nobody',
  'GET /api/calendar-feed': "the caller's own subscription address",
  'POST /api/calendar-feed/rotate': "the caller's own subscription address",
  'GET /api/coach/family-agreement': "the practice's agreement for families and the guardians who accepted it",
  'PUT /api/coach/family-agreement': "the practice's agreement for families",
  'GET /api/coach/packages': "the packages the practice offers; selling one to a client is logged",
  'GET /api/family/agreement': "the practice's agreement and whether the caller accepted it",
  'POST /api/family/agreement': "the caller's own acceptance of the agreement",
};

const keyOf = (route: AnyRoute) => `${route.method} ${route.path}`;
const staffCanCall = (route: AnyRoute) => !NOT_STAFF.includes(route.access);

/** Staff routes with no decision: no audit, and not listed as holding no student's records. */
function undecided(list: readonly AnyRoute[]): string[] {
  return list
    .filter((route) => staffCanCall(route) && !route.audit && !(keyOf(route) in WITHOUT_STUDENT_RECORDS))
    .map(keyOf);
}

describe('staff reading students’ records through a route that leaves no trace in the access log', () => {
  it('finds no staff route without an audit, unless it is listed as holding no student’s records', () => {
    expect(undecided(routes)).toEqual([]);
  });

  it('checks every access other than public and the student’s own, so a new role is checked too', () => {
    const checked = (Object.keys(ACCESS) as Access[]).filter((access) => !NOT_STAFF.includes(access));
    expect(checked).toEqual(expect.arrayContaining(['user', 'coach', 'staff', 'device']));
    expect(routes.some((route) => checked.includes(route.access))).toBe(true);
  });

  it('fails a new coach list of students added without an audit', () => {
    const newList = defineRoute({
      method: 'GET',
      path: '/api/coach/new-list',
      access: 'coach',
      summary: 'A new list of students',
      handler: () => [],
    });
    expect(undecided([...routes, newList])).toEqual(['GET /api/coach/new-list']);
  });

  it('lists only existing staff routes that really write nothing, so the list stays reviewed', () => {
    for (const key of Object.keys(WITHOUT_STUDENT_RECORDS)) {
      const route = routes.find((candidate) => keyOf(candidate) === key);
      expect(route, `${key} is listed but no such route exists`).toBeDefined();
      expect(staffCanCall(route!), `${key} is listed but staff cannot call it`).toBe(true);
      expect(route!.audit, `${key} is listed but writes to the access log`).toBeUndefined();
    }
  });
});
