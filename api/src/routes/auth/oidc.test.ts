import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_THROUGH_PROVIDER } from '../../contract/index.js';
import { API_PATHS } from '../../contract/paths.js';
import { Session, SignInToken, User } from '../../models/index.js';
import { SESSION_COOKIE } from '../../middleware/session.js';
import { approveEmail, createAgent, startTestServer, type Agent, type TestServer } from '../../../test/index.js';
import { startOidcProvider, type OidcProvider } from '../../../test/oidcProvider.js';

let provider: OidcProvider;
let server: TestServer;
beforeAll(async () => {
  provider = await startOidcProvider();
  server = await startTestServer({
    coachEmails: ['coach@example.com'],
    config: { oidc: { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret } },
  });
});
afterAll(async () => {
  await server?.close();
  await provider?.close();
});

/** Starts sign-in at /api/login and returns the provider's authorization URL. */
async function startSignIn(agent: Agent): Promise<string> {
  const response = await agent.get(API_PATHS.signIn);
  expect(response.status).toBe(302);
  const location = response.headers.get('location')!;
  expect(location.startsWith(`${provider.issuer}/authorize?`)).toBe(true);
  const params = new URL(location).searchParams;
  expect(params.get('redirect_uri')).toBe(`${server.url}/api/callback`);
  expect(params.get('scope')).toBe('openid email profile');
  expect(params.get('response_type')).toBe('code');
  return location;
}

describe('sign-in through an OpenID Connect provider', () => {
  it('signs in an approved address with its names, and redirects home', async () => {
    await approveEmail('maya@example.com');
    const agent = createAgent(server.url);
    const { code, state } = provider.authorize(await startSignIn(agent), {
      email: 'Maya@Example.com',
      email_verified: true,
      given_name: 'Maya',
      family_name: 'Lopez',
    });
    const callback = await agent.get(`${API_PATHS.signInCallback}?code=${code}&state=${state}`);
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/');
    const me = await agent.get(API_PATHS.currentUser);
    expect(me.status).toBe(200);
    expect(me.json()).toMatchObject({
      email: 'maya@example.com',
      firstName: 'Maya',
      lastName: 'Lopez',
      role: 'client',
    });
    expect(provider.tokenRequests.at(-1)?.code_verifier).toMatch(/^[A-Za-z0-9_-]{43,}$/);
  });

  it('sends no e-mailed sign-in link, which would stand in for the provider', async () => {
    await approveEmail('linked@example.com');
    const agent = createAgent(server.url);
    const asked = await agent.post(API_PATHS.signIn, { email: 'linked@example.com' });
    expect(asked.status).toBe(403);
    expect(asked.json()).toEqual({ message: SIGN_IN_THROUGH_PROVIDER });
    // The page's own form goes to the provider's sign-in instead.
    const form = await agent.post(API_PATHS.signIn, undefined, {
      raw: 'email=linked%40example.com',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
    });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe(API_PATHS.signIn);
    await server.settle();
    expect(await SignInToken.countDocuments({ email: 'linked@example.com' })).toBe(0);
  });

  it('makes a COACH_EMAILS address a coach', async () => {
    const agent = createAgent(server.url);
    const { code, state } = provider.authorize(await startSignIn(agent), { email: 'coach@example.com', email_verified: true });
    await agent.get(`${API_PATHS.signInCallback}?code=${code}&state=${state}`);
    expect((await agent.get(API_PATHS.currentUser)).json()).toMatchObject({ role: 'coach', isCoach: true });
  });

  it('sends an unapproved address to /access-denied with no user and no signed-in session', async () => {
    const agent = createAgent(server.url);
    const { code, state } = provider.authorize(await startSignIn(agent), { email: 'stranger@example.com', email_verified: true });
    const callback = await agent.get(`${API_PATHS.signInCallback}?code=${code}&state=${state}`);
    expect(callback.headers.get('location')).toBe('/access-denied');
    expect((await agent.get(API_PATHS.currentUser)).status).toBe(401);
    expect(await User.countDocuments({ email: 'stranger@example.com' })).toBe(0);
  });

  it('refuses an address the provider has not verified', async () => {
    await approveEmail('unverified@example.com');
    const agent = createAgent(server.url);
    const { code, state } = provider.authorize(await startSignIn(agent), {
      email: 'unverified@example.com',
      email_verified: false,
    });
    const callback = await agent.get(`${API_PATHS.signInCallback}?code=${code}&state=${state}`);
    expect(callback.headers.get('location')).toBe('/access-denied');
    expect((await agent.get(API_PATHS.currentUser)).status).toBe(401);
  });

  it('refuses an identity whose email_verified is missing or anything but true (an unverified address taking over an account)', async () => {
    await approveEmail('claimed@example.com');
    for (const claim of [undefined, 'true', 1]) {
      const agent = createAgent(server.url);
      const user = { email: 'claimed@example.com', ...(claim === undefined ? {} : { email_verified: claim }) };
      const { code, state } = provider.authorize(await startSignIn(agent), user as { email: string });
      const callback = await agent.get(`${API_PATHS.signInCallback}?code=${code}&state=${state}`);
      expect(callback.headers.get('location')).toBe('/access-denied');
      expect((await agent.get(API_PATHS.currentUser)).status).toBe(401);
    }
    expect(await User.countDocuments({ email: 'claimed@example.com' })).toBe(0);
  });

  it('stores no session for an anonymous visitor starting a sign-in (filling the store from outside)', async () => {
    const before = await Session.countDocuments();
    for (let index = 0; index < 5; index += 1) {
      const agent = createAgent(server.url);
      await startSignIn(agent);
      expect(agent.cookies()[SESSION_COOKIE]).toBeUndefined();
    }
    expect(await Session.countDocuments()).toBe(before);
  });

  it('refuses a forged or tampered sign-in cookie at the callback', async () => {
    const agent = createAgent(server.url);
    const { code, state } = provider.authorize(await startSignIn(agent), { email: 'maya@example.com', email_verified: true });
    const genuine = agent.cookies()['ef.oidc']!;
    const forged = Buffer.from(JSON.stringify({ verifier: 'x'.repeat(43), state, nonce: 'n' })).toString('base64url');
    for (const value of [forged, `${genuine}x`]) {
      const callback = await createAgent(server.url).get(`${API_PATHS.signInCallback}?code=${code}&state=${state}`, {
        headers: { cookie: `ef.oidc=${value}; ef.oidc.sig=${agent.cookies()['ef.oidc.sig']}` },
      });
      expect(callback.status).toBe(302);
      expect(callback.headers.get('location')).toBe(API_PATHS.signIn);
    }
  });

  it('limits how often one client address may start a sign-in (flooding the provider from here)', async () => {
    await server.services.rateLimiter.reset();
    server.config.rateLimits.signInLink.max = 2;
    try {
      const agent = createAgent(server.url);
      await startSignIn(agent);
      await startSignIn(agent);
      const limited = await agent.get(API_PATHS.signIn);
      expect(limited.status).toBe(429);
      expect(limited.json().message).toBe('Too many sign-in requests. Please wait a few minutes and try again.');
    } finally {
      server.config.rateLimits.signInLink.max = 10_000;
      await server.services.rateLimiter.reset();
    }
  });

  it('refuses a callback whose state does not match, and one with no sign-in under way', async () => {
    await approveEmail('forged@example.com');
    const agent = createAgent(server.url);
    const { code } = provider.authorize(await startSignIn(agent), { email: 'forged@example.com', email_verified: true });
    const forged = await agent.get(`${API_PATHS.signInCallback}?code=${code}&state=not-the-state`);
    expect(forged.status).toBe(400);
    expect(forged.json()).toEqual({ message: 'The sign-in could not be completed. Please try again.' });
    expect((await agent.get(API_PATHS.currentUser)).status).toBe(401);

    const stray = await createAgent(server.url).get(`${API_PATHS.signInCallback}?code=${code}&state=x`);
    expect(stray.status).toBe(302);
    expect(stray.headers.get('location')).toBe(API_PATHS.signIn);
  });
});
