import { asRole, type CurrentUser } from '../contract/index.js';
import type { ClientProfileRecord, UserRecord } from '../models/index.js';

/** The signed-in user as GET /api/auth/user replies: role flags and the student's name, nothing else. */
export function presentCurrentUser(user: UserRecord, profile: ClientProfileRecord | null): CurrentUser {
  const role = asRole(user.role);
  return {
    id: user._id,
    email: user.email,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    profileImageUrl: user.profileImageUrl ?? null,
    role,
    isCoach: role === 'coach',
    isClient: role === 'client',
    clientProfile:
      role === 'client' && profile
        ? { id: profile._id, studentFirstName: profile.studentFirstName, studentLastName: profile.studentLastName }
        : null,
  };
}
