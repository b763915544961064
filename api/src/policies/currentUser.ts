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
 * Whether an address may hold a session: a configured coach, an address on the approved list, or a guardian
 * (linking a guardian to a student approves their address; unlinking their last student withdraws it).
 */
export async function isApprovedEmail(email: string, coachEmails: readonly string[]): Promise<boolean> {
  const address = email.trim().toLowerCase();
  if (coachEmails.includes(address)) return true;
  if ((await ApprovedEmail.exists({ email: address })) !== null) return true;
  return isGuardianEmail(address);
}

/**
 * A user's role, decided now: coach exactly when the address is in COACH_EMAILS, guardian when the coach linked the
 * address to a student, client otherwise. An address cannot be both a student and a guardian (policies enforce it
 * where either is added).
 */
export async function roleOf(email: string, coachEmails: readonly string[]): Promise<Role> {
  if (coachEmails.includes(email)) return 'coach';
  return (await isGuardianEmail(email)) ? 'guardian' : 'client';
}

/**
 * A user as access is decided now, for a request or for anything that acts on their behalf without one
 * (a calendar feed, a push device): their record with the role the address has now, or null when the user is gone
 * or the address is neither approved, a guardian nor a configured coach.
 */
export async function currentUser(userId: string, coachEmails: readonly string[]): Promise<UserRecord | null> {
  const user = await User.findById(userId).lean<UserRecord>();
  if (!user) return null;
  if (!(await isApprovedEmail(user.email, coachEmails))) return null;
  user.role = await roleOf(user.email, coachEmails);
  return user;
}
