import { API_PATHS } from '../../contract/index.js';
import { defineRoute, type AnyRoute } from '../../http/route.js';
import { familyAgreementRoutes } from './agreement.js';
import { auditFamilyRead, getFamily } from './family.js';

/** A guardian's: the agreement for families, then what each of their students shares with them. */
export const familyRoutes: AnyRoute[] = [
  ...familyAgreementRoutes,
  defineRoute({
    method: 'GET',
    path: API_PATHS.family,
    access: 'guardian',
    rateLimit: 'familyRead',
    summary: 'The guardian’s students, each with only the sections they share and the briefs sent (agreement first)',
    audit: auditFamilyRead,
    handler: getFamily,
  }),
];
