import type { AppContext } from '../http/context.js';
import { unauthorized } from '../http/errors.js';
import type { Role } from '../contract/index.js';

/** Who is acting, as the policies need it: role, user and (for a student) the profile id. */
export interface Actor {
  role: Role;
  userId: string;
  profileId: string | null;
}

/** The actor of a request that has passed its route's access rule. */
export function actorOf(ctx: AppContext): Actor {
  const user = ctx.state.user;
  if (!user) throw unauthorized();
  return {
    role: user.role === 'coach' ? 'coach' : 'client',
    userId: user._id,
    profileId: ctx.state.profile?._id ?? null,
  };
}

/** Whether the actor is the student whose profile owns a record. */
export function ownsRecord(actor: Actor, record: { clientId: string }): boolean {
  return actor.role === 'client' && actor.profileId !== null && actor.profileId === record.clientId;
}
