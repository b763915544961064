import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAgent,
  createAgent,
  openEventStream,
  signInAs,
  startTestServer,
  type Agent,
  type TestServer,
} from '../../test/index.js';

/**
 * Every public, sign-in, admin, consultation and notification endpoint called as a visitor, a student,
 * the coach and the admin, with the status each must get; and the student's check-ins and outcomes, and the
 * coach's reading and scoring of them, which the shared admin password does not reach. (Every student and coach
 * endpoint: client/roleMatrix.test.ts.)
 */
type Caller = 'anonymous' | 'client' | 'coach' | 'admin';

let server: TestServer;
const agents = {} as Record<Caller, Agent>;

beforeAll(async () => {
  server = await startTestServer();
  agents.anonymous = createAgent(server.url);
  agents.client = (await signInAs(server, { email: 'student@example.com', role: 'client', profile: true })).agent;
  agents.coach = (await signInAs(server, { email: 'coach@example.com', role: 'coach' })).agent;
  agents.admin = await adminAgent(server);
});
afterAll(() => server?.close());

const ecdh = createECDH('prime256v1');
ecdh.generateKeys();
const subscription = {
  endpoint: 'https://push.example.net/send/abc',
  keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
};
const request = {
  studentFirstName: 'Matrix',
  studentLastName: 'Test',
  gradeLevel: '9th',
  phone: '555-444-3333',
  email: 'matrix@example.com',
};

/** A body, or one per caller (the same consultation request sent twice is answered as already received). */
type Body = unknown | ((caller: Caller) => unknown);
const requestFrom = (caller: Caller) => ({ ...request, email: `${caller}.matrix@example.com` });

const MATRIX: Array<[method: string, path: string, body: Body, expected: Record<Caller, number>]> = [
  ['GET', '/api/health', undefined, { anonymous: 200, client: 200, coach: 200, admin: 200 }],
  ['GET', '/api/site', undefined, { anonymous: 200, client: 200, coach: 200, admin: 200 }],
  // The practice profile is the coach's to edit (the shared admin password does not reach it).
  ['PUT', '/api/site', { businessName: '' }, { anonymous: 401, client: 403, coach: 400, admin: 401 }],
  ['DELETE', '/api/site/photo', undefined, { anonymous: 401, client: 403, coach: 200, admin: 401 }],
  ['GET', '/api/login', undefined, { anonymous: 200, client: 200, coach: 200, admin: 200 }],
  ['POST', '/api/login', { email: 'someone@example.com' }, { anonymous: 200, client: 200, coach: 200, admin: 200 }],
  ['GET', '/api/auth/user', undefined, { anonymous: 401, client: 200, coach: 200, admin: 401 }],
  // The inbox is the admin's (shared password) and the signed-in coach's (own session, no password).
  ['GET', '/api/admin/check', undefined, { anonymous: 401, client: 403, coach: 200, admin: 200 }],
  ['POST', '/api/consultation-request', requestFrom, { anonymous: 201, client: 201, coach: 201, admin: 201 }],
  ['GET', '/api/consultation-requests', undefined, { anonymous: 401, client: 403, coach: 200, admin: 200 }],
  ['GET', '/api/consultation-requests/export', undefined, { anonymous: 401, client: 403, coach: 200, admin: 200 }],
  [
    'PUT',
    '/api/consultation-request/missing123',
    { status: 'contacted', note: '' },
    { anonymous: 401, client: 403, coach: 404, admin: 404 },
  ],
  [
    'DELETE',
    '/api/consultation-request/missing123',
    undefined,
    { anonymous: 401, client: 403, coach: 404, admin: 404 },
  ],
  ['GET', '/api/email-status', undefined, { anonymous: 200, client: 200, coach: 200, admin: 200 }],
  ['GET', '/api/check-ins', undefined, { anonymous: 401, client: 200, coach: 403, admin: 401 }],
  [
    'POST',
    '/api/check-ins',
    { task: 'Read chapter 4', plannedMinutes: 20, actualMinutes: 25, startedOnTime: false },
    { anonymous: 401, client: 201, coach: 403, admin: 401 },
  ],
  ['GET', '/api/check-ins/summary', undefined, { anonymous: 401, client: 200, coach: 403, admin: 401 }],
  ['PUT', '/api/check-ins/pause', { paused: true }, { anonymous: 401, client: 200, coach: 403, admin: 401 }],
  ['GET', '/api/my-outcomes', undefined, { anonymous: 401, client: 200, coach: 403, admin: 401 }],
  [
    'POST',
    '/api/barriers-strategies/missing123/attainment',
    { score: 0 },
    { anonymous: 401, client: 404, coach: 403, admin: 401 },
  ],
  ['GET', '/api/coach/client/missing123/outcomes', undefined, { anonymous: 401, client: 403, coach: 404, admin: 401 }],
  [
    'POST',
    '/api/coach/client/missing123/attainment',
    { planId: 'missing456', score: 0 },
    { anonymous: 401, client: 403, coach: 404, admin: 401 },
  ],
  ['GET', '/api/push/public-key', undefined, { anonymous: 200, client: 200, coach: 200, admin: 200 }],
  ['POST', '/api/push/subscribe', subscription, { anonymous: 401, client: 201, coach: 201, admin: 201 }],
  [
    'DELETE',
    '/api/push/subscribe',
    { endpoint: subscription.endpoint },
    { anonymous: 401, client: 200, coach: 200, admin: 200 },
  ],
];

describe('role matrix', () => {
  for (const [method, path, body, expected] of MATRIX) {
    it(`${method} ${path}`, async () => {
      for (const caller of Object.keys(expected) as Caller[]) {
        const response = await agents[caller].request(method, path, typeof body === 'function' ? body(caller) : body);
        expect(response.status, `${caller} ${method} ${path}: ${response.text().slice(0, 200)}`).toBe(expected[caller]);
      }
    });
  }

  it('GET /api/notifications (a stream for the admin and the coach)', async () => {
    expect((await agents.anonymous.get('/api/notifications')).status).toBe(401);
    expect((await agents.client.get('/api/notifications')).status).toBe(403);
    for (const caller of ['coach', 'admin'] as const) {
      const stream = await openEventStream(agents[caller], '/api/notifications');
      expect(stream.status, caller).toBe(200);
      stream.close();
    }
  });

  it('POST /api/admin/logout and GET /api/logout are open to all and end what they should', async () => {
    for (const caller of ['anonymous', 'client', 'coach'] as const) {
      expect((await agents[caller].post('/api/admin/logout')).status).toBe(200);
    }
    expect((await agents.client.get('/api/auth/user')).status).toBe(200);
    for (const caller of ['anonymous', 'client', 'coach', 'admin'] as const) {
      const response = await agents[caller].get('/api/logout', { headers: { 'sec-fetch-site': 'same-origin' } });
      expect(response.status).toBe(302);
    }
    for (const caller of ['client', 'coach'] as const)
      expect((await agents[caller].get('/api/auth/user')).status).toBe(401);
    expect((await agents.admin.get('/api/admin/check')).status).toBe(401);
  });
});
