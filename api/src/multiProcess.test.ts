/**
 * Several API processes on one store, as production runs them: the embedded store started alone
 * (`npm run embedded-mongo`), then two API processes (the real entry) on different ports with
 * MONGODB_URI pointing at it. What a user relies on holds across them: a request submitted on A
 * reaches an admin's live stream and inbox on B within a second and is pushed and e-mailed exactly once, a
 * sign-out on A holds on B at the very next request, and wrong admin passwords count together.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from './contract/paths.js';
import {
  createAgent,
  openEventStream,
  startMailCatcher,
  startPushEndpoint,
  type MailCatcher,
  printedStoreUri,
  runProcess,
  startApiProcess,
  type PushEndpoint,
  type RunningProcess,
} from '../test/index.js';

const ADMIN_PASSWORD = 'shared admin password';
const COACH = 'coach@example.com';

let dir: string;
let mail: MailCatcher;
let endpoint: PushEndpoint;
let store: RunningProcess;
const api: { a?: RunningProcess & { url: string }; b?: RunningProcess & { url: string } } = {};

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'multi-process-'));
  mail = await startMailCatcher();
  endpoint = await startPushEndpoint();
  const certFile = path.join(dir, 'push-cert.pem');
  await writeFile(certFile, endpoint.cert);

  store = runProcess('npm', ['run', 'embedded-mongo', '--', '--dir', path.join(dir, 'db')], {});
  const socketUri = (await store.waitFor(printedStoreUri.unix))[1]!;
  const vapid = webpush.generateVAPIDKeys();
  const shared = {
    NODE_ENV: 'development',
    MONGODB_URI: `${socketUri}/coaching`,
    ADMIN_PASSWORD,
    COACH_EMAILS: COACH,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    EMAIL_USER: mail.user,
    EMAIL_APP_PASSWORD: 'app password',
    NOTIFICATION_EMAIL: 'alerts@example.com',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(mail.port),
    SMTP_SECURE: 'false',
    PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true',
    NODE_EXTRA_CA_CERTS: certFile,
  };
  const start = async (name: 'a' | 'b') => {
    api[name] = await startApiProcess({ ...shared, DATA_DIR: path.join(dir, name) });
  };
  await Promise.all([start('a'), start('b')]);
}, 300_000);

afterAll(async () => {
  // The API processes first: their stop still uses the store.
  await Promise.all([api.a, api.b].map((running) => running?.stop()));
  await store?.stop();
  await mail?.close();
  await endpoint?.close();
  await rm(dir, { recursive: true, force: true });
}, 60_000);

const request = {
  studentFirstName: 'Mina',
  studentLastName: 'Ortiz',
  gradeLevel: 'college-freshman',
  phone: '555-444-1212',
  email: 'mina.parent@example.com',
};

describe('two API processes on one store', { timeout: 120_000 }, () => {
  it('a request submitted on A reaches an admin stream and inbox on B within 1 s; one push and one e-mail go out', async () => {
    const admin = createAgent(api.b!.url);
    expect((await admin.post(API_PATHS.adminSignIn, { password: ADMIN_PASSWORD })).status).toBe(200);
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const subscribed = await admin.post(API_PATHS.pushSubscribe, {
      endpoint: `${endpoint.origin}/push/admin`,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
    });
    expect(subscribed.status, subscribed.text()).toBe(201);
    const stream = await openEventStream(admin, API_PATHS.notifications);
    await stream.waitForComments(1);
    // B has served the inbox's page once; the page read on the alert must hold the new request.
    const inboxPage = `${API_PATHS.consultationRequests}?status=new,contacted`;
    const listedOnB = async () =>
      ((await admin.get(inboxPage)).json() as { studentFirstName: string }[]).map((entry) => entry.studentFirstName);
    expect(await listedOnB()).toEqual([]);

    const submitted = await createAgent(api.a!.url).post(API_PATHS.requestConsultation, request);
    expect(submitted.status).toBe(201);
    const sent = Date.now();
    expect(await stream.waitForEvents(1, 1000)).toEqual([
      { type: 'new_consultation_request', studentName: 'Mina Ortiz', gradeLevel: 'college-freshman' },
    ]);
    expect(Date.now() - sent).toBeLessThan(1000);
    expect(await listedOnB()).toEqual(['Mina']);

    await endpoint.waitFor(1);
    await mail.waitFor((message) => message.subject.includes('Mina Ortiz'));
    // Long enough for a second process's duplicate, were there one, to arrive.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(endpoint.deliveries).toHaveLength(1);
    expect(mail.messages.filter((message) => message.subject.includes('Mina Ortiz'))).toHaveLength(1);
    stream.close();
  });

  it('a sign-out on A makes the same cookie 401 on B at the next request', async () => {
    const coach = createAgent(api.a!.url);
    expect((await coach.post(API_PATHS.signIn, { email: COACH })).status).toBe(200);
    // The sign-in mail itself: on the digest's weekday the coach's weekly digest may reach the inbox first.
    const link = await mail.waitFor(
      (message) => message.to.includes(COACH) && message.subject.startsWith('Your sign-in link'),
    );
    const token = /verify\?token=([A-Za-z0-9_-]+)/.exec(link.text)![1]!;
    const confirmed = await coach.post(API_PATHS.signInVerify, { token }, { headers: { origin: api.a!.url } });
    expect(confirmed.headers.get('location')).toBe('/');
    const cookie = Object.entries(coach.cookies())
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    const onB = () => createAgent(api.b!.url).get(API_PATHS.currentUser, { headers: { cookie } });
    expect((await onB()).status).toBe(200);

    expect((await coach.post(API_PATHS.signOut, undefined, { headers: { origin: api.a!.url } })).status).toBe(204);
    expect((await onB()).status).toBe(401);
  });

  it('11 wrong admin passwords split across A and B end in 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const url = i % 2 === 0 ? api.a!.url : api.b!.url;
      statuses.push((await createAgent(url).post(API_PATHS.adminSignIn, { password: `wrong guess ${i}` })).status);
    }
    // (The admin's sign-in above counted too if the limit counts every attempt.)
    expect(statuses.slice(0, 9)).toEqual(Array(9).fill(401));
    expect(statuses[10]).toBe(429);
  });
});
