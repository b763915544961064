import { ApprovedEmail, User, type UserRecord } from '../models/index.js';

/*
 * Users and approvals are read from the store each time, each by an indexed field: a withdrawn approval or a
 * deleted user is refused at the next check, on every process.
 */

/** Whether an address may hold a session: a configured coach, or on the approved list. */
export async function isApprovedEmail(email: string, coachEmails: readonly string[]): Promise<boolean> {
  const address = email.trim().toLowerCase();
  if (coachEmails.includes(address)) return true;
  return (await ApprovedEmail.exists({ email: address })) !== null;
}

/** A user's role, from configuration alone: coach exactly when the address is in COACH_EMAILS. */
export function roleOf(email: string, coachEmails: readonly string[]): 'coach' | 'client' {
  return coachEmails.includes(email) ? 'coach' : 'client';
}

/**
 * A user as access is decided now, for a request or for anything that acts on their behalf without one
 * (a calendar feed, a push device): their record with the role COACH_EMAILS gives the address now, or
 * null when the user is gone or the address is neither approved nor a configured coach.
 */
export async function currentUser(userId: string, coachEmails: readonly string[]): Promise<UserRecord | null> {
  const user = await User.findById(userId).lean<UserRecord>();
  if (!user) return null;
  if (!(await isApprovedEmail(user.email, coachEmails))) return null;
  user.role = roleOf(user.email, coachEmails);
  return user;
}
