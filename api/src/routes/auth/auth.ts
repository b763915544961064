import { z } from 'zod';
import { emailField } from '../../contract/index.js';
import { sendSignInLink } from '../../commands/signInLinkSender.js';
import { redeemSignInLink } from '../../commands/signInLinkRedeemer.js';
import { admitUser } from '../../commands/userAdmitter.js';
import type { AppContext } from '../../http/context.js';
import { badRequest, unauthorized } from '../../http/errors.js';
import { ClientProfile, type UserDoc } from '../../models/index.js';
import { presentCurrentUser } from '../../presenters/currentUser.js';
import { errorFields } from '../../services/logger.js';
import { OidcIdentityError } from '../../services/oidc.js';
import { renderLoginPage } from './loginPage.js';

/** Where a browser lands after each outcome. */
const HOME = '/';
const ACCESS_DENIED = '/access-denied';
const LINK_EXPIRED = '/api/login?link=expired';

/** Query of GET /api/login: `link=expired` after a used or old link. */
export const loginPageQuery = z.object({ link: z.enum(['expired']).optional() });

/** Body of POST /api/login (the page's form or JSON); the address is checked in the handler so the page can show it. */
export const loginBody = z.strictObject({ email: z.string({ error: 'Email is required' }).max(1000) });

const SENT_MESSAGE = 'If this address may sign in, a sign-in link is on its way. It works once, within 15 minutes.';

function wantsPage(ctx: AppContext): boolean {
  return ctx.is('application/x-www-form-urlencoded') === 'application/x-www-form-urlencoded';
}

/** Starts a session for a user, under a fresh session id (no fixation); an admin flag survives. */
async function startSession(ctx: AppContext, user: UserDoc): Promise<void> {
  const admin = ctx.session?.admin === true;
  ctx.session = { userId: user._id, ...(admin ? { admin } : {}) } as NonNullable<AppContext['session']>;
  await ctx.session!.regenerate();
}

/** GET /api/login: to the identity provider when configured, else the page asking for an e-mail. */
export async function showLogin(ctx: AppContext, query: z.infer<typeof loginPageQuery>) {
  const oidc = ctx.services.oidc;
  if (oidc) {
    const { url, pending } = await oidc.start();
    ctx.session!.oidc = pending;
    ctx.redirect(url);
    return;
  }
  renderLoginPage(ctx, {
    kind: 'form',
    ...(query.link === 'expired'
      ? { notice: 'That sign-in link has expired or was already used. Enter your e-mail address for a new one.' }
      : {}),
  });
}

/**
 * POST /api/login: sends a one-time link. The reply is the same for every valid address,
 * approved or not; requests are limited per client address (route) and per e-mail address (here).
 */
export async function requestLink(ctx: AppContext, body: z.infer<typeof loginBody>) {
  const parsed = emailField().safeParse(body.email);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Please enter a valid email address';
    if (wantsPage(ctx)) return renderLoginPage(ctx, { kind: 'form', error: message, email: body.email }, 400);
    throw badRequest(`email: ${message}`, { errors: [{ field: 'email', message }] });
  }
  const email = parsed.data.toLowerCase();
  await ctx.services.rateLimiter.check('signInLinkAddress', email);
  await sendSignInLink(email, ctx.config, ctx.services);
  if (wantsPage(ctx)) return renderLoginPage(ctx, { kind: 'sent' });
  return { message: SENT_MESSAGE };
}

/** GET /api/login/verify?token=: signs in an approved address; others land on Access Denied with no session. */
export async function verifyLink(ctx: AppContext, token: string) {
  ctx.set('Cache-Control', 'no-store');
  // The token must not leak to other sites through the Referer of the next page.
  ctx.set('Referrer-Policy', 'no-referrer');
  const outcome = await redeemSignInLink(token, ctx.config.coachEmails);
  if (outcome.kind === 'invalid') return ctx.redirect(LINK_EXPIRED);
  if (outcome.kind === 'denied') {
    ctx.services.logger.info('sign-in denied', { email: outcome.email });
    return ctx.redirect(ACCESS_DENIED);
  }
  await startSession(ctx, outcome.user);
  ctx.redirect(HOME);
}

/** GET /api/callback: the identity provider's answer. */
export async function finishExternalSignIn(ctx: AppContext) {
  ctx.set('Cache-Control', 'no-store');
  const oidc = ctx.services.oidc;
  const pending = ctx.session?.oidc;
  if (!oidc || !pending) return ctx.redirect('/api/login');
  delete ctx.session!.oidc;
  let user: UserDoc | null;
  try {
    const identity = await oidc.finish(new URL(ctx.originalUrl, ctx.config.publicUrl), pending);
    user = await admitUser(identity, ctx.config.coachEmails);
    if (!user) ctx.services.logger.info('sign-in denied', { email: identity.email });
  } catch (error) {
    ctx.services.logger.warn('external sign-in failed', errorFields(error));
    if (error instanceof OidcIdentityError) return ctx.redirect(ACCESS_DENIED);
    throw badRequest('The sign-in could not be completed. Please try again.');
  }
  if (!user) return ctx.redirect(ACCESS_DENIED);
  await startSession(ctx, user);
  ctx.redirect(HOME);
}

/** GET /api/logout: ends the session (admin flag included) and returns home. */
export function logout(ctx: AppContext) {
  ctx.session = null;
  ctx.set('Cache-Control', 'no-store');
  ctx.redirect(HOME);
}

/** GET /api/auth/user: the signed-in coach or client, with the student's profile name. */
export async function currentUser(ctx: AppContext) {
  const user = ctx.state.user;
  if (!user) throw unauthorized();
  const profile = user.role === 'client' ? await ClientProfile.findOne({ userId: user._id }).lean() : null;
  ctx.set('Cache-Control', 'no-store');
  return presentCurrentUser(user, profile);
}
