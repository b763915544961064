import { z } from 'zod';
import { API_PATHS, emailField, firstError, SIGN_IN_THROUGH_PROVIDER } from '../../contract/index.js';
import { sendSignInLink } from '../../commands/signInLinkSender.js';
import { findSignInLink, redeemSignInLink } from '../../commands/signInLinkRedeemer.js';
import { admitUser } from '../../commands/userAdmitter.js';
import { addressKey } from '../../http/clientAddress.js';
import { rememberSignIn, signedInHereBefore } from '../../http/knownDevice.js';
import type { AppContext } from '../../http/context.js';
import { badRequest, forbidden, unauthorized } from '../../http/errors.js';
import { isFromOwnPage, isOwnNavigation } from '../../middleware/originCheck.js';
import { ClientProfile, type UserDoc } from '../../models/index.js';
import { presentCurrentUser } from '../../presenters/currentUser.js';
import { errorFields } from '../../services/logger.js';
import { OidcIdentityError } from '../../services/oidc.js';
import { readPendingExternalSignIn, keepPendingExternalSignIn } from './externalSignInCookie.js';
import { renderLoginPage } from './loginPage.js';

/** Where a browser lands after each outcome. */
const HOME = '/';
const ACCESS_DENIED = '/access-denied';
const LINK_EXPIRED = `${API_PATHS.signIn}?link=expired`;

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
  const { admin, adminSince, adminKey, adminGrantId } = ctx.session ?? {};
  const adminFlag = admin === true ? { admin, adminSince, adminKey, adminGrantId } : {};
  ctx.session = { userId: user._id, ...adminFlag } as NonNullable<AppContext['session']>;
  await ctx.session!.regenerate();
}

/**
 * GET /api/login: to the identity provider when configured (rate limited per client address; what
 * must survive the round trip waits in a short signed cookie, so no session is stored for anyone
 * who has not signed in), else the page asking for an e-mail.
 */
export async function showLogin(ctx: AppContext, query: z.infer<typeof loginPageQuery>) {
  const oidc = ctx.services.oidc;
  if (oidc) {
    await ctx.services.rateLimiter.check('signInLink', addressKey(ctx.ip));
    const { url, pending } = await oidc.start();
    keepPendingExternalSignIn(ctx, pending);
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect(url);
    return;
  }
  await renderLoginPage(ctx, {
    kind: 'form',
    ...(query.link === 'expired'
      ? { notice: 'That sign-in link has expired or was already used. Enter your e-mail address for a new one.' }
      : {}),
  });
}

/**
 * POST /api/login: answers at once, the same for every valid address, and sends a one-time link to
 * approved addresses only, after the reply. Requests are limited per client address (route) and per address
 * as typed (here): a variant (`a+tag@x`) is another address, mailed nothing unless approved itself, so requests
 * for variants cannot use up the allowance of the address they resemble; a device that signed in to the address
 * before has an allowance of its own, so nobody else can use up its owner's. With an identity provider there are
 * no e-mailed sign-in links: a link would stand in for the provider and its own checks (a second factor).
 */
export async function requestLink(ctx: AppContext, body: z.infer<typeof loginBody>) {
  if (ctx.services.oidc) {
    if (!wantsPage(ctx)) throw forbidden(SIGN_IN_THROUGH_PROVIDER);
    ctx.status = 303;
    ctx.redirect(API_PATHS.signIn);
    return;
  }
  const parsed = emailField().safeParse(body.email);
  if (!parsed.success) {
    const message = firstError(parsed.error) ?? 'Please enter a valid email address';
    if (wantsPage(ctx)) return renderLoginPage(ctx, { kind: 'form', error: message, email: body.email }, 400);
    throw badRequest(`email: ${message}`, { errors: [{ field: 'email', message }] });
  }
  const email = parsed.data.toLowerCase();
  const knownDevice = signedInHereBefore(ctx, email);
  await ctx.services.rateLimiter.check(knownDevice ? 'signInLinkKnownDevice' : 'signInLinkAddress', email);
  const { config, services } = ctx;
  services.background.run('sign-in link', () => sendSignInLink(email, config, services, { newDevice: !knownDevice }));
  if (wantsPage(ctx)) return renderLoginPage(ctx, { kind: 'sent' });
  return { message: SENT_MESSAGE };
}

/**
 * Replies to a request that holds a sign-in token: never cached, and the page's address (with its
 * token) never sent to another site as a Referer. Same-origin requests keep their Referer and Origin,
 * which the confirmation's POST must carry (a browser sends `Origin: null` under no-referrer).
 */
function guardToken(ctx: AppContext): void {
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Referrer-Policy', 'same-origin');
}

/**
 * GET /api/login/verify?token=: the link's confirmation page ("Sign in as s***@example.com", one
 * button). It never redeems the token, so a mail scanner that opens the link does not use it up.
 */
export async function confirmLink(ctx: AppContext, token: string) {
  guardToken(ctx);
  const link = await findSignInLink(token);
  if (!link) return ctx.redirect(LINK_EXPIRED);
  await renderLoginPage(ctx, { kind: 'confirm', email: link.email, token });
}

/**
 * POST /api/login/verify: the confirmation page's button. Only a request from this site's own page
 * may redeem a token, so nobody can sign a visitor into someone else's account with a crafted form.
 * An approved address gets a session; others land on Access Denied with none.
 */
export async function redeemLink(ctx: AppContext, token: string) {
  guardToken(ctx);
  if (!isFromOwnPage(ctx)) throw forbidden('Cross-site requests are not allowed');
  const outcome = await redeemSignInLink(token, ctx.config.coachEmails);
  ctx.status = 303;
  if (outcome.kind === 'invalid') return ctx.redirect(LINK_EXPIRED);
  if (outcome.kind === 'denied') {
    ctx.services.logger.info('sign-in denied', { email: outcome.email });
    return ctx.redirect(ACCESS_DENIED);
  }
  await startSession(ctx, outcome.user);
  rememberSignIn(ctx, outcome.user.email);
  ctx.redirect(HOME);
}

/** GET /api/callback: the identity provider's answer. */
export async function finishExternalSignIn(ctx: AppContext) {
  ctx.set('Cache-Control', 'no-store');
  const oidc = ctx.services.oidc;
  const pending = readPendingExternalSignIn(ctx);
  if (!oidc || !pending) return ctx.redirect(API_PATHS.signIn);
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

/**
 * GET /api/logout: ends the session (admin flag included) and returns home, for a navigation made on
 * this site or typed by the user. Another site's link or image gets a refusal that changes nothing.
 */
export function logoutByNavigation(ctx: AppContext) {
  ctx.set('Cache-Control', 'no-store');
  if (!isOwnNavigation(ctx)) throw forbidden('Cross-site requests are not allowed');
  ctx.session = null;
  ctx.redirect(HOME);
}

/** POST /api/logout: ends the session (admin flag included); what the app's own Logout buttons call. */
export function logout(ctx: AppContext) {
  ctx.set('Cache-Control', 'no-store');
  ctx.session = null;
}

/** GET /api/auth/user: the signed-in coach or client, with the student's profile name. */
export async function currentUser(ctx: AppContext) {
  const user = ctx.state.user;
  if (!user) throw unauthorized();
  const profile = user.role === 'client' ? await ClientProfile.findOne({ userId: user._id }).lean() : null;
  ctx.set('Cache-Control', 'no-store');
  return presentCurrentUser(user, profile);
}
