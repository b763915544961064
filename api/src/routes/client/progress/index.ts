import { API_PATHS, completeActivitySchema, idParams, startActivitySchema } from '../../../contract/index.js';
import { defineRoute, type AnyRoute } from '../../../http/route.js';
import { completeActivityRoute, listMyProgress, startActivityRoute } from './progress.js';

/** A student's progress records. */
export const progressRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: API_PATHS.myProgress,
    access: 'client',
    summary: 'List the signed-in student’s progress records',
    handler: listMyProgress,
  }),
  defineRoute({
    method: 'POST',
    path: API_PATHS.startActivity,
    access: 'client',
    rateLimit: 'studentWrite',
    summary: 'Start an activity (starting twice returns the same record)',
    body: startActivitySchema,
    handler: startActivityRoute,
  }),
  defineRoute({
    method: 'PUT',
    path: API_PATHS.activityCompletion.pattern,
    access: 'client',
    rateLimit: 'studentWrite',
    summary: 'Mark one of the student’s own activities complete',
    params: idParams,
    body: completeActivitySchema,
    handler: completeActivityRoute,
  }),
];
