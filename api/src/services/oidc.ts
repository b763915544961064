import * as client from 'openid-client';
import type { AppConfig } from '../config.js';
import { API_PATHS } from '../contract/paths.js';
import type { SignInIdentity } from '../models/index.js';

/** What must survive the round trip to the provider (kept in a short signed cookie). */
export interface OidcPending {
  verifier: string;
  state: string;
  nonce: string;
}

/** Sign-in through an external OpenID Connect provider (authorization code flow with PKCE). */
export interface OidcSignIn {
  /** Where to send the browser, and what to keep until it comes back. */
  start(): Promise<{ url: string; pending: OidcPending }>;
  /** Checks the provider's answer at `callbackUrl` and returns who signed in. */
  finish(callbackUrl: URL, pending: OidcPending): Promise<SignInIdentity>;
}

/** An identity the provider could not vouch for (no or unverified e-mail). */
export class OidcIdentityError extends Error {}

/**
 * Builds the OIDC sign-in from OIDC_ISSUER / OIDC_CLIENT_ID / OIDC_CLIENT_SECRET. The provider's
 * metadata is discovered on first use and kept; a failed discovery is retried on the next sign-in.
 * Plain-http issuers are accepted outside production only (a provider on loopback during development).
 */
export function createOidcSignIn(config: AppConfig): OidcSignIn | null {
  const settings = config.oidc;
  if (!settings) return null;
  // Read at each use: the public URL is final only once the server listens (a free port in tests).
  const redirectUri = () => `${config.publicUrl}${API_PATHS.signInCallback}`;
  let discovered: Promise<client.Configuration> | null = null;

  const configuration = () => {
    discovered ??= client
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        settings.clientSecret ?? undefined,
        settings.clientSecret ? undefined : client.None(),
        !config.production && settings.issuer.startsWith('http:') ? { execute: [client.allowInsecureRequests] } : {},
      )
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  };

  return {
    async start() {
      const oidc = await configuration();
      const pending = {
        verifier: client.randomPKCECodeVerifier(),
        state: client.randomState(),
        nonce: client.randomNonce(),
      };
      const url = client.buildAuthorizationUrl(oidc, {
        redirect_uri: redirectUri(),
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(pending.verifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
      });
      return { url: url.href, pending };
    },
    async finish(callbackUrl, pending) {
      const oidc = await configuration();
      const tokens = await client.authorizationCodeGrant(oidc, callbackUrl, {
        pkceCodeVerifier: pending.verifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      const email = typeof claims?.email === 'string' ? claims.email : null;
      // Only an address the provider says it verified, in so many words, may sign in.
      if (!email || claims?.email_verified !== true) {
        throw new OidcIdentityError('The identity provider did not confirm an e-mail address');
      }
      const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 200) : null);
      return {
        email,
        firstName: text(claims?.given_name),
        lastName: text(claims?.family_name),
        profileImageUrl: text(claims?.picture),
      };
    },
  };
}
