import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../contract/paths.js';
import { routes } from '../index.js';
import { routeRows } from '../table.js';
import { coachRoutes } from '../coach/index.js';
import { clientRoutes } from './index.js';

/** Who may call each student and coach route: a student only their own records, the coach every student's. */
const EXPECTED: Array<[method: string, path: string, access: string]> = [
  ['POST', API_PATHS.clientProfile, 'clientAccount'],
  ['GET', API_PATHS.profilePrefill, 'clientAccount'],
  ['GET', API_PATHS.activities, 'user'],
  ['GET', API_PATHS.myProgress, 'client'],
  ['POST', API_PATHS.startActivity, 'client'],
  ['PUT', API_PATHS.activityCompletion.pattern, 'client'],
  ['GET', API_PATHS.orientation, 'client'],
  ['POST', API_PATHS.orientation, 'client'],
  ['PUT', API_PATHS.orientation, 'client'],
  ['GET', API_PATHS.reflections, 'client'],
  ['GET', API_PATHS.plans, 'client'],
  ['POST', API_PATHS.plans, 'client'],
  ['GET', API_PATHS.plan.pattern, 'client'],
  ['PUT', API_PATHS.plan.pattern, 'client'],
  ['PUT', API_PATHS.reassessment.pattern, 'client'],
  ['GET', API_PATHS.checkIns, 'client'],
  ['POST', API_PATHS.checkIns, 'client'],
  ['GET', API_PATHS.checkInSummary, 'client'],
  ['PUT', API_PATHS.checkInPause, 'client'],
  ['POST', API_PATHS.planAttainment.pattern, 'client'],
  ['GET', API_PATHS.myOutcomes, 'client'],
  ['GET', API_PATHS.reminderSettings, 'client'],
  ['PUT', API_PATHS.reminderSettings, 'client'],
  ['PUT', API_PATHS.reminderTimeZone, 'client'],
  ['GET', API_PATHS.myData, 'client'],
  ['GET', API_PATHS.sharing, 'client'],
  ['PUT', API_PATHS.sharingGuardian.pattern, 'client'],
  ['GET', API_PATHS.sharingPreview.pattern, 'client'],
  ['GET', API_PATHS.myBriefs, 'client'],
  ['GET', API_PATHS.myAccount, 'client'],
  ['GET', API_PATHS.myStatement, 'family'],
  ['GET', API_PATHS.coachClients, 'coach'],
  ['GET', API_PATHS.coachStats, 'coach'],
  ['GET', API_PATHS.coachClient.pattern, 'coach'],
  ['GET', API_PATHS.coachClientWork.pattern, 'coach'],
  ['PUT', API_PATHS.coachClient.pattern, 'coach'],
  ['GET', API_PATHS.coachClientOutcomes.pattern, 'coach'],
  ['POST', API_PATHS.coachClientAttainment.pattern, 'coach'],
  ['GET', API_PATHS.coachClientExport.pattern, 'coach'],
  ['DELETE', API_PATHS.coachClient.pattern, 'coach'],
  ['GET', API_PATHS.accessLog, 'coach'],
  ['GET', API_PATHS.approvedEmails, 'coach'],
  ['POST', API_PATHS.approvedEmails, 'coach'],
  ['DELETE', API_PATHS.approvedEmail.pattern, 'coach'],
  ['GET', API_PATHS.needsAttention, 'coach'],
  ['GET', API_PATHS.coachClientGuardians.pattern, 'coach'],
  ['POST', API_PATHS.coachClientGuardians.pattern, 'coach'],
  ['DELETE', API_PATHS.coachClientGuardian.pattern, 'coach'],
  ['GET', API_PATHS.coachFamilyAgreement, 'coach'],
  ['PUT', API_PATHS.coachFamilyAgreement, 'coach'],
  ['GET', API_PATHS.coachClientBriefs.pattern, 'coach'],
  ['POST', API_PATHS.coachClientBriefs.pattern, 'coach'],
  ['POST', API_PATHS.coachClientBriefSend.pattern, 'coach'],
  ['GET', API_PATHS.coachPackages, 'coach'],
  ['POST', API_PATHS.coachPackages, 'coach'],
  ['POST', API_PATHS.coachPackageRetire.pattern, 'coach'],
  ['POST', API_PATHS.coachClientPackages.pattern, 'coach'],
  ['POST', API_PATHS.coachClientPayments.pattern, 'coach'],
  ['GET', API_PATHS.coachClientAccount.pattern, 'coach'],
  ['GET', API_PATHS.coachClientStatement.pattern, 'coach'],
  ['POST', API_PATHS.coachClientStatementSend.pattern, 'coach'],
  ['GET', API_PATHS.coachReport, 'coach'],
  ['GET', API_PATHS.coachReportMonths, 'coach'],
  ['GET', API_PATHS.coachReportExport, 'coach'],
];

describe('access table of the student and coach routes', () => {
  it('declares exactly the expected method, path and access for each route', () => {
    const rows = routeRows([...clientRoutes, ...coachRoutes]);
    expect(rows.map((row) => [row.method, row.path, row.access])).toEqual(EXPECTED);
    // A student's every write counts against the student's own limit, and so does the download of all their records;
    // other reads and the coach's calls are not limited.
    const limited = rows.filter((row) => row.rateLimit !== '').map((row) => `${row.method} ${row.path} ${row.rateLimit}`);
    const studentWrites = rows
      .filter((row) => row.method !== 'GET' && clientRoutes.some((route) => route.path === row.path))
      .map((row) => `${row.method} ${row.path} studentWrite`);
    expect(limited.sort()).toEqual([...studentWrites, `GET ${API_PATHS.myData} ownDataExport`].sort());
  });

  it('gives every route a summary and a schema for each body and id parameter', () => {
    for (const route of [...clientRoutes, ...coachRoutes]) {
      expect(route.summary, route.path).toMatch(/\w{3,}/);
      // Sending a brief and retiring a package take no input: what they act on is named in the path.
      const takesNothing = [API_PATHS.coachClientBriefSend.pattern, API_PATHS.coachPackageRetire.pattern].includes(
        route.path,
      );
      if ((route.method === 'POST' || route.method === 'PUT') && !takesNothing)
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
