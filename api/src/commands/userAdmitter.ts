import { Guardian, User, newId, type SignInIdentity, type UserDoc } from '../models/index.js';
import { isDuplicateKey } from '../models/duplicateKey.js';
import { signInRole } from '../policies/currentUser.js';

/**
 * Lets a verified address in, or not: an address that is neither approved nor a configured coach
 * gets null (and no session). Otherwise the user is created or updated with the role the address has now:
 * coach exactly when it is in COACH_EMAILS (the configuration stays the authority on who coaches), guardian when
 * the coach linked it to a student.
 */
export async function admitUser(identity: SignInIdentity, coachEmails: readonly string[]): Promise<UserDoc | null> {
  const email = identity.email.trim().toLowerCase();
  const role = await signInRole(email, coachEmails);
  if (!role) return null;
  const names: Record<string, string> = {};
  if (identity.firstName) names.firstName = identity.firstName;
  if (identity.lastName) names.lastName = identity.lastName;
  if (identity.profileImageUrl) names.profileImageUrl = identity.profileImageUrl;

  const upsert = () =>
    User.findOneAndUpdate(
      { email },
      { $set: { role, ...names }, $setOnInsert: { _id: newId() } },
      { upsert: true, returnDocument: 'after', runValidators: true },
    );
  let user: UserDoc | null;
  try {
    user = await upsert();
  } catch (error) {
    // Two first sign-ins at once: the other one created the user; update it.
    if (!isDuplicateKey(error)) throw error;
    user = await upsert();
  }
  // The guardian's invitation is used: the coach's list shows them as signed in from now on.
  if (user && role === 'guardian') await Guardian.updateOne({ email }, { $set: { userId: user._id } });
  return user;
}
