import { API_PATHS, idParams, planPayloadSchema, reassessmentSchema } from '../../../contract/index.js';
import { defineRoute, type AnyRoute } from '../../../http/route.js';
import { createPlanRoute, getPlan, listPlans, reassessPlanRoute, updatePlanRoute } from './plans.js';

/** A student's barriers-and-strategies plans and their reassessments. */
export const planRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: API_PATHS.plans,
    access: 'client',
    summary: 'Summaries of the student’s plans, newest first (the whole plan by id)',
    handler: listPlans,
  }),
  defineRoute({
    method: 'POST',
    path: API_PATHS.plans,
    idempotent: true,
    access: 'client',
    rateLimit: 'studentWrite',
    summary: 'Save a new plan',
    body: planPayloadSchema,
    handler: createPlanRoute,
  }),
  defineRoute({
    method: 'GET',
    path: API_PATHS.plan.pattern,
    access: 'client',
    summary: 'Read one of the student’s own plans',
    params: idParams,
    handler: getPlan,
  }),
  defineRoute({
    method: 'PUT',
    path: API_PATHS.plan.pattern,
    idempotent: true,
    access: 'client',
    rateLimit: 'studentWrite',
    summary: 'Update one of the student’s own plans',
    params: idParams,
    body: planPayloadSchema,
    handler: updatePlanRoute,
  }),
  defineRoute({
    method: 'PUT',
    path: API_PATHS.reassessment.pattern,
    idempotent: true,
    access: 'client',
    rateLimit: 'studentWrite',
    summary: 'Reassess one of the student’s own plans',
    params: idParams,
    body: reassessmentSchema,
    handler: reassessPlanRoute,
  }),
];
