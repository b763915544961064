/**
 * Several API processes on one store, as production runs them: the embedded store started alone, then the
 * real entry point on it.
 * - With WEB_CONCURRENCY=1 and then 2 (node's cluster on one port): the signed-in student's read, the admin's
 *   first page with 1,000 requests stored, and the public submission (autocannon, 50 connections, 10 s each);
 *   each 2-worker row's ratio is against the same case on 1 worker. On 2 cores the load generator takes one.
 * - Two separate API processes A and B: the time from sending a submission to A until its alert arrives on
 *   an admin's live stream held by B (through the requests collection's change stream), p50 and p99 of 200.
 *   Budget: p99 under 250 ms.
 * Run alone: npx tsx api/bench/cluster.bench.ts (BENCH_SECONDS shortens the throughput cases).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon, { type Options } from 'autocannon';
import mongoose from 'mongoose';
import { connectMongoose } from '../src/db.js';
import { ApprovedEmail, ConsultationRequest } from '../src/models/index.js';
import {
  createAgent,
  openEventStream,
  printedStoreUri,
  runProcess,
  startApiProcess,
  type Agent,
  type RunningProcess,
} from '../test/index.js';
import type { BenchRow } from './api.bench.js';

const STUDENT = 'bench.student@example.com';
const ADMIN_PASSWORD = 'a bench admin password';
const ALERTS = 200;

type Api = RunningProcess & { url: string };

/** The real entry point on the shared store with `workers` workers. */
function startApi(dir: string, shared: Record<string, string>, workers: number): Promise<Api> {
  return startApiProcess({
    ...shared,
    WEB_CONCURRENCY: String(workers),
    DATA_DIR: path.join(dir, `api-${randomBytes(4).toString('hex')}`),
  });
}

/** Signs the student in through the logged link and returns the session cookie. */
async function signInStudent(api: Api): Promise<string> {
  const since = api.output().length;
  await createAgent(api.url).post('/api/login', { email: STUDENT });
  const token = (
    await api.waitFor(/"sign-in link"[^\n]*verify\?token=([A-Za-z0-9_-]+)/, { since, timeoutMs: 10_000 })
  )[1]!;
  const agent = createAgent(api.url);
  await agent.post('/api/login/verify', { token }, { headers: { origin: api.url } });
  await agent.post('/api/client-profile', {
    studentFirstName: 'Bench',
    studentLastName: 'Student',
    gradeLevel: '11th Grade',
  });
  return cookieHeader(agent);
}

function cookieHeader(agent: Agent): string {
  return Object.entries(agent.cookies())
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}

async function adminAgent(url: string): Promise<Agent> {
  const agent = createAgent(url);
  const login = await agent.post('/api/admin/login', { password: ADMIN_PASSWORD });
  if (login.status !== 200) throw new Error(`admin login answered ${login.status}`);
  return agent;
}

let submissions = 0;
/** A distinct submission from a distinct address each time (through the trusted proxy), so none is limited or merged. */
function nextSubmission() {
  const n = ++submissions;
  return {
    address: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    body: JSON.stringify({
      studentFirstName: `Load${n}`,
      studentLastName: 'Test',
      gradeLevel: '12th',
      phone: '555-123-4567',
      email: `load${n}@example.com`,
      challenges: 'Time management',
      weekdayEvening: true,
    }),
  };
}

async function throughput(options: Options) {
  const duration = Number(process.env.BENCH_SECONDS ?? 10);
  const result = await autocannon({ connections: 50, duration, ...options });
  const failed = result.errors + result.timeouts + result.non2xx;
  return { opsPerSec: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99, failed };
}

async function workerRows(dir: string, shared: Record<string, string>, workers: number) {
  const api = await startApi(dir, shared, workers);
  try {
    const student = await signInStudent(api);
    const admin = cookieHeader(await adminAgent(api.url));
    const cases: Array<[string, Options]> = [
      ['GET /api/activities (signed-in client)', { url: `${api.url}/api/activities`, headers: { cookie: student } }],
      [
        'GET /api/consultation-requests (admin, first page of 50, 1,000 stored)',
        { url: `${api.url}/api/consultation-requests`, headers: { cookie: admin } },
      ],
      [
        'POST /api/consultation-request',
        {
          url: `${api.url}/api/consultation-request`,
          requests: [
            {
              method: 'POST',
              setupRequest: (request) => {
                const { address, body } = nextSubmission();
                return {
                  ...request,
                  body,
                  headers: { ...request.headers, 'content-type': 'application/json', 'x-forwarded-for': address },
                };
              },
            },
          ],
        },
      ],
    ];
    const rows = new Map<string, Awaited<ReturnType<typeof throughput>>>();
    for (const [name, options] of cases) rows.set(name, await throughput(options));
    return rows;
  } finally {
    await api.stop();
  }
}

/** Sends submissions to A one at a time and times each until B's admin stream carries its alert. */
async function alertLatency(dir: string, shared: Record<string, string>) {
  const [a, b] = await Promise.all([startApi(dir, shared, 1), startApi(dir, shared, 1)]);
  try {
    const stream = await openEventStream(await adminAgent(b.url), '/api/notifications');
    const times: number[] = [];
    for (let i = 0; i < ALERTS; i++) {
      const { address, body } = nextSubmission();
      const name = `${JSON.parse(body).studentFirstName} Test`;
      const seen = stream.events.length;
      const started = performance.now();
      const reply = await fetch(`${a.url}/api/consultation-request`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body,
      });
      if (reply.status !== 201 && reply.status !== 200) throw new Error(`submission answered ${reply.status}`);
      const events = await stream.waitForEvents(seen + 1, 5_000);
      if (!events.slice(seen).some((event) => (event as { studentName?: string }).studentName === name))
        throw new Error(`the alert for ${name} did not arrive`);
      times.push(performance.now() - started);
    }
    stream.close();
    times.sort((x, y) => x - y);
    return { p50Ms: times[Math.floor(times.length * 0.5)]!, p99Ms: times[Math.floor(times.length * 0.99)]! };
  } finally {
    await Promise.all([a.stop(), b.stop()]);
  }
}

export async function run(): Promise<BenchRow[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cluster-bench-'));
  const store = runProcess(
    process.execPath,
    ['--import', 'tsx', 'src/embedded-mongo/cli.ts', '--dir', path.join(dir, 'db')],
    {},
  );
  try {
    const uri = `${(await store.waitFor(printedStoreUri.unix))[1]!}/coaching`;
    await connectMongoose(uri);
    await ApprovedEmail.create({ email: STUDENT });
    const now = Date.now();
    await ConsultationRequest.insertMany(
      Array.from({ length: 1000 }, (_, index) => ({
        studentFirstName: `Student${index}`,
        studentLastName: 'Bench',
        gradeLevel: '10th',
        phone: '555-010-0000',
        email: `student${index}@example.com`,
        challenges: 'Keeps losing track of assignments and deadlines across several classes.',
        createdAt: new Date(now - index * 60_000),
      })),
    );
    await mongoose.disconnect();
    const shared = {
      NODE_ENV: 'development',
      MONGODB_URI: uri,
      ADMIN_PASSWORD,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      TRUST_PROXY: 'true',
    };

    const one = await workerRows(dir, shared, 1);
    const two = await workerRows(dir, shared, 2);
    const rows: BenchRow[] = [];
    for (const [name, single] of one) {
      const double = two.get(name)!;
      const failures = (figures: { failed: number }) => (figures.failed ? `; ${figures.failed} failed` : '');
      rows.push({
        name: `${name}, 1 worker`,
        ...single,
        ratio: 1,
        note: `the base of the next row${failures(single)}`,
      });
      rows.push({
        name: `${name}, 2 workers`,
        ...double,
        ratio: double.opsPerSec / single.opsPerSec,
        note: `of 1 worker; the load generator shares the ${os.cpus().length} cores${failures(double)}`,
      });
    }
    const alerts = await alertLatency(dir, shared);
    rows.push({
      name: `submission on process A to the alert on B's admin stream (${ALERTS} in turn)`,
      opsPerSec: NaN,
      ...alerts,
      ratio: NaN,
      note: alerts.p99Ms < 250 ? 'within budget (p99 < 250 ms)' : 'OVER BUDGET (p99 < 250 ms)',
    });
    return rows;
  } finally {
    await store.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) console.table(await run());
