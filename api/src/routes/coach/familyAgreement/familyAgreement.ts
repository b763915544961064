import type { CoachFamilyAgreement } from '../../../contract/index.js';
import { readCoachAgreement, saveAgreement } from '../../../commands/familyAgreement.js';
import type { AppContext } from '../../../http/context.js';
import type { RouteInput } from '../../../http/route.js';

/** GET /api/coach/family-agreement: the agreement for families and who accepted which version. */
export function getFamilyAgreement(): Promise<CoachFamilyAgreement> {
  return readCoachAgreement();
}

/** PUT /api/coach/family-agreement: saves the text; a changed text is a new version. */
export async function putFamilyAgreement(
  _ctx: AppContext,
  { body }: RouteInput<{ text: string }, undefined, undefined>,
): Promise<CoachFamilyAgreement> {
  await saveAgreement(body.text);
  return readCoachAgreement();
}
