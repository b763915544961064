import { asRole } from '../contract/index.js';
import type { Actor } from '../policies/actor.js';
import type { AppContext } from './context.js';
import { unauthorized } from './errors.js';

/** The actor of a request that has passed its route's access rule. */
export function actorOf(ctx: AppContext): Actor {
  const user = ctx.state.user;
  if (!user) throw unauthorized();
  return {
    role: asRole(user.role),
    userId: user._id,
    profileId: ctx.state.profile?._id ?? null,
  };
}

/** The profile id of the signed-in student (the route's access rule guarantees one). */
export function profileIdOf(ctx: AppContext): string {
  const { profileId } = actorOf(ctx);
  if (!profileId) throw new Error('client route reached without a profile');
  return profileId;
}
