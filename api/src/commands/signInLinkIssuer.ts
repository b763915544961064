import { createHash, randomBytes } from 'node:crypto';
import { API_PATHS } from '../contract/paths.js';
import { SignInToken } from '../models/index.js';
import { SIGN_IN_LINK_TTL_MS } from '../services/lifetimes.js';

/** The stored form of a sign-in token: only its SHA-256 ever reaches the database. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** What kind of link to issue, and for how long it works. */
export interface LinkOptions {
  /** 'sign-in' (the default) or another kind of e-mailed link, such as an invitation. */
  kind?: string;
  /** How long the link works; sign-in links 15 minutes. */
  ttlMs?: number;
  now?: Date;
}

/**
 * Creates a one-time link for an address and returns it. Every older unredeemed link of the address
 * stops working, so only the newest link in someone's mailbox can sign in; two asked at once (a double
 * click) leave the later one working. The link opens the confirmation page (GET never redeems it); the
 * page's POST does.
 */
export async function issueSignInLink(email: string, publicUrl: string, options: LinkOptions = {}): Promise<string> {
  const now = options.now ?? new Date();
  const token = randomBytes(32).toString('base64url');
  const _id = hashToken(token);
  const { createdAt } = await SignInToken.create({
    _id,
    email,
    kind: options.kind ?? 'sign-in',
    expire: new Date(now.getTime() + (options.ttlMs ?? SIGN_IN_LINK_TTL_MS)),
  });
  // Only links issued before this one: a link issued meanwhile is newer, and deletes this one itself.
  await SignInToken.deleteMany({ email, $or: [{ createdAt: { $lt: createdAt } }, { createdAt, _id: { $lt: _id } }] });
  return `${publicUrl}${API_PATHS.signInVerify}?token=${token}`;
}

/** Makes a link issueSignInLink returned stop working (it was never sent). */
export async function withdrawSignInLink(link: string): Promise<void> {
  const token = new URL(link).searchParams.get('token');
  if (token) await SignInToken.deleteOne({ _id: hashToken(token) });
}
