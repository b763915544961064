import type { ClientProfilePayload } from '../../../contract/index.js';
import { PROFILE_EXISTS_MESSAGE, createClientProfile } from '../../../commands/clientProfileCreator.js';
import type { AppContext } from '../../../http/context.js';
import { conflict } from '../../../http/errors.js';
import type { RouteInput } from '../../../http/route.js';
import { actorOf } from '../../../policies/actor.js';
import { presentClientProfile } from '../../../presenters/clientProfile.js';

/** POST /api/client-profile: a signed-in student creates their one profile. */
export async function createProfile(ctx: AppContext, { body }: RouteInput<ClientProfilePayload, undefined, undefined>) {
  const actor = actorOf(ctx);
  if (ctx.state.profile) throw conflict(PROFILE_EXISTS_MESSAGE);
  const profile = await createClientProfile(actor.userId, body);
  ctx.status = 201;
  return presentClientProfile(profile);
}
