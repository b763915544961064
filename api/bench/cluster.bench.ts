/**
 * A consultation request reaching the admin's live alert when the two are on different API processes, as
 * production runs several on one store: the embedded store started alone with 1,000 requests stored, then two
 * separate API processes A and B (the real entry point). 200 submissions are sent to A one at a time, each timed
 * from sending until its alert arrives on an admin's live stream held by B (through the requests collection's
 * change stream). Budget: p99 under 250 ms.
 * Run alone: npm run bench -- cluster (after npm run build -w @app/api: the processes run the built entry point).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { API_PATHS } from '../src/contract/paths.js';
import { connectMongoose } from '../src/db.js';
import { ConsultationRequest } from '../src/models/index.js';
import {
  createAgent,
  openEventStream,
  printedStoreUri,
  runProcess,
  startApiProcess,
  type Agent,
  type RunningProcess,
} from '../test/index.js';
import { percentile, type BenchRow } from './row.js';

const ADMIN_PASSWORD = 'a bench admin password';
const ALERTS = 200;
const BUDGET_MS = 250;

type Api = RunningProcess & { url: string };

/** The real entry point on the shared store, one process. */
function startApi(dir: string, shared: Record<string, string>): Promise<Api> {
  return startApiProcess({
    ...shared,
    WEB_CONCURRENCY: '1',
    DATA_DIR: path.join(dir, `api-${randomBytes(4).toString('hex')}`),
  });
}

async function adminAgent(url: string): Promise<Agent> {
  const agent = createAgent(url);
  const login = await agent.post(API_PATHS.adminSignIn, { password: ADMIN_PASSWORD });
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

/** Sends submissions to A one at a time and times each until B's admin stream carries its alert. */
async function alertLatency(dir: string, shared: Record<string, string>) {
  const [a, b] = await Promise.all([startApi(dir, shared), startApi(dir, shared)]);
  try {
    const stream = await openEventStream(await adminAgent(b.url), API_PATHS.notifications);
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
    return { p50Ms: percentile(times, 50), p99Ms: percentile(times, 99) };
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

    const alerts = await alertLatency(dir, shared);
    return [
      {
        name: `a request sent to process A, to its alert on B's admin stream (${ALERTS} in turn)`,
        ...alerts,
        budget: `p99 < ${BUDGET_MS} ms`,
        met: alerts.p99Ms < BUDGET_MS,
        note: '1,000 requests already stored',
      },
    ];
  } finally {
    await store.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
