import { z } from 'zod';
import { API_PATHS } from '../../contract/paths.js';
import type { AppContext } from '../../http/context.js';
import { EXTERNAL_SIGN_IN_MAX_AGE_MS } from '../../services/lifetimes.js';
import type { OidcPending } from '../../services/oidc.js';

/** The cookie holding an external sign-in under way: signed, sent only to the callback, 10 minutes. */
const COOKIE = 'ef.oidc';
const PATH = API_PATHS.signInCallback;

const pendingSchema = z.strictObject({
  verifier: z.string().min(43).max(128),
  state: z.string().min(1).max(128),
  nonce: z.string().min(1).max(128),
});

/**
 * Keeps what must survive the round trip to the identity provider (PKCE verifier, state, nonce) in a
 * signed cookie, so that starting a sign-in stores nothing on the server.
 */
export function keepPendingExternalSignIn(ctx: AppContext, pending: OidcPending): void {
  ctx.cookies.set(COOKIE, Buffer.from(JSON.stringify(pending)).toString('base64url'), {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.production,
    path: PATH,
    maxAge: EXTERNAL_SIGN_IN_MAX_AGE_MS,
  });
}

/** Reads the signed cookie back (null when absent, forged or malformed) and clears it: it serves once. */
export function readPendingExternalSignIn(ctx: AppContext): OidcPending | null {
  const value = ctx.cookies.get(COOKIE, { signed: true });
  if (value === undefined) return null;
  ctx.cookies.set(COOKIE, null, { signed: true, path: PATH, secure: ctx.config.production });
  try {
    const parsed = pendingSchema.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
