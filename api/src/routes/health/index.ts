import { API_PATHS } from '../../contract/paths.js';
import { defineRoute, type AnyRoute } from '../../http/route.js';
import { health } from './health.js';

/** Liveness for load balancers and the start-up check. */
export const healthRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: API_PATHS.health,
    access: 'public',
    summary: 'Server and data store are up; which store',
    handler: (ctx) => health(ctx),
  }),
];
