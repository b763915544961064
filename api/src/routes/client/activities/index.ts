import { API_PATHS } from '../../../contract/paths.js';
import { defineRoute, type AnyRoute } from '../../../http/route.js';
import { listActivities } from './activities.js';

/** The activity library. */
export const activityRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: API_PATHS.activities,
    access: 'user',
    summary: 'List the activity library',
    handler: listActivities,
  }),
];
