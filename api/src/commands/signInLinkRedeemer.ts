import { SignInToken, type UserDoc } from '../models/index.js';
import { hashToken } from './signInLinkSender.js';
import { admitUser } from './userAdmitter.js';

/** What following a sign-in link leads to. */
export type LinkOutcome = { kind: 'invalid' } | { kind: 'denied'; email: string } | { kind: 'admitted'; user: UserDoc };

/**
 * Redeems a sign-in link: the token is removed as it is read (so it works once), must be younger
 * than 15 minutes, and its address must be approved.
 */
export async function redeemSignInLink(
  token: string,
  coachEmails: readonly string[],
  now = new Date(),
): Promise<LinkOutcome> {
  const record = await SignInToken.findOneAndDelete({ _id: hashToken(token) }).lean();
  if (!record || record.expire.getTime() <= now.getTime()) return { kind: 'invalid' };
  const user = await admitUser({ email: record.email }, coachEmails);
  return user ? { kind: 'admitted', user } : { kind: 'denied', email: record.email };
}
