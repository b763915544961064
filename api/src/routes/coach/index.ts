import type { AnyRoute } from '../../http/route.js';
import { approvedEmailRoutes } from './approvedEmails/index.js';
import { coachClientRoutes } from './clients/index.js';

/** The coach's workspace: clients, dashboard figures, notes and Platform Access. */
export const coachRoutes: AnyRoute[] = [...coachClientRoutes, ...approvedEmailRoutes];
