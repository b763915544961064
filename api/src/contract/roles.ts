/**
 * Who a signed-in person is to the app: the coach, or a client (a student's family). No schema here, so the
 * shell's first script, which routes by it, loads no validation code.
 */
export type Role = 'coach' | 'client';

/** Whether the signed-in user (as GET /api/auth/user replies) is the coach. */
export function isCoachUser(user: { isCoach: boolean; role: Role }): boolean {
  return user.isCoach || user.role === 'coach';
}

/** Whether the signed-in user (as GET /api/auth/user replies) is a client. */
export function isClientUser(user: { isClient: boolean; role: Role }): boolean {
  return user.isClient || user.role === 'client';
}

/** A stored role as the app reads it: the coach only when it says so, a client otherwise. */
export function asRole(role: unknown): Role {
  return role === 'coach' ? 'coach' : 'client';
}
