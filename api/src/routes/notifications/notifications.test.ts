import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../contract/paths.js';
import { PushSubscription, RecentSubmission } from '../../models/index.js';
import {
  adminAgent,
  browserKeys,
  createAgent,
  decryptPush,
  openEventStream,
  signInAs,
  startPushEndpoint,
  startTestServer,
  type Agent,
  type PushEndpoint,
  type TestServer,
} from '../../../test/index.js';

let server: TestServer;
let endpoint: PushEndpoint;
let admin: Agent;
beforeAll(async () => {
  endpoint = await startPushEndpoint();
  server = await startTestServer({
    email: true,
    notificationEmail: 'alerts@example.com',
    pushAgent: endpoint.agent,
    // The test's push service listens on loopback.
    env: { PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true' },
    config: { sseHeartbeatMs: 150 },
  });
  admin = await adminAgent(server);
});
afterAll(async () => {
  await server?.close();
  await endpoint?.close();
});
beforeEach(async () => {
  await PushSubscription.deleteMany({});
  // The same request is sent in several tests: each must count as new, not as sent again.
  await RecentSubmission.deleteMany({});
  endpoint.deliveries.length = 0;
});

const request = {
  studentFirstName: 'Noah',
  studentLastName: 'Kim',
  gradeLevel: 'college-freshman',
  phone: '555-987-6543',
  email: 'noah.parent@example.com',
  weekend: true,
};

describe('GET /api/email-status', () => {
  it('reports e-mail alerts as configured when sender, password and recipient are set', async () => {
    const response = await createAgent(server.url).get(API_PATHS.emailStatus);
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ configured: true, consultationRetentionDays: 365 });
  });

  it('reports not configured without a recipient', async () => {
    const recipient = server.config.email.notificationEmail;
    server.config.email.notificationEmail = null;
    try {
      expect((await createAgent(server.url).get(API_PATHS.emailStatus)).json()).toEqual({
        configured: false,
        consultationRetentionDays: 365,
      });
    } finally {
      server.config.email.notificationEmail = recipient;
    }
  });
});

describe('GET /api/notifications', () => {
  it('is refused to visitors and clients, open to the admin and the coach', async () => {
    const anonymous = await createAgent(server.url).get(API_PATHS.notifications);
    expect(anonymous.status).toBe(401);
    const client = await signInAs(server, { email: 'student@example.com', role: 'client', profile: true });
    expect((await client.agent.get(API_PATHS.notifications)).status).toBe(403);

    const coach = await signInAs(server, { email: 'coach@example.com', role: 'coach' });
    const stream = await openEventStream(coach.agent, API_PATHS.notifications);
    expect(stream.status).toBe(200);
    stream.close();
  });

  it('delivers the event after a request is submitted, and sends heartbeats', async () => {
    const stream = await openEventStream(admin, API_PATHS.notifications);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('cache-control')).toBe('no-store');
    await stream.waitForComments(1);
    expect(stream.comments[0]).toBe('connected');

    const submitted = await createAgent(server.url).post(API_PATHS.requestConsultation, request);
    expect(submitted.status).toBe(201);
    const [event] = await stream.waitForEvents(1);
    expect(event).toEqual({
      type: 'new_consultation_request',
      studentName: 'Noah Kim',
      gradeLevel: 'college-freshman',
    });

    const comments = await stream.waitForComments(3);
    expect(comments.slice(1, 3)).toEqual(['heartbeat', 'heartbeat']);
    stream.close();
    await server.settle();
  });

  it('lets go of a listener when the browser leaves', async () => {
    const before = server.services.bus.listenerCount();
    const stream = await openEventStream(admin, API_PATHS.notifications);
    await stream.waitForComments(1);
    expect(server.services.bus.listenerCount()).toBe(before + 1);
    stream.close();
    await expect.poll(() => server.services.bus.listenerCount()).toBe(before);
  });
});

describe('web push', () => {
  it('GET /api/push/public-key gives the VAPID key', async () => {
    const response = await createAgent(server.url).get(API_PATHS.pushPublicKey);
    expect(response.json()).toEqual({ publicKey: server.config.vapid.publicKey });
  });

  it('subscribing needs the admin or a signed-in user, and is validated', async () => {
    const { keys } = browserKeys();
    const body = { endpoint: `${endpoint.origin}/push/a`, expirationTime: null, keys };
    expect((await createAgent(server.url).post(API_PATHS.pushSubscribe, body)).status).toBe(401);

    const plain = await admin.post(API_PATHS.pushSubscribe, { ...body, endpoint: 'http://push.example/a' });
    expect(plain.status).toBe(400);
    expect(plain.json().message).toBe('endpoint: endpoint must be an https URL');
    const noKeys = await admin.post(API_PATHS.pushSubscribe, { endpoint: body.endpoint });
    expect(noKeys.status).toBe(400);
    expect(await PushSubscription.countDocuments()).toBe(0);

    expect((await admin.post(API_PATHS.pushSubscribe, body)).status).toBe(201);
    expect((await admin.post(API_PATHS.pushSubscribe, body)).status).toBe(201);
    expect(await PushSubscription.countDocuments()).toBe(1);

    expect((await createAgent(server.url).delete(API_PATHS.pushSubscribe, { endpoint: body.endpoint })).status).toBe(
      401,
    );
    const removed = await admin.delete(API_PATHS.pushSubscribe, { endpoint: body.endpoint });
    expect(removed.status).toBe(200);
    expect(removed.json()).toEqual({ subscribed: false });
    expect(await PushSubscription.countDocuments()).toBe(0);
  });

  it('reaches the subscribed browser with an encrypted payload that decrypts to the event, and drops dead subscriptions', async () => {
    const live = browserKeys();
    const gone = browserKeys();
    const unknown = browserKeys();
    await admin.post(API_PATHS.pushSubscribe, { endpoint: `${endpoint.origin}/push/live`, keys: live.keys });
    await admin.post(API_PATHS.pushSubscribe, { endpoint: `${endpoint.origin}/push/gone`, keys: gone.keys });
    await admin.post(API_PATHS.pushSubscribe, { endpoint: `${endpoint.origin}/push/unknown`, keys: unknown.keys });
    endpoint.answer('/push/gone', 410);
    endpoint.answer('/push/unknown', 404);

    expect((await createAgent(server.url).post(API_PATHS.requestConsultation, request)).status).toBe(201);
    await endpoint.waitFor(3);
    await server.settle();

    const delivery = endpoint.deliveries.find((entry) => entry.path === '/push/live')!;
    expect(delivery.headers['content-encoding']).toBe('aes128gcm');
    expect(String(delivery.headers.authorization)).toMatch(/^vapid t=.+, k=/);
    expect(decryptPush(delivery, live)).toEqual({
      type: 'new_consultation_request',
      studentName: 'Noah Kim',
      gradeLevel: 'college-freshman',
    });

    const left = await PushSubscription.find().lean();
    expect(left.map((subscription) => subscription.endpoint)).toEqual([`${endpoint.origin}/push/live`]);
    expect(server.logs.some((line) => line.msg === 'push subscription removed' && line.status === 410)).toBe(true);
    expect(server.logs.some((line) => line.msg === 'push subscription removed' && line.status === 404)).toBe(true);
  });

  it('a failing push service is logged and never fails the submission', async () => {
    const keys = browserKeys();
    await admin.post(API_PATHS.pushSubscribe, { endpoint: `${endpoint.origin}/push/broken`, keys: keys.keys });
    endpoint.answer('/push/broken', 500);
    const submitted = await createAgent(server.url).post(API_PATHS.requestConsultation, request);
    expect(submitted.status).toBe(201);
    await server.settle();
    expect(server.logs.some((line) => line.msg === 'push failed' && line.status === 500)).toBe(true);
    expect(await PushSubscription.countDocuments()).toBe(1);
  });
});

describe('notification e-mail', () => {
  it('arrives at NOTIFICATION_EMAIL with the request details', async () => {
    await createAgent(server.url).post(API_PATHS.requestConsultation, {
      ...request,
      studentFirstName: 'Lena',
      parentName: 'Jo Park',
      challenges: 'Working memory',
    });
    const mail = await server.mail!.waitFor((message) => message.subject.includes('Lena Kim'));
    expect(mail.to).toEqual(['alerts@example.com']);
    expect(mail.from).toBe(server.mail!.user);
    expect(mail.subject).toBe('New Consultation Request: Lena Kim (College Freshman)');
    expect(mail.text).toContain('Parent/guardian: Jo Park');
    expect(mail.text).toContain('Phone: 555-987-6543');
    expect(mail.text).toContain('Preferred times: Weekends');
    expect(mail.text).toContain('Challenges/goals: Working memory');
  });
});
