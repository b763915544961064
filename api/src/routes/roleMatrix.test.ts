import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../contract/paths.js';
import {
  adminAgent,
  createAgent,
  openEventStream,
  signInAs,
  startTestServer,
  type Agent,
  type TestServer,
} from '../../test/index.js';
import { linkGuardian, signInAsGuardian } from './family/test/guardians.js';

/**
 * Every public, sign-in, admin, consultation and notification endpoint called as a visitor, a student, a guardian,
 * the coach and the admin, with the status each must get; and the student's check-ins and outcomes, and the
 * coach's reading and scoring of them, which the shared admin password does not reach. (Every student and coach
 * endpoint: client/roleMatrix.test.ts.)
 */
type Caller = 'anonymous' | 'client' | 'guardian' | 'coach' | 'admin';

let server: TestServer;
const agents = {} as Record<Caller, Agent>;

beforeAll(async () => {
  server = await startTestServer();
  agents.anonymous = createAgent(server.url);
  const student = await signInAs(server, { email: 'student@example.com', role: 'client', profile: true });
  agents.client = student.agent;
  agents.guardian = await signInAsGuardian(
    server,
    await linkGuardian(student.profileId!, { email: 'parent@example.com', name: 'Matrix Parent', sections: ['checkIns', 'outcomes'] }),
  );
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
  ['GET', API_PATHS.health, undefined, { anonymous: 200, client: 200, guardian: 200, coach: 200, admin: 200 }],
  ['GET', API_PATHS.site, undefined, { anonymous: 200, client: 200, guardian: 200, coach: 200, admin: 200 }],
  ['GET', API_PATHS.practiceProfile, undefined, { anonymous: 401, client: 403, guardian: 403, coach: 200, admin: 401 }],
  // The practice profile is the coach's to edit (the shared admin password does not reach it).
  ['PUT', API_PATHS.site, { businessName: '' }, { anonymous: 401, client: 403, guardian: 403, coach: 400, admin: 401 }],
  ['DELETE', API_PATHS.sitePhoto, undefined, { anonymous: 401, client: 403, guardian: 403, coach: 200, admin: 401 }],
  ['GET', API_PATHS.signIn, undefined, { anonymous: 200, client: 200, guardian: 200, coach: 200, admin: 200 }],
  ['POST', API_PATHS.signIn, { email: 'someone@example.com' }, { anonymous: 200, client: 200, guardian: 200, coach: 200, admin: 200 }],
  ['GET', API_PATHS.currentUser, undefined, { anonymous: 401, client: 200, guardian: 200, coach: 200, admin: 401 }],
  // The inbox is the admin's (shared password) and the signed-in coach's (own session, no password).
  ['GET', API_PATHS.adminCheck, undefined, { anonymous: 401, client: 403, guardian: 403, coach: 200, admin: 200 }],
  ['POST', API_PATHS.requestConsultation, requestFrom, { anonymous: 201, client: 201, guardian: 201, coach: 201, admin: 201 }],
  ['GET', API_PATHS.consultationRequests, undefined, { anonymous: 401, client: 403, guardian: 403, coach: 200, admin: 200 }],
  ['GET', API_PATHS.consultationExport, undefined, { anonymous: 401, client: 403, guardian: 403, coach: 200, admin: 200 }],
  [
    'PUT',
    API_PATHS.consultationRequest('missing123'),
    { status: 'contacted', note: '' },
    { anonymous: 401, client: 403, guardian: 403, coach: 404, admin: 404 },
  ],
  [
    'DELETE',
    API_PATHS.consultationRequest('missing123'),
    undefined,
    { anonymous: 401, client: 403, guardian: 403, coach: 404, admin: 404 },
  ],
  ['GET', API_PATHS.emailStatus, undefined, { anonymous: 200, client: 200, guardian: 200, coach: 200, admin: 200 }],
  ['GET', API_PATHS.checkIns, undefined, { anonymous: 401, client: 200, guardian: 403, coach: 403, admin: 401 }],
  [
    'POST',
    API_PATHS.checkIns,
    { task: 'Read chapter 4', plannedMinutes: 20, actualMinutes: 25, startedOnTime: false },
    { anonymous: 401, client: 201, guardian: 403, coach: 403, admin: 401 },
  ],
  ['GET', API_PATHS.checkInSummary, undefined, { anonymous: 401, client: 200, guardian: 403, coach: 403, admin: 401 }],
  ['PUT', API_PATHS.checkInPause, { paused: true }, { anonymous: 401, client: 200, guardian: 403, coach: 403, admin: 401 }],
  ['GET', API_PATHS.myOutcomes, undefined, { anonymous: 401, client: 200, guardian: 403, coach: 403, admin: 401 }],
  [
    'POST',
    API_PATHS.planAttainment('missing123'),
    { score: 0 },
    { anonymous: 401, client: 404, guardian: 403, coach: 403, admin: 401 },
  ],
  [
    'GET',
    API_PATHS.coachClientOutcomes('missing123'),
    undefined,
    { anonymous: 401, client: 403, guardian: 403, coach: 404, admin: 401 },
  ],
  [
    'POST',
    API_PATHS.coachClientAttainment('missing123'),
    { planId: 'missing456', score: 0 },
    { anonymous: 401, client: 403, guardian: 403, coach: 404, admin: 401 },
  ],
  // A guardian's alone (with what each student shares; the guardian's own calls: family/family.test.ts).
  ['GET', API_PATHS.family, undefined, { anonymous: 401, client: 403, guardian: 403, coach: 403, admin: 401 }],
  ['GET', API_PATHS.pushPublicKey, undefined, { anonymous: 200, client: 200, guardian: 200, coach: 200, admin: 200 }],
  ['POST', API_PATHS.pushSubscribe, subscription, { anonymous: 401, client: 201, guardian: 201, coach: 201, admin: 201 }],
  [
    'DELETE',
    API_PATHS.pushSubscribe,
    { endpoint: subscription.endpoint },
    { anonymous: 401, client: 200, guardian: 200, coach: 200, admin: 200 },
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
    expect((await agents.anonymous.get(API_PATHS.notifications)).status).toBe(401);
    expect((await agents.client.get(API_PATHS.notifications)).status).toBe(403);
    expect((await agents.guardian.get(API_PATHS.notifications)).status).toBe(403);
    for (const caller of ['coach', 'admin'] as const) {
      const stream = await openEventStream(agents[caller], API_PATHS.notifications);
      expect(stream.status, caller).toBe(200);
      stream.close();
    }
  });

  it('POST /api/admin/logout and GET /api/logout are open to all and end what they should', async () => {
    for (const caller of ['anonymous', 'client', 'coach'] as const) {
      expect((await agents[caller].post(API_PATHS.adminSignOut)).status).toBe(200);
    }
    expect((await agents.client.get(API_PATHS.currentUser)).status).toBe(200);
    for (const caller of ['anonymous', 'client', 'guardian', 'coach', 'admin'] as const) {
      const response = await agents[caller].get(API_PATHS.signOut, { headers: { 'sec-fetch-site': 'same-origin' } });
      expect(response.status).toBe(302);
    }
    for (const caller of ['client', 'guardian', 'coach'] as const)
      expect((await agents[caller].get(API_PATHS.currentUser)).status).toBe(401);
    expect((await agents.admin.get(API_PATHS.adminCheck)).status).toBe(401);
  });
});
