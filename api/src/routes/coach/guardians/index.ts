import { API_PATHS, clientGuardianParams, guardianSchema, idParams } from '../../../contract/index.js';
import { audited } from '../../../http/accessLog.js';
import { defineRoute, type AnyRoute } from '../../../http/route.js';
import { deleteGuardian, getGuardians, postGuardian } from './guardians.js';

/** A student's guardians: the parents the coach links, who then see what the student shares. */
export const coachGuardianRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: API_PATHS.coachClientGuardians.pattern,
    access: 'coach',
    summary: 'List a client’s guardians with what each sees, their agreement and their invitation',
    params: idParams,
    audit: audited.client('client.guardians.view'),
    handler: getGuardians,
  }),
  defineRoute({
    method: 'POST',
    path: API_PATHS.coachClientGuardians.pattern,
    access: 'coach',
    summary: 'Link a guardian to a client and e-mail them a 7-day invitation (409 for a student’s address)',
    params: idParams,
    body: guardianSchema,
    audit: audited.client('client.guardian.add'),
    handler: postGuardian,
  }),
  defineRoute({
    method: 'DELETE',
    path: API_PATHS.coachClientGuardian.pattern,
    access: 'coach',
    summary: 'Unlink a guardian from a client; unlinking their last client removes the guardian and their sign-in',
    params: clientGuardianParams,
    audit: audited.client('client.guardian.remove'),
    handler: deleteGuardian,
  }),
];
