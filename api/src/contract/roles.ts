/**
 * Who a signed-in person is to the app: the coach, a client (a student), or a guardian (a parent the coach linked to
 * a student). No schema here, so the shell's first script, which routes by it, loads no validation code.
 */
export type Role = 'coach' | 'client' | 'guardian';

/** Whether the signed-in user (as GET /api/auth/user replies) is the coach. */
export function isCoachUser(user: { isCoach: boolean; role: Role }): boolean {
  return user.isCoach || user.role === 'coach';
}

/** Whether the signed-in user (as GET /api/auth/user replies) is a client. */
export function isClientUser(user: { isClient: boolean; role: Role }): boolean {
  return user.isClient || user.role === 'client';
}

/** Whether the signed-in user (as GET /api/auth/user replies) is a guardian. */
export function isGuardianUser(user: { role: Role }): boolean {
  return user.role === 'guardian';
}

/** A stored role as the app reads it: the coach or a guardian only when it says so, a client otherwise. */
export function asRole(role: unknown): Role {
  return role === 'coach' || role === 'guardian' ? role : 'client';
}
