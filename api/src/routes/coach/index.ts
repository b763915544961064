import type { AnyRoute } from '../../http/route.js';
import { approvedEmailRoutes } from './approvedEmails/index.js';
import { coachClientRoutes } from './clients/index.js';
import { studentRecordRoutes } from './records/index.js';

/** The coach's workspace: clients, dashboard figures, notes, records and Platform Access. */
export const coachRoutes: AnyRoute[] = [...coachClientRoutes, ...studentRecordRoutes, ...approvedEmailRoutes];
