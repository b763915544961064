import { GUARDIAN_STUDENT_CONFLICT } from '../contract/index.js';
import { ConflictError } from '../domain/errors.js';
import { ApprovedEmail, ClientProfile, SignInToken, User } from '../models/index.js';
import { isGuardianEmail } from './currentUser.js';

/** The kind of sign-in link that invites a student (a guardian's invitation is another kind). */
export const STUDENT_INVITATION_KIND = 'invitation';
/** The kind of sign-in link that invites a guardian. */
export const GUARDIAN_INVITATION_KIND = 'guardian-invitation';

/*
 * An address cannot be both a student and a guardian: the role is decided by the address at each request, so one
 * address holding both would let a parent into the student's own records, or the reverse.
 */

/**
 * Whether an address is the coach's or a student's: a configured coach, a user with a student profile, an address
 * on the approved list, or one holding a student's invitation that still works.
 */
export async function isStaffOrStudentAddress(
  email: string,
  coachEmails: readonly string[],
  now = new Date(),
): Promise<boolean> {
  if (coachEmails.includes(email)) return true;
  const [approved, invited, user] = await Promise.all([
    ApprovedEmail.exists({ email }),
    SignInToken.exists({ email, kind: STUDENT_INVITATION_KIND, expire: { $gt: now } }),
    User.findOne({ email }, { _id: 1 }).lean(),
  ]);
  if (approved || invited) return true;
  return user ? (await ClientProfile.exists({ userId: user._id })) !== null : false;
}

/** Refuses (409) to make a guardian's address a student's: approving it or inviting it as a student. */
export async function refuseGuardianAddress(email: string): Promise<void> {
  if (await isGuardianEmail(email)) throw new ConflictError(GUARDIAN_STUDENT_CONFLICT);
}

/** Refuses (409) to make the coach's or a student's address a guardian's. */
export async function refuseStaffOrStudentAddress(email: string, coachEmails: readonly string[]): Promise<void> {
  if (await isStaffOrStudentAddress(email, coachEmails)) throw new ConflictError(GUARDIAN_STUDENT_CONFLICT);
}
