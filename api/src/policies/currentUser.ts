import type { Role } from '../contract/index.js';
import { ApprovedEmail, Guardian, User, type UserRecord } from '../models/index.js';

/*
 * Users, approvals and guardians are read from the store each time, each by an indexed field: a withdrawn approval,
 * a removed guardian or a deleted user is refused at the next check, on every process.
 */

/** Whether an address belongs to a guardian the coach linked to a student. */
export async function isGuardianEmail(email: string): Promise<boolean> {
  return (await Guardian.exists({ email: email.trim().toLowerCase() })) !== null;
}

/**
 * The role an address signs in with now, or null when it may not: coach exactly when the address is in
 * COACH_EMAILS, guardian when the coach linked it to a student (linking approves it; unlinking the last student
 * withdraws it), client when it is on the approved list. An address cannot be both a student and a guardian
 * (policies enforce it where either is added). One read of each list, made once per check.
 */
export async function signInRole(email: string, coachEmails: readonly string[]): Promise<Role | null> {
  const address = email.trim().toLowerCase();
  if (coachEmails.includes(address)) return 'coach';
  const [guardian, approved] = await Promise.all([
    Guardian.exists({ email: address }),
    ApprovedEmail.exists({ email: address }),
  ]);
  if (guardian) return 'guardian';
  return approved ? 'client' : null;
}

/** Whether an address may hold a session: a configured coach, a guardian, or an address on the approved list. */
export async function isApprovedEmail(email: string, coachEmails: readonly string[]): Promise<boolean> {
  return (await signInRole(email, coachEmails)) !== null;
}

/**
 * A user as access is decided now, for a request or for anything that acts on their behalf without one
 * (a calendar feed, a push device): their record with the role the address has now, or null when the user is gone
 * or the address is neither approved, a guardian nor a configured coach.
 */
export async function currentUser(userId: string, coachEmails: readonly string[]): Promise<UserRecord | null> {
  const user = await User.findById(userId).lean<UserRecord>();
  if (!user) return null;
  const role = await signInRole(user.email, coachEmails);
  if (!role) return null;
  user.role = role;
  return user;
}
