import { createHash, timingSafeEqual } from 'node:crypto';
import type { AdminLoginPayload } from '../../contract/index.js';
import type { AppContext } from '../../http/context.js';
import { unauthorized } from '../../http/errors.js';
import { adminLoggedInHereBefore, rememberAdminLogIn } from '../../http/knownDevice.js';
import { adminGrant } from '../../policies/adminFlag.js';

/** The key of the failures counted for every address together. */
const ALL_ADDRESSES = 'all';

/** Compares two secrets in constant time (hashing first makes the lengths equal). */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** GET /api/admin/check: a success means the session may open the inbox: the admin flag, or a coach (the route's access rule). */
export function checkAdmin(ctx: AppContext) {
  ctx.set('Cache-Control', 'no-store');
  return { authenticated: true };
}

/**
 * POST /api/admin/login: the shared password sets the admin flag, under a fresh session id. The flag
 * carries when it was granted and a fingerprint of the password, so it ends after 12 hours and when
 * ADMIN_PASSWORD changes.
 */
export async function loginAdmin(ctx: AppContext, body: AdminLoginPayload) {
  // Failures from every address together are limited too, so guessing from many addresses stops; a device
  // the admin logged in on under this password is spared, so such guessing cannot keep the admin out.
  const counted = !adminLoggedInHereBefore(ctx);
  if (counted) await ctx.services.rateLimiter.refuseWhenFull('adminLoginFailures', ALL_ADDRESSES);
  if (!sameSecret(body.password, ctx.config.adminPassword)) {
    ctx.services.logger.warn('admin login refused', { ip: ctx.ip });
    if (counted) await ctx.services.rateLimiter.check('adminLoginFailures', ALL_ADDRESSES);
    throw unauthorized('Incorrect password');
  }
  const userId = ctx.session?.userId;
  ctx.session = { ...adminGrant(ctx.config), ...(userId ? { userId } : {}) } as NonNullable<AppContext['session']>;
  await ctx.session!.regenerate();
  rememberAdminLogIn(ctx);
  return { authenticated: true };
}

/** POST /api/admin/logout: drops the admin flag (under a fresh session id); a coach or client stays signed in. */
export async function logoutAdmin(ctx: AppContext) {
  const userId = ctx.session?.userId;
  if (userId) {
    ctx.session = { userId } as NonNullable<AppContext['session']>;
    await ctx.session!.regenerate();
  } else {
    ctx.session = null;
  }
  return { authenticated: false };
}
