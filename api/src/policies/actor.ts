import type { Role } from '../contract/index.js';

/** Who is acting, as the policies need it: role, user and (for a student) the profile id. */
export interface Actor {
  role: Role;
  userId: string;
  profileId: string | null;
}

/** Whether the actor is the student whose profile owns a record. */
export function ownsRecord(actor: Actor, record: { clientId: string }): boolean {
  return actor.role === 'client' && actor.profileId !== null && actor.profileId === record.clientId;
}
