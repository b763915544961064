import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, practiceProfileSchema, type SiteInfo } from '../../contract/index.js';
import { ApprovedEmail, Session, User } from '../../models/index.js';
import {
  createAgent,
  openTestDatabase,
  startApiProcess,
  type Agent,
  type RunningProcess,
  type TestDatabase,
} from '../../../test/index.js';

/**
 * Two API processes that share nothing but the store (as behind a load balancer): a sign-out, a
 * withdrawn approval or a saved practice profile acknowledged by one, or a change written to the store
 * by anything else, holds on both at the very next request.
 */
const COACH = 'coach@example.com';

type ApiProcess = RunningProcess & { url: string };

let dir: string;
let database: TestDatabase;
const processes: ApiProcess[] = [];
const shared = {
  ADMIN_PASSWORD: 'a shared admin password',
  SESSION_SECRET: randomBytes(32).toString('base64url'),
};

/** Starts the real entry point on a free port against the shared store. */
async function startApi(name: string): Promise<ApiProcess> {
  const started = await startApiProcess({
    NODE_ENV: 'development',
    DATA_DIR: path.join(dir, name),
    MONGODB_URI: database.uri,
    COACH_EMAILS: COACH,
    ...shared,
  });
  processes.push(started);
  return started;
}

/** Signs in on `first` (asks for the link there) and confirms the link on `second`. */
async function signIn(first: ApiProcess, second: ApiProcess, email: string): Promise<Agent> {
  const since = first.output().length;
  expect((await createAgent(first.url).post(API_PATHS.signIn, { email })).status).toBe(200);
  const pattern = new RegExp(`"email":"${email}"[^\\n]*verify\\?token=([A-Za-z0-9_-]+)`);
  const token = (await first.waitFor(pattern, { since, timeoutMs: 10_000 }))[1]!;
  const agent = createAgent(second.url);
  const confirmed = await agent.post(API_PATHS.signInVerify, { token }, { headers: { origin: second.url } });
  expect(confirmed.headers.get('location')).toBe('/');
  return agent;
}

/** The agent's cookies as one Cookie header. */
function cookieOf(agent: Agent): string {
  return Object.entries(agent.cookies())
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}

/** The status `path` answers on a process with the agent's cookies, asked once. */
async function statusOn(agent: Agent, on: ApiProcess, path: string): Promise<number> {
  return (await createAgent(on.url).get(path, { headers: { cookie: cookieOf(agent) } })).status;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'two-processes-'));
  database = await openTestDatabase();
  await Promise.all([startApi('a'), startApi('b')]);
}, 320_000);

afterAll(async () => {
  await Promise.all(processes.map((started) => started.stop()));
  await database?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('two API processes on one store', () => {
  it('a session ended on one process is refused by the other at the next request', async () => {
    const [a, b] = processes as [ApiProcess, ApiProcess];
    await ApprovedEmail.create({ email: 'student@example.com' });
    const student = await signIn(a, b, 'student@example.com');
    expect(await statusOn(student, a, API_PATHS.currentUser)).toBe(200);
    expect(await statusOn(student, b, API_PATHS.currentUser)).toBe(200);

    const out = createAgent(a.url);
    const logout = await out.post(API_PATHS.signOut, undefined, {
      headers: { cookie: cookieOf(student), origin: a.url },
    });
    expect(logout.status).toBe(204);
    expect(await statusOn(student, b, API_PATHS.currentUser)).toBe(401);
    expect(await statusOn(student, a, API_PATHS.currentUser)).toBe(401);
  });

  it("an approval withdrawn on one process ends the student's session on the other at the next request", async () => {
    const [a, b] = processes as [ApiProcess, ApiProcess];
    const student = await signIn(b, a, 'student@example.com');
    expect(await statusOn(student, b, API_PATHS.currentUser)).toBe(200);
    const coach = await signIn(a, a, COACH);
    const removed = await coach.delete(API_PATHS.approvedEmail('student@example.com'), undefined, {
      headers: { origin: a.url },
    });
    expect(removed.status).toBe(200);
    expect(await statusOn(student, b, API_PATHS.currentUser)).toBe(401);
    expect(await statusOn(student, a, API_PATHS.currentUser)).toBe(401);
  });

  it('a session or an approval removed straight from the store is refused by both at the next request', async () => {
    const [a, b] = processes as [ApiProcess, ApiProcess];
    await ApprovedEmail.create({ email: 'direct@example.com' });
    const first = await signIn(a, b, 'direct@example.com');
    // Each process has just served it, so each would hold a copy if it kept any.
    expect(await statusOn(first, a, API_PATHS.currentUser)).toBe(200);
    expect(await statusOn(first, b, API_PATHS.currentUser)).toBe(200);

    // Through the driver's own collection, as another program or an operator would: no model, no hook.
    const user = await User.findOne({ email: 'direct@example.com' }).lean();
    await Session.collection.deleteMany({ userId: user!._id });
    expect(await statusOn(first, b, API_PATHS.currentUser)).toBe(401);
    expect(await statusOn(first, a, API_PATHS.currentUser)).toBe(401);

    const second = await signIn(b, a, 'direct@example.com');
    expect(await statusOn(second, a, API_PATHS.currentUser)).toBe(200);
    expect(await statusOn(second, b, API_PATHS.currentUser)).toBe(200);
    await ApprovedEmail.collection.deleteOne({ email: 'direct@example.com' });
    expect(await statusOn(second, a, API_PATHS.currentUser)).toBe(401);
    expect(await statusOn(second, b, API_PATHS.currentUser)).toBe(401);
  });

  it('a practice profile saved on one process is what the other serves at the next request', async () => {
    const [a, b] = processes as [ApiProcess, ApiProcess];
    const visitor = createAgent(b.url);
    const before = (await visitor.get(API_PATHS.site)).json<SiteInfo>();
    // Read twice on B, so B would hold a copy when A saves if it kept one.
    expect(((await visitor.get(API_PATHS.site)).json<SiteInfo>()).businessName).toBe(before.businessName);

    const coach = await signIn(a, a, COACH);
    const editable = Object.fromEntries(Object.keys(practiceProfileSchema.shape).map((field) => [field, before[field as keyof SiteInfo]]));
    const saved = await coach.put(API_PATHS.site, { ...editable, businessName: 'Renamed Coaching Practice' }, {
      headers: { origin: a.url },
    });
    expect(saved.status).toBe(200);
    expect(((await visitor.get(API_PATHS.site)).json<SiteInfo>()).businessName).toBe('Renamed Coaching Practice');
  });
});
