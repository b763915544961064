import { API_PATHS, attainmentScoreSchema, idParams } from '../../../contract/index.js';
import { defineRoute, type AnyRoute } from '../../../http/route.js';
import { readMyOutcomes, scoreMyPlan } from './outcomes.js';

/** The student's goal attainment scores and outcomes over time. */
export const outcomeRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    path: API_PATHS.planAttainment.pattern,
    idempotent: true,
    access: 'client',
    rateLimit: 'studentWrite',
    summary: 'Score one of the student’s own plans on its attainment scale (-2 to 2)',
    params: idParams,
    body: attainmentScoreSchema,
    handler: scoreMyPlan,
  }),
  defineRoute({
    method: 'GET',
    path: API_PATHS.myOutcomes,
    access: 'client',
    summary: 'The student’s plans with their attainment scores, and 12 weeks of check-in figures',
    handler: readMyOutcomes,
  }),
];
