import type { AnyRoute } from '../../http/route.js';
import { approvedEmailRoutes } from './approvedEmails/index.js';
import { coachClientRoutes } from './clients/index.js';
import { studentRecordRoutes } from './records/index.js';
import { attentionRoutes } from './attention/index.js';
import { coachOutcomeRoutes } from './outcomes/index.js';
import { coachGuardianRoutes } from './guardians/index.js';
import { coachFamilyAgreementRoutes } from './familyAgreement/index.js';
import { coachBriefRoutes } from './briefs/index.js';
import { coachAccountRoutes } from './account/index.js';
import { coachReportRoutes } from './report/index.js';

/**
 * The coach's workspace: clients, dashboard figures, notes, outcomes and attainment scores, records, Platform
 * Access, who needs attention, and the practice's packages, payments and clients' accounts.
 */
export const coachRoutes: AnyRoute[] = [
  ...coachClientRoutes,
  ...coachOutcomeRoutes,
  ...studentRecordRoutes,
  ...approvedEmailRoutes,
  ...attentionRoutes,
  ...coachGuardianRoutes,
  ...coachFamilyAgreementRoutes,
  ...coachBriefRoutes,
  ...coachAccountRoutes,
  ...coachReportRoutes,
];
