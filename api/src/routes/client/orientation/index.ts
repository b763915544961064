import { API_PATHS, orientationSchema } from '../../../contract/index.js';
import { defineRoute, type AnyRoute } from '../../../http/route.js';
import { createOrientation, getOrientation, listReflections, updateOrientation } from './orientation.js';

/** A student's orientation answers, as one record and as My Reflections' list. */
export const orientationRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: API_PATHS.orientation,
    access: 'client',
    summary: 'Read the student’s orientation record (null before the first save)',
    handler: getOrientation,
  }),
  defineRoute({
    method: 'POST',
    path: API_PATHS.orientation,
    idempotent: true,
    access: 'client',
    rateLimit: 'studentWrite',
    summary: 'First save of the orientation answers (409 if a record exists)',
    body: orientationSchema,
    handler: createOrientation,
  }),
  defineRoute({
    method: 'PUT',
    path: API_PATHS.orientation,
    idempotent: true,
    access: 'client',
    rateLimit: 'studentWrite',
    summary: 'Save the orientation answers again (creates the record if missing)',
    body: orientationSchema,
    handler: updateOrientation,
  }),
  defineRoute({
    method: 'GET',
    path: API_PATHS.reflections,
    access: 'client',
    summary: 'List the answered orientation questions for My Reflections',
    handler: listReflections,
  }),
];
