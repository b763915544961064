import { signInVerifyQuerySchema } from '../../contract/index.js';
import { audited } from '../../http/accessLog.js';
import { defineRoute, type AnyRoute } from '../../http/route.js';
import {
  currentUser,
  finishExternalSignIn,
  loginBody,
  loginPageQuery,
  logout,
  requestLink,
  showLogin,
  verifyLink,
} from './auth.js';

/** Sign-in by e-mailed link (or an external provider), sign-out, and the current user. */
export const authRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/api/login',
    access: 'public',
    summary: 'Sign-in page asking for an e-mail address, or redirect to the identity provider',
    query: loginPageQuery,
    handler: (ctx, { query }) => showLogin(ctx, query),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/login',
    access: 'public',
    rateLimit: 'signInLink',
    summary: 'E-mail a one-time sign-in link (same reply for every address)',
    body: loginBody,
    handler: (ctx, { body }) => requestLink(ctx, body),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/login/verify',
    access: 'public',
    summary: 'Follow a sign-in link: session if approved, else /access-denied',
    query: signInVerifyQuerySchema,
    audit: audited.signIn,
    handler: (ctx, { query }) => verifyLink(ctx, query.token),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/callback',
    access: 'public',
    summary: "The identity provider's answer (OIDC)",
    audit: audited.signIn,
    handler: (ctx) => finishExternalSignIn(ctx),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/logout',
    access: 'public',
    summary: 'End the session and go home',
    handler: (ctx) => logout(ctx),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/auth/user',
    access: 'user',
    summary: 'The signed-in coach or client, with role flags and profile name',
    handler: (ctx) => currentUser(ctx),
  }),
];
