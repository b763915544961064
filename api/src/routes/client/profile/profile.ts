import type { ClientProfilePayload } from '../../../contract/index.js';
import { PROFILE_EXISTS_MESSAGE, createClientProfile } from '../../../commands/clientProfileCreator.js';
import { recordJoin } from '../../../commands/clientInviter.js';
import { practiceToday } from '../../../domain/practiceDays.js';
import { profilePrefill } from '../../../commands/profilePrefiller.js';
import { actorOf } from '../../../http/actor.js';
import type { AppContext } from '../../../http/context.js';
import { conflict } from '../../../http/errors.js';
import type { RouteInput } from '../../../http/route.js';
import { presentClientProfile } from '../../../presenters/clientProfile.js';

/** POST /api/client-profile: a signed-in student creates their one profile. */
export async function createProfile(ctx: AppContext, { body }: RouteInput<ClientProfilePayload, undefined, undefined>) {
  const actor = actorOf(ctx);
  if (ctx.state.profile) throw conflict(PROFILE_EXISTS_MESSAGE);
  const today = practiceToday(new Date(), ctx.config.practiceTimeZone);
  const profile = await createClientProfile(actor.userId, body, today);
  // The request this address was invited from now shows "Joined" in the inbox.
  await recordJoin(ctx.state.user!.email, profile._id);
  ctx.status = 201;
  return presentClientProfile(profile);
}

/** GET /api/client-profile/prefill: profile set-up's starting values, from the family's consultation request. */
export async function readProfilePrefill(ctx: AppContext) {
  if (ctx.state.profile) throw conflict(PROFILE_EXISTS_MESSAGE);
  ctx.set('Cache-Control', 'no-store');
  return profilePrefill(ctx.state.user!.email);
}
