import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../contract/paths.js';
import { SESSION_COOKIE } from '../../middleware/session.js';
import { adminAgent, createAgent, signInAs, startTestServer, type TestServer } from '../../../test/index.js';
import { sameSecret } from './admin.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());
beforeEach(() => server.services.rateLimiter.reset());

describe('GET /api/admin/check', () => {
  it('is 401 without the admin password', async () => {
    const response = await createAgent(server.url).get(API_PATHS.adminCheck);
    expect(response.status).toBe(401);
    expect(response.json()).toEqual({ message: 'Admin sign-in required' });
  });

  it('lets a signed-in coach in with their own session, and refuses a student', async () => {
    const coach = await signInAs(server, { email: 'coach@example.com', role: 'coach' });
    expect((await coach.agent.get(API_PATHS.adminCheck)).status).toBe(200);
    const client = await signInAs(server, { email: 'client@example.com', role: 'client', profile: true });
    expect((await client.agent.get(API_PATHS.adminCheck)).status).toBe(403);
  });

  it('succeeds after admin login', async () => {
    const admin = await adminAgent(server);
    const response = await admin.get(API_PATHS.adminCheck);
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ authenticated: true });
  });
});

describe('POST /api/admin/login', () => {
  it('refuses a wrong password with 401 and no session', async () => {
    const agent = createAgent(server.url);
    const response = await agent.post(API_PATHS.adminSignIn, { password: 'wrong password' });
    expect(response.status).toBe(401);
    expect(response.json()).toEqual({ message: 'Incorrect password' });
    expect(agent.cookies()[SESSION_COOKIE]).toBeUndefined();
    expect((await agent.get(API_PATHS.adminCheck)).status).toBe(401);
  });

  it("says 'Password is required' for an empty or missing password", async () => {
    const agent = createAgent(server.url);
    for (const body of [{ password: '' }, {}]) {
      const response = await agent.post(API_PATHS.adminSignIn, body);
      expect(response.status).toBe(400);
      expect(response.json().message).toBe('password: Password is required');
    }
  });

  it('rejects wrong types, unknown fields and overlong passwords', async () => {
    const agent = createAgent(server.url);
    expect((await agent.post(API_PATHS.adminSignIn, { password: 12345678 })).status).toBe(400);
    const extra = await agent.post(API_PATHS.adminSignIn, { password: 'x', admin: true });
    expect(extra.status).toBe(400);
    expect(extra.json().message).toBe('body: Unknown field: admin');
    const long = await agent.post(API_PATHS.adminSignIn, { password: 'x'.repeat(201) });
    expect(long.status).toBe(400);
    expect((await agent.get(API_PATHS.adminCheck)).status).toBe(401);
  });

  it('limits attempts per client address with 429', async () => {
    server.config.rateLimits.adminLogin.max = 3;
    try {
      const agent = createAgent(server.url);
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await agent.post(API_PATHS.adminSignIn, { password: 'guess' })).status).toBe(401);
      }
      const limited = await agent.post(API_PATHS.adminSignIn, { password: server.config.adminPassword });
      expect(limited.status).toBe(429);
      expect(limited.json()).toEqual({ message: 'Too many login attempts. Please wait a few minutes and try again.' });
      expect((await agent.get(API_PATHS.adminCheck)).status).toBe(401);
    } finally {
      server.config.rateLimits.adminLogin.max = 10_000;
    }
  });
});

describe('POST /api/admin/logout', () => {
  it('drops the admin flag', async () => {
    const admin = await adminAgent(server);
    const response = await admin.post(API_PATHS.adminSignOut);
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ authenticated: false });
    expect((await admin.get(API_PATHS.adminCheck)).status).toBe(401);
    expect((await admin.get(API_PATHS.consultationRequests)).status).toBe(401);
  });

  it('keeps a coach signed in', async () => {
    const coach = await signInAs(server, { email: 'coach2@example.com', role: 'coach' });
    expect((await coach.agent.post(API_PATHS.adminSignIn, { password: server.config.adminPassword })).status).toBe(200);
    expect((await coach.agent.post(API_PATHS.adminSignOut)).status).toBe(200);
    // The admin flag is gone; the coach still reaches the inbox as the coach.
    expect((await coach.agent.get(API_PATHS.currentUser)).status).toBe(200);
    expect((await coach.agent.get(API_PATHS.adminCheck)).status).toBe(200);
  });
});

describe('sameSecret', () => {
  it('compares whole secrets of any length', () => {
    expect(sameSecret('abc', 'abc')).toBe(true);
    expect(sameSecret('abc', 'abd')).toBe(false);
    expect(sameSecret('abc', 'abcd')).toBe(false);
    expect(sameSecret('', 'abc')).toBe(false);
  });
});
