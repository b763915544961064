import { SignInToken, type UserDoc } from '../models/index.js';
import { hashToken } from './signInLinkIssuer.js';
import { admitUser } from './userAdmitter.js';

/** What following a sign-in link leads to. */
export type LinkOutcome =
  | { kind: 'invalid' }
  | { kind: 'denied'; email: string }
  | { kind: 'admitted'; user: UserDoc; linkKind: string };

/** A link that still works, as its confirmation page shows it (the token is not used up). */
export interface PendingLink {
  email: string;
  kind: string;
}

/** Reads a link without redeeming it: null when it is unknown, used or expired. */
export async function findSignInLink(token: string, now = new Date()): Promise<PendingLink | null> {
  const record = await SignInToken.findById(hashToken(token)).lean();
  if (!record || record.expire.getTime() <= now.getTime()) return null;
  return { email: record.email, kind: record.kind };
}

/**
 * Redeems a link (the confirmation page's POST): the token is removed as it is read, so it works
 * once; it must not have expired (each link carries its own expiry: 15 minutes for sign-in, longer
 * for an invitation), and its address must be approved or a configured coach.
 */
export async function redeemSignInLink(
  token: string,
  coachEmails: readonly string[],
  now = new Date(),
): Promise<LinkOutcome> {
  const record = await SignInToken.findOneAndDelete({ _id: hashToken(token) }).lean();
  if (!record || record.expire.getTime() <= now.getTime()) return { kind: 'invalid' };
  const user = await admitUser({ email: record.email }, coachEmails);
  return user ? { kind: 'admitted', user, linkKind: record.kind } : { kind: 'denied', email: record.email };
}
