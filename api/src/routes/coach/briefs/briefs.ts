import type { Brief, CoachBriefs } from '../../../contract/index.js';
import { listBriefs, sendBrief, suggestBrief, writeBrief } from '../../../commands/briefs.js';
import { actorOf } from '../../../http/actor.js';
import type { AppContext } from '../../../http/context.js';
import type { RouteInput } from '../../../http/route.js';
import { ClientProfile } from '../../../models/index.js';
import { authorizeRecord } from '../../../policies/authorizeRecord.js';
import { clientProfilePolicy } from '../../../policies/clientProfile.js';
import { presentBrief } from '../../../presenters/brief.js';

/** Loads a client the caller may read (404 otherwise). */
async function loadClient(ctx: AppContext, id: string) {
  const actor = actorOf(ctx);
  const profile = await ClientProfile.findById(id, { userId: 1, studentFirstName: 1 }).lean();
  return authorizeRecord(profile, (found) => clientProfilePolicy.read(actor, found), 'Client not found');
}

/** GET /api/coach/client/{id}/briefs: the client's briefs, newest first, and a first draft from the last 7 days. */
export async function getBriefs(
  ctx: AppContext,
  { params }: RouteInput<undefined, { id: string }, undefined>,
): Promise<CoachBriefs> {
  const profile = await loadClient(ctx, params.id);
  const [briefs, suggestedText] = await Promise.all([
    listBriefs(profile._id),
    suggestBrief(profile, new Date(), ctx.config.practiceTimeZone),
  ]);
  return { briefs: briefs.map(presentBrief), suggestedText };
}

/** POST /api/coach/client/{id}/briefs: saves a draft brief (201). */
export async function postBrief(
  ctx: AppContext,
  { params, body }: RouteInput<{ text: string }, { id: string }, undefined>,
): Promise<Brief> {
  const profile = await loadClient(ctx, params.id);
  const brief = await writeBrief(profile._id, body.text, actorOf(ctx).userId);
  ctx.status = 201;
  return presentBrief(brief);
}

/** POST /api/coach/client/{id}/briefs/{briefId}/send: sends a draft to the guardians who accepted the agreement. */
export async function postBriefSend(
  ctx: AppContext,
  { params }: RouteInput<undefined, { id: string; briefId: string }, undefined>,
): Promise<Brief> {
  const profile = await loadClient(ctx, params.id);
  return presentBrief(await sendBrief(profile, params.briefId, ctx.config, ctx.services));
}
