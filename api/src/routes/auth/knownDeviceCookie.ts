import { createHash } from 'node:crypto';
import { API_PATHS } from '../../contract/paths.js';
import type { AppContext } from '../../http/context.js';
import { KNOWN_DEVICE_MAX_AGE_MS } from '../../services/lifetimes.js';

/**
 * The addresses that signed in by link on this device, newest first, in a signed cookie sent only to the
 * sign-in routes. A request for one of them is one of its owner's devices: its links count apart from the
 * address's shared allowance (RATE_LIMITS.signInLinkKnownDevice). The cookie holds digests, not addresses,
 * and a few of them (a family computer).
 */
const COOKIE = 'ef.device';
const PATH = API_PATHS.signIn;
const MAX_ADDRESSES = 5;
const DIGEST = /^[A-Za-z0-9_-]{22}$/;

/** 16 bytes of the address's SHA-256, base64url. */
const digestOf = (email: string) => createHash('sha256').update(email).digest().subarray(0, 16).toString('base64url');

/** The digests the request's cookie holds: none when it is absent, forged or malformed. */
function knownDigests(ctx: AppContext): string[] {
  const value = ctx.cookies.get(COOKIE, { signed: true }) ?? '';
  return value.split('.').filter((digest) => DIGEST.test(digest));
}

/** Whether this device signed in to the address (lower case) by link before. */
export function isKnownDevice(ctx: AppContext, email: string): boolean {
  return knownDigests(ctx).includes(digestOf(email));
}

/** Remembers that this device signed in to the address (lower case) by link. */
export function rememberDevice(ctx: AppContext, email: string): void {
  const digest = digestOf(email);
  const digests = [digest, ...knownDigests(ctx).filter((known) => known !== digest)].slice(0, MAX_ADDRESSES);
  ctx.cookies.set(COOKIE, digests.join('.'), {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.production,
    path: PATH,
    maxAge: KNOWN_DEVICE_MAX_AGE_MS,
  });
}
