import { API_PATHS, coachAttainmentScoreSchema, idParams } from '../../../contract/index.js';
import { audited } from '../../../http/accessLog.js';
import { defineRoute, type AnyRoute } from '../../../http/route.js';
import { readClientOutcomes, scoreClientPlan } from './outcomes.js';

/** A client's goal attainment and outcomes over time, as the coach reads and scores them. */
export const coachOutcomeRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: API_PATHS.coachClientOutcomes.pattern,
    access: 'coach',
    summary: 'Read a client’s plans with their attainment scores, and 12 weeks of check-in figures',
    params: idParams,
    audit: audited.client('client.outcomes.view'),
    handler: readClientOutcomes,
  }),
  defineRoute({
    method: 'POST',
    path: API_PATHS.coachClientAttainment.pattern,
    access: 'coach',
    summary: 'Score one of a client’s plans on its attainment scale (-2 to 2)',
    params: idParams,
    body: coachAttainmentScoreSchema,
    audit: audited.client('client.attainment.score'),
    handler: scoreClientPlan,
  }),
];
