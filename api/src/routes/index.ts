import type { AnyRoute } from '../http/route.js';
import { clientRoutes } from './client/index.js';
import { coachRoutes } from './coach/index.js';

/**
 * Every API route, group by group. This list is the single place that says who may call what:
 * `npm run routes -w api` prints it as a table, and routes.test.ts checks it.
 */
export const routes: AnyRoute[] = [...clientRoutes, ...coachRoutes];
