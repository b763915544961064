import { API_PATHS, agreementAcceptanceSchema, type FamilyAgreement } from '../../contract/index.js';
import { acceptAgreement, readFamilyAgreement } from '../../commands/familyAgreement.js';
import type { AppContext } from '../../http/context.js';
import { guardianOf } from '../../http/guardian.js';
import { defineRoute, type AnyRoute, type RouteInput } from '../../http/route.js';

/** GET /api/family/agreement: the current agreement and whether this guardian accepted it. */
async function getAgreement(ctx: AppContext): Promise<FamilyAgreement> {
  return readFamilyAgreement((await guardianOf(ctx))._id);
}

/** POST /api/family/agreement: accepts the current version (409 for another version, or none written yet). */
async function postAcceptance(
  ctx: AppContext,
  { body }: RouteInput<{ version: number }, undefined, undefined>,
): Promise<FamilyAgreement> {
  return acceptAgreement((await guardianOf(ctx))._id, body.version, ctx.ip);
}

/** The agreement for families as a guardian reads and accepts it. */
export const familyAgreementRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: API_PATHS.familyAgreement,
    access: 'guardian',
    summary: 'Read the practice’s agreement for families and whether this guardian accepted its current version',
    handler: getAgreement,
  }),
  defineRoute({
    method: 'POST',
    path: API_PATHS.familyAgreement,
    access: 'guardian',
    summary: 'Accept the current version of the agreement for families (409 if it changed or is not written)',
    body: agreementAcceptanceSchema,
    handler: postAcceptance,
  }),
];
