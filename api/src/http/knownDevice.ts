import { createHash } from 'node:crypto';
import { API_PATHS } from '../contract/paths.js';
import { adminPasswordFingerprint } from '../policies/adminFlag.js';
import { KNOWN_DEVICE_MAX_AGE_MS } from '../services/lifetimes.js';
import type { AppContext } from './context.js';

/**
 * Devices that signed in before, remembered in signed cookies sent only to the route they serve. A limit
 * anyone can fill (the links of an address, the admin's failed log-ins from everyone) spares such a device,
 * so a stranger who fills it cannot keep the owner out: only someone who signed in could hold the cookie.
 */
interface DeviceCookie {
  name: string;
  path: string;
  /** How many marks it keeps, newest first. */
  keeps: number;
}

/** The addresses that signed in by link here (digests, not addresses; a few, for a family computer). */
const SIGNED_IN = { name: 'ef.device', path: API_PATHS.signIn, keeps: 5 };
/** That the admin logged in here under the current ADMIN_PASSWORD (a digest of its keyed fingerprint). */
const ADMIN = { name: 'ef.admin-device', path: API_PATHS.adminSignIn, keeps: 1 };

/** A mark is a digest (digestOf). */
const MARK = /^[A-Za-z0-9_-]{22}$/;

/** The marks the request's cookie holds: none when it is absent, forged or malformed. */
function marksOf(ctx: AppContext, cookie: DeviceCookie): string[] {
  const value = ctx.cookies.get(cookie.name, { signed: true }) ?? '';
  return value.split('.').filter((mark) => MARK.test(mark));
}

function addMark(ctx: AppContext, cookie: DeviceCookie, mark: string): void {
  const marks = [mark, ...marksOf(ctx, cookie).filter((known) => known !== mark)].slice(0, cookie.keeps);
  ctx.cookies.set(cookie.name, marks.join('.'), {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.production,
    path: cookie.path,
    maxAge: KNOWN_DEVICE_MAX_AGE_MS,
  });
}

/** 16 bytes of the text's SHA-256, base64url. */
const digestOf = (text: string) => createHash('sha256').update(text).digest().subarray(0, 16).toString('base64url');

/** The admin's mark: a digest, so the cookie does not hold the fingerprint that sessions and devices keep. */
const adminMark = (ctx: AppContext) => digestOf(adminPasswordFingerprint(ctx.config));

/** Whether this device signed in to the address (lower case) by link before. */
export const signedInHereBefore = (ctx: AppContext, email: string) => marksOf(ctx, SIGNED_IN).includes(digestOf(email));

/** Remembers that this device signed in to the address (lower case) by link. */
export const rememberSignIn = (ctx: AppContext, email: string) => addMark(ctx, SIGNED_IN, digestOf(email));

/** Whether the admin logged in on this device before, under the current ADMIN_PASSWORD. */
export const adminLoggedInHereBefore = (ctx: AppContext) => marksOf(ctx, ADMIN).includes(adminMark(ctx));

/** Remembers that the admin logged in on this device. */
export const rememberAdminLogIn = (ctx: AppContext) => addMark(ctx, ADMIN, adminMark(ctx));
