import { API_PATHS, familyAgreementSchema } from '../../../contract/index.js';
import { defineRoute, type AnyRoute } from '../../../http/route.js';
import { getFamilyAgreement, putFamilyAgreement } from './familyAgreement.js';

/** The practice's agreement for families, which each guardian accepts before seeing anything of a student. */
export const coachFamilyAgreementRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: API_PATHS.coachFamilyAgreement,
    access: 'coach',
    summary: 'Read the agreement for families (version 0 until written) and every acceptance, newest first',
    handler: getFamilyAgreement,
  }),
  defineRoute({
    method: 'PUT',
    path: API_PATHS.coachFamilyAgreement,
    access: 'coach',
    summary: 'Save the agreement for families; a changed text is a new version that guardians accept again',
    body: familyAgreementSchema,
    handler: putFamilyAgreement,
  }),
];
