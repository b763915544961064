import { API_PATHS, reportQuerySchema } from '../../../contract/index.js';
import { defineRoute, type AnyRoute } from '../../../http/route.js';
import { getReport, getReportExport, getReportMonths } from './report.js';

/** The practice's report: its figures over a period of days, month by month, and as a spreadsheet. */
export const coachReportRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: API_PATHS.coachReport,
    access: 'coach',
    summary:
      'The practice’s figures over ?from=&to= (days, practice time): sessions by attendance, income, outstanding, clients',
    query: reportQuerySchema,
    handler: getReport,
  }),
  defineRoute({
    method: 'GET',
    path: API_PATHS.coachReportMonths,
    access: 'coach',
    summary: 'The same figures for each month of ?from=&to=, oldest first, and for the whole period',
    query: reportQuerySchema,
    handler: getReportMonths,
  }),
  defineRoute({
    method: 'GET',
    path: API_PATHS.coachReportExport,
    access: 'coach',
    summary: 'Download the months of ?from=&to= and their total as .xlsx',
    query: reportQuerySchema,
    handler: getReportExport,
  }),
];
