import { API_PATHS, checkInListQuerySchema, checkInPauseSchema, checkInSchema } from '../../../contract/index.js';
import { defineRoute, type AnyRoute } from '../../../http/route.js';
import { createCheckIn, pauseCheckIns, readCheckIns, readCheckInSummary } from './checkIns.js';

/** The student's check-ins, and how consistently they check in. */
export const checkInRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: API_PATHS.checkIns,
    access: 'client',
    summary: 'The student’s check-ins of some days (?from=&to=, at most 366 days; the last 366 by default), newest first',
    query: checkInListQuerySchema,
    handler: readCheckIns,
  }),
  defineRoute({
    method: 'POST',
    path: API_PATHS.checkIns,
    idempotent: true,
    access: 'client',
    rateLimit: 'studentWrite',
    summary: 'Save a check-in: task, planned and actual minutes, started on time, dated up to 14 days back',
    body: checkInSchema,
    handler: createCheckIn,
  }),
  defineRoute({
    method: 'GET',
    path: API_PATHS.checkInSummary,
    access: 'client',
    summary: 'Days with a check-in among the last 7, the median estimate ratio of 14 days, and whether paused',
    handler: readCheckInSummary,
  }),
  defineRoute({
    method: 'PUT',
    path: API_PATHS.checkInPause,
    access: 'client',
    rateLimit: 'studentWrite',
    summary: 'Pause or resume counting check-ins (holidays, illness)',
    body: checkInPauseSchema,
    handler: pauseCheckIns,
  }),
];
