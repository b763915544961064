import type { AnyRoute } from '../http/route.js';
import { adminRoutes } from './admin/index.js';
import { authRoutes } from './auth/index.js';
import { clientRoutes } from './client/index.js';
import { coachRoutes } from './coach/index.js';
import { consultationRoutes } from './consultations/index.js';
import { healthRoutes } from './health/index.js';
import { notificationRoutes } from './notifications/index.js';
import { sessionRoutes } from './sessions/index.js';
import { siteRoutes } from './site/index.js';
import { familyRoutes } from './family/index.js';

/**
 * Every API route, group by group. This list is the single place that says who may call what:
 * `npm run routes -w api` prints it as a table, and routes.test.ts checks it.
 */
export const routes: AnyRoute[] = [
  ...healthRoutes,
  ...siteRoutes,
  ...authRoutes,
  ...adminRoutes,
  ...consultationRoutes,
  ...notificationRoutes,
  ...clientRoutes,
  ...coachRoutes,
  ...sessionRoutes,
  ...familyRoutes,
];
