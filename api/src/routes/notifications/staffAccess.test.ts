import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../contract/paths.js';
import { ADMIN_FLAG_MAX_AGE_MS } from '../../policies/adminFlag.js';
import { SESSION_COOKIE } from '../../middleware/session.js';
import { PushSubscription, RecentSubmission, Session } from '../../models/index.js';
import {
  adminAgent,
  approveEmail,
  browserKeys,
  createAgent,
  decryptPush,
  followSignInLink,
  openEventStream,
  requestSignInLink,
  signInAs,
  startPushEndpoint,
  startTestServer,
  type Agent,
  type BrowserKeys,
  type EventStream,
  type PushEndpoint,
  type TestServer,
} from '../../../test/index.js';

/**
 * Staff access attacks: a device or a live stream keeps receiving new consultation requests (names, grades)
 * after the access it was opened with has ended. Each test is named after the attack it stops. Another API
 * process is played by writing to the store directly, as that process would.
 */
let server: TestServer;
let endpoint: PushEndpoint;
beforeAll(async () => {
  endpoint = await startPushEndpoint();
  server = await startTestServer({
    email: true,
    notificationEmail: null,
    pushAgent: endpoint.agent,
    // The test's push service listens on loopback.
    env: { PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true' },
    config: { sseHeartbeatMs: 100 },
  });
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

const EVENT = { type: 'new_consultation_request', studentName: 'Noah Kim', gradeLevel: 'college-freshman' };

/** Submits a consultation request and waits until its alerts have gone out. */
async function submitRequest(): Promise<void> {
  const submitted = await createAgent(server.url).post(API_PATHS.requestConsultation, {
    studentFirstName: 'Noah',
    studentLastName: 'Kim',
    gradeLevel: 'college-freshman',
    phone: '555-987-6543',
    email: 'noah.parent@example.com',
  });
  expect(submitted.status).toBe(201);
  await server.settle();
}

/** Turns push on for `agent` at `/push/<name>` on the test's push service. */
async function subscribe(agent: Agent, name: string): Promise<BrowserKeys> {
  const keys = browserKeys();
  const response = await agent.post(API_PATHS.pushSubscribe, {
    endpoint: `${endpoint.origin}/push/${name}`,
    keys: keys.keys,
  });
  expect(response.status, response.text()).toBe(201);
  return keys;
}

const deliveredTo = (name: string) => endpoint.deliveries.filter((delivery) => delivery.path === `/push/${name}`);
const stored = async () =>
  (await PushSubscription.find({}, { endpoint: 1 }).lean()).map((device) => new URL(device.endpoint).pathname).sort();
const sessionIdOf = (agent: Agent) => agent.cookies()[SESSION_COOKIE]!;

/**
 * Submits a request; a device whose access holds (`control`) gets the alert, the other (`stale`) gets none
 * and is removed from the store.
 */
async function expectOnlyControlAlerted(control: { name: string; keys: BrowserKeys }, stale: string) {
  await submitRequest();
  await endpoint.waitFor(1);
  expect(decryptPush(deliveredTo(control.name)[0]!, control.keys)).toEqual(EVENT);
  expect(deliveredTo(stale)).toEqual([]);
  expect(await stored()).toEqual([`/push/${control.name}`]);
  expect(server.logs.some((line) => line.msg === 'push subscription removed' && line.reason === 'access ended')).toBe(
    true,
  );
}

describe('an admin device that outlives the admin log-in it was subscribed under', () => {
  it('gets no alert once the 12-hour admin flag has run out', async () => {
    const admin = await adminAgent(server);
    // The flag was granted 12 hours ago less 3 seconds: it holds while the device subscribes, then runs out.
    const flagEnds = Date.now() + 3_000;
    await Session.updateOne(
      { _id: sessionIdOf(admin) },
      { $set: { 'sess.adminSince': flagEnds - ADMIN_FLAG_MAX_AGE_MS } },
    );
    await subscribe(admin, 'expiring');
    const control = { name: 'fresh', keys: await subscribe(await adminAgent(server), 'fresh') };
    await new Promise((resolve) => setTimeout(resolve, flagEnds - Date.now() + 100));
    expect((await admin.get(API_PATHS.adminCheck)).status).toBe(401);

    await expectOnlyControlAlerted(control, 'expiring');
  });

  it('gets no alert once ADMIN_PASSWORD has changed', async () => {
    await subscribe(await adminAgent(server), 'old-password');
    const password = server.config.adminPassword;
    server.config.adminPassword = 'a new admin password';
    try {
      const control = { name: 'new-password', keys: await subscribe(await adminAgent(server), 'new-password') };
      await expectOnlyControlAlerted(control, 'old-password');
    } finally {
      server.config.adminPassword = password;
    }
  });

  it('gets no alert after the admin logs out', async () => {
    const admin = await adminAgent(server);
    await subscribe(admin, 'logged-out');
    expect((await admin.post(API_PATHS.adminSignOut)).status).toBe(200);
    const control = { name: 'still-in', keys: await subscribe(await adminAgent(server), 'still-in') };
    await expectOnlyControlAlerted(control, 'logged-out');
  });

  it('gets no alert after its session is ended on another process', async () => {
    const admin = await adminAgent(server);
    await subscribe(admin, 'ended-elsewhere');
    // What a sign-out handled by another process does: delete the session record.
    expect((await Session.deleteOne({ _id: sessionIdOf(admin) })).deletedCount).toBe(1);
    const control = { name: 'other-admin', keys: await subscribe(await adminAgent(server), 'other-admin') };
    await expectOnlyControlAlerted(control, 'ended-elsewhere');
  });

  it('keeps its alerts when the admin signs in as a user on the same session (the log-in carries over)', async () => {
    const admin = await adminAgent(server);
    const keys = await subscribe(admin, 'carried-over');
    await approveEmail('staff.student@example.com');
    const link = await requestSignInLink(server, admin, 'staff.student@example.com');
    expect((await followSignInLink(admin, link)).status).toBe(303);
    await submitRequest();
    await endpoint.waitFor(1);
    expect(decryptPush(deliveredTo('carried-over')[0]!, keys)).toEqual(EVENT);
  });
});

describe('filling the store with admin devices', () => {
  it('keeps at most 10 admin devices: an 11th drops the one longest unrenewed', async () => {
    const admin = await adminAgent(server);
    for (let index = 1; index <= 10; index += 1) {
      await subscribe(admin, `device-${index}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    // Sending a subscription again renews it (the app does so on every visit).
    await subscribe(admin, 'device-1');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await subscribe(await adminAgent(server), 'device-11');

    const left = await stored();
    expect(left).toHaveLength(10);
    expect(left).toContain('/push/device-1');
    expect(left).toContain('/push/device-11');
    expect(left).not.toContain('/push/device-2');
  });
});

describe('a coach device after the address leaves COACH_EMAILS', () => {
  it('gets no alert, and is removed', async () => {
    const coach = await signInAs(server, { email: 'leaving.coach@example.com', role: 'coach' });
    await subscribe(coach.agent, 'former-coach');
    const control = { name: 'admin-device', keys: await subscribe(await adminAgent(server), 'admin-device') };
    // COACH_EMAILS as a restart without the address gives it.
    const coachEmails = server.config.coachEmails;
    coachEmails.splice(coachEmails.indexOf(coach.email), 1);
    try {
      await expectOnlyControlAlerted(control, 'former-coach');
    } finally {
      coachEmails.push(coach.email);
    }
  });
});

/** Resolves when the server ends the stream; fails after `ms`. */
async function endsWithin(stream: EventStream, ms = 5_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the stream was still open after ${ms} ms`)), ms);
  });
  try {
    await Promise.race([stream.ended, timeout]);
  } finally {
    clearTimeout(timer);
    stream.close();
  }
}

describe('a live stream that outlives the access it was opened with', () => {
  it('ends when its admin flag runs out while it is open', async () => {
    const admin = await adminAgent(server);
    const stream = await openEventStream(admin, API_PATHS.notifications);
    await stream.waitForComments(2);
    await Session.updateOne(
      { _id: sessionIdOf(admin) },
      { $set: { 'sess.adminSince': Date.now() - ADMIN_FLAG_MAX_AGE_MS - 1 } },
    );
    await endsWithin(stream);
    expect(server.logs.some((line) => line.msg === 'live stream closed: its access ended')).toBe(true);
  });

  it('ends when ADMIN_PASSWORD changes', async () => {
    const stream = await openEventStream(await adminAgent(server), API_PATHS.notifications);
    await stream.waitForComments(2);
    const password = server.config.adminPassword;
    server.config.adminPassword = 'another admin password';
    try {
      await endsWithin(stream);
    } finally {
      server.config.adminPassword = password;
    }
  });

  it('ends when the coach’s address leaves COACH_EMAILS', async () => {
    const coach = await signInAs(server, { email: 'streaming.coach@example.com', role: 'coach' });
    const stream = await openEventStream(coach.agent, API_PATHS.notifications);
    await stream.waitForComments(2);
    const coachEmails = server.config.coachEmails;
    coachEmails.splice(coachEmails.indexOf(coach.email), 1);
    try {
      await endsWithin(stream);
    } finally {
      coachEmails.push(coach.email);
    }
  });

  it('carries no request once its session has expired, before the store sweeps the record away', async () => {
    const admin = await adminAgent(server);
    const stream = await openEventStream(admin, API_PATHS.notifications);
    await stream.waitForComments(2);
    await Session.updateOne({ _id: sessionIdOf(admin) }, { $set: { expire: new Date(Date.now() - 1_000) } });
    await submitRequest();
    await endsWithin(stream);
    expect(stream.events).toEqual([]);
  });

  it('stays open, with its alerts, while the access holds', async () => {
    const coach = await signInAs(server, { email: 'staying.coach@example.com', role: 'coach' });
    const stream = await openEventStream(coach.agent, API_PATHS.notifications);
    await stream.waitForComments(3);
    await submitRequest();
    expect(await stream.waitForEvents(1)).toEqual([EVENT]);
    stream.close();
  });
});
