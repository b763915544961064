import { API_PATHS, signInRedeemSchema, signInVerifyQuerySchema } from '../../contract/index.js';
import { audited } from '../../http/accessLog.js';
import { defineRoute, type AnyRoute } from '../../http/route.js';
import {
  confirmLink,
  currentUser,
  finishExternalSignIn,
  loginBody,
  loginPageQuery,
  logout,
  logoutByNavigation,
  redeemLink,
  requestLink,
  showLogin,
} from './auth.js';

/** Sign-in by e-mailed link (or an external provider), sign-out, and the current user. */
export const authRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: API_PATHS.signIn,
    access: 'public',
    summary: 'Sign-in page asking for an e-mail address, or redirect to the identity provider (rate limited)',
    query: loginPageQuery,
    handler: (ctx, { query }) => showLogin(ctx, query),
  }),
  defineRoute({
    method: 'POST',
    path: API_PATHS.signIn,
    access: 'public',
    rateLimit: 'signInLink',
    form: true,
    summary: 'E-mail a one-time sign-in link to an approved address (same reply for every address)',
    body: loginBody,
    handler: (ctx, { body }) => requestLink(ctx, body),
  }),
  defineRoute({
    method: 'GET',
    path: API_PATHS.signInVerify,
    access: 'public',
    summary: "A sign-in link's confirmation page (never redeems the token)",
    query: signInVerifyQuerySchema,
    handler: (ctx, { query }) => confirmLink(ctx, query.token),
  }),
  defineRoute({
    method: 'POST',
    path: API_PATHS.signInVerify,
    access: 'public',
    form: true,
    summary: 'Redeem a sign-in link from its confirmation page (same origin): session if approved',
    body: signInRedeemSchema,
    audit: audited.signIn,
    handler: (ctx, { body }) => redeemLink(ctx, body.token),
  }),
  defineRoute({
    method: 'GET',
    path: API_PATHS.signInCallback,
    access: 'public',
    summary: "The identity provider's answer (OIDC)",
    audit: audited.signIn,
    handler: (ctx) => finishExternalSignIn(ctx),
  }),
  defineRoute({
    method: 'GET',
    path: API_PATHS.signOut,
    access: 'public',
    summary: 'End the session and go home (same-site navigation only)',
    handler: (ctx) => logoutByNavigation(ctx),
  }),
  defineRoute({
    method: 'POST',
    path: API_PATHS.signOut,
    access: 'public',
    summary: "End the session (the app's Logout buttons)",
    handler: (ctx) => logout(ctx),
  }),
  defineRoute({
    method: 'GET',
    path: API_PATHS.currentUser,
    access: 'signedIn',
    summary: 'The signed-in coach, client or guardian, with role flags and profile name',
    handler: (ctx) => currentUser(ctx),
  }),
];
