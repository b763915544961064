import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../contract/paths.js';
import { PushSubscription } from '../../models/index.js';
import { PUSH_ENDPOINT_MESSAGES } from '../../services/pushEndpoints.js';
import { PUSH_DEVICES_PER_USER } from './notifications.js';
import {
  adminAgent,
  browserKeys,
  createAgent,
  signInAs,
  startPushEndpoint,
  startTestServer,
  type Agent,
  type PushEndpoint,
  type TestServer,
} from '../../../test/index.js';

// No PUSH_ALLOW_PRIVATE_ENDPOINTS here: the server runs as in production. The local push service
// trusted by `pushAgent` stands for a service inside the network that an attacker wants reached.
let server: TestServer;
let inside: PushEndpoint;
let admin: Agent;
beforeAll(async () => {
  inside = await startPushEndpoint();
  server = await startTestServer({ pushAgent: inside.agent });
  admin = await adminAgent(server);
});
afterAll(async () => {
  await server?.close();
  await inside?.close();
});
beforeEach(async () => {
  await PushSubscription.deleteMany({});
  inside.deliveries.length = 0;
});

const { keys } = browserKeys();

describe('subscribing a push endpoint inside the network, to make the server post there', () => {
  it.each([
    ['loopback', 'https://127.0.0.1/push', PUSH_ENDPOINT_MESSAGES.host],
    ['loopback written as a number', 'https://2130706433/push', PUSH_ENDPOINT_MESSAGES.host],
    ['loopback by name', 'https://localhost/push', PUSH_ENDPOINT_MESSAGES.host],
    ['IPv6 loopback', 'https://[::1]/push', PUSH_ENDPOINT_MESSAGES.host],
    ['IPv4-mapped loopback', 'https://[::ffff:127.0.0.1]/push', PUSH_ENDPOINT_MESSAGES.host],
    ['a private network', 'https://10.0.0.5/push', PUSH_ENDPOINT_MESSAGES.host],
    ['a home network', 'https://192.168.1.20/push', PUSH_ENDPOINT_MESSAGES.host],
    ['the cloud metadata service (link-local)', 'https://169.254.169.254/latest', PUSH_ENDPOINT_MESSAGES.host],
    ['IPv6 link-local', 'https://[fe80::1]/push', PUSH_ENDPOINT_MESSAGES.host],
    ['IPv6 unique-local', 'https://[fd12:3456::1]/push', PUSH_ENDPOINT_MESSAGES.host],
    ['a local name', 'https://printer.local/push', PUSH_ENDPOINT_MESSAGES.host],
    ['a name without a domain', 'https://intranet/push', PUSH_ENDPOINT_MESSAGES.host],
    ['another port', 'https://push.example.com:8443/push', PUSH_ENDPOINT_MESSAGES.port],
    ['the local push service itself', '', PUSH_ENDPOINT_MESSAGES.port],
  ])('is refused: %s', async (_what, given, message) => {
    const endpoint = given || `${inside.origin}/push`;
    const response = await admin.post(API_PATHS.pushSubscribe, { endpoint, keys });
    expect(response.status).toBe(400);
    expect(response.json()).toEqual({ message: `endpoint: ${message}`, errors: [{ field: 'endpoint', message }] });
    expect(await PushSubscription.countDocuments()).toBe(0);
  });

  it('accepts a push service on a public host with the default port', async () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com:443/wpush/v2/x',
      'https://[2606:4700::1]/push',
    ]) {
      expect((await admin.post(API_PATHS.pushSubscribe, { endpoint, keys })).status).toBe(201);
    }
    expect(await PushSubscription.countDocuments()).toBe(3);
  });
});

describe('a push endpoint inside the network stored before the rule', () => {
  it('is not posted to when a request is submitted, but removed, with a log line', async () => {
    await PushSubscription.create({ endpoint: `${inside.origin}/stale`, keys, audience: 'staff', userId: null });
    const submitted = await createAgent(server.url).post(API_PATHS.requestConsultation, {
      studentFirstName: 'Noah',
      studentLastName: 'Kim',
      gradeLevel: '9th',
      phone: '555-987-6543',
      email: 'noah.parent@example.com',
      weekend: true,
    });
    expect(submitted.status).toBe(201);
    await server.settle();
    await expect.poll(() => PushSubscription.countDocuments(), { timeout: 5_000 }).toBe(0);
    expect(inside.deliveries).toEqual([]);
    expect(server.logs.find((entry) => entry.msg === 'push subscription removed')).toMatchObject({
      reason: PUSH_ENDPOINT_MESSAGES.port,
      endpointHost: new URL(inside.origin).host,
    });
  });
});

describe('a signed-in user subscribing endpoint after endpoint', () => {
  it('keeps push on the newest devices only, so one user cannot fill the store', async () => {
    const student = await signInAs(server, { email: 'many.devices@example.com', role: 'client', profile: true });
    const endpoints = Array.from({ length: PUSH_DEVICES_PER_USER + 2 }, (_, i) => `https://push.example.com/d${i}`);
    for (const endpoint of endpoints) {
      expect((await student.agent.post(API_PATHS.pushSubscribe, { endpoint, keys })).status).toBe(201);
      await new Promise((resolve) => setTimeout(resolve, 5)); // distinct times of turning push on
    }
    const kept = await PushSubscription.find({ userId: student.userId }).lean();
    expect(kept.map((device) => device.endpoint).sort()).toEqual(endpoints.slice(2).sort());
  });
});
