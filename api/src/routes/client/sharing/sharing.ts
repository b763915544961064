import type { Brief, FamilyStudent, Sharing, SharingPayload } from '../../../contract/index.js';
import { readSentBriefs } from '../../../commands/familyView.js';
import { practiceClockOf } from '../../../http/clock.js';
import { previewSharing, readSharing, setSharing } from '../../../commands/sharing.js';
import { profileIdOf } from '../../../http/actor.js';
import type { AppContext } from '../../../http/context.js';
import type { RouteInput } from '../../../http/route.js';

type GuardianParams = { guardianId: string };

/** GET /api/sharing: the student's guardians, what each sees, the guardians' reads, newest first, and any pause. */
export function getSharing(ctx: AppContext): Promise<Sharing> {
  return readSharing(profileIdOf(ctx), practiceClockOf(ctx));
}

/** PUT /api/sharing/{guardianId}: what one of the student's own guardians may now see. */
export function putSharing(
  ctx: AppContext,
  { body, params }: RouteInput<SharingPayload, GuardianParams, undefined>,
): Promise<Sharing['guardians'][number]> {
  return setSharing(profileIdOf(ctx), params.guardianId, body.sections);
}

/** GET /api/sharing/{guardianId}/preview: exactly what that guardian sees of the student now. */
export function getSharingPreview(
  ctx: AppContext,
  { params }: RouteInput<undefined, GuardianParams, undefined>,
): Promise<FamilyStudent> {
  return previewSharing(profileIdOf(ctx), params.guardianId, practiceClockOf(ctx), ctx.config.site);
}

/** GET /api/briefs: the briefs the coach sent the student's family, exactly as sent, newest first. */
export function getMyBriefs(ctx: AppContext): Promise<Brief[]> {
  return readSentBriefs(profileIdOf(ctx));
}
