/**
 * The servers the API benchmark measures, run in their own process (so the load generator does not
 * share their event loop): the whole app on a fresh embedded store, and a bare Koa route beside it
 * (a constant `{ status: 'ok' }`, or at a measured read's path the same bytes that read returned).
 * Talks to api.bench.ts over IPC: sends `{ ready }` with URLs and cookies, answers `counters` with
 * `{ counters }` (CPU time, store operations), stops on `stop`.
 */
// As the API's entry point does, before anything else runs.
import '../src/v8Flags.js';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import mongoose from 'mongoose';
import { createApp } from '../src/app.js';
import { connectMongoose } from '../src/db.js';
import { startEmbeddedMongo } from '../src/embedded-mongo/index.js';
import { seedActivities } from '../src/commands/activitySeeder.js';
import { ApprovedEmail, ClientProfile, ConsultationRequest, User } from '../src/models/index.js';
import { listen } from '../src/server.js';
import { createLogger } from '../src/services/logger.js';
import { testConfig } from '../test/server.js';

/** This process's CPU time so far and the store operations sent, read before and after each run. */
export interface BenchCounters {
  cpuMicros: number;
  storeOperations: number;
}

/** What the benchmark process needs to drive the load. */
export interface BenchReady {
  appUrl: string;
  bareUrl: string;
  clientCookie: string;
  adminCookie: string;
  /** The admin list's second page, as the first page's Link header names it. */
  secondPagePath: string;
  /** Size of each captured reply as sent, by sameBodyKey (the bare route sends the same bytes there). */
  bodyBytes: Record<string, number>;
}

/** A read whose reply the bare route can also send: passed by the benchmark in BENCH_SAME_BODIES. */
export interface SameBodyRead {
  path: string;
  cookie: 'client' | 'admin';
  /** Accept-Encoding sent (empty: none, so the reply is uncompressed). */
  acceptEncoding: string;
}

/** Where a captured reply is kept: the path and the Accept-Encoding it was asked with (api.bench.ts uses the same). */
function sameBodyKey(path: string, acceptEncoding: string): string {
  return `${path} ${acceptEncoding}`;
}

interface SameBody {
  body: Buffer;
  encoding: string | undefined;
}

function sameBodyReads(): SameBodyRead[] {
  return JSON.parse(process.env.BENCH_SAME_BODIES ?? '[]') as SameBodyRead[];
}

/** One reply's bytes exactly as the app sent them (fetch would undo the compression). */
function captureReply(baseUrl: string, read: SameBodyRead, cookie: string): Promise<SameBody> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { cookie };
    if (read.acceptEncoding) headers['accept-encoding'] = read.acceptEncoding;
    http
      .get(`${baseUrl}${read.path}`, { headers }, (reply) => {
        const chunks: Buffer[] = [];
        reply.on('data', (chunk: Buffer) => chunks.push(chunk));
        reply.on('end', () => {
          if (reply.statusCode !== 200) reject(new Error(`${read.path} answered ${reply.statusCode}`));
          else resolve({ body: Buffer.concat(chunks), encoding: reply.headers['content-encoding'] });
        });
      })
      .on('error', reject);
  });
}

const STORED_REQUESTS = 1000;

function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

async function main() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'api-bench-'));
  const store = await startEmbeddedMongo({
    dir: path.join(dir, 'db'),
    logger: { info: () => {}, warn: (m) => console.error(m), error: (m) => console.error(m) },
  });
  await connectMongoose(`${store.socketUri ?? store.uri}/bench`); // as the app connects in production
  await seedActivities();
  const now = Date.now();
  await ConsultationRequest.insertMany(
    Array.from({ length: STORED_REQUESTS }, (_, index) => ({
      studentFirstName: `Student${index}`,
      studentLastName: 'Bench',
      gradeLevel: '10th',
      parentName: 'Parent Bench',
      phone: '555-010-0000',
      email: `student${index}@example.com`,
      challenges: 'Keeps losing track of assignments and deadlines across several classes.',
      weekdayAfternoon: index % 2 === 0,
      weekend: index % 3 === 0,
      createdAt: new Date(now - index * 60_000),
    })),
  );

  const config = testConfig(dir, {
    rateLimits: {
      consultation: { max: 10_000_000 },
      adminLogin: { max: 10_000_000 },
      adminLoginFailures: { max: 10_000_000 },
      signInLink: { max: 1000 },
    },
  });
  // Request lines would dominate the measurement: keep warnings and errors only.
  // The wrong-password row's warnings are built (their cost is measured) but not printed.
  const write = (line: string, entry: { msg: string }) => {
    if (entry.msg !== 'admin login refused') process.stdout.write(`${line}\n`);
  };
  const app = createApp(config, { logger: createLogger({ level: 'warn', write }) });
  const running = await listen(app, { port: 0, host: '127.0.0.1' });
  config.publicUrl = running.url;

  // A signed-in student with a profile, through the e-mailed link (read from the link log).
  await ApprovedEmail.create({ email: 'bench.student@example.com' });
  const links: string[] = [];
  const logger = app.services.logger;
  app.services.logger = {
    ...logger,
    info: (msg, fields) => {
      if (msg === 'sign-in link') links.push(String(fields?.link));
    },
  };
  app.context.services.logger = app.services.logger;
  await fetch(`${running.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench.student@example.com' }),
  });
  await app.services.background.idle();
  // The link's confirmation page posts the token back from the same origin.
  const verified = await fetch(`${running.url}/api/login/verify`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/json', origin: running.url },
    body: JSON.stringify({ token: new URL(links[0]!).searchParams.get('token') }),
  });
  const clientCookie = cookieOf(verified);
  const user = await User.findOne({ email: 'bench.student@example.com' }).lean();
  await ClientProfile.create({
    userId: user!._id,
    studentFirstName: 'Bench',
    studentLastName: 'Student',
    gradeLevel: '11th Grade',
  });
  app.services.logger = logger;
  app.context.services.logger = logger;

  const admin = await fetch(`${running.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: config.adminPassword }),
  });
  const adminCookie = cookieOf(admin);

  // The measured reads' replies, captured once as sent (compressed when asked): the bare route can send
  // the same bytes, which shows what moving them costs with no sign-in and no store at all.
  const sameBodies = new Map<string, SameBody>();
  for (const read of sameBodyReads()) {
    const cookie = read.cookie === 'client' ? clientCookie : adminCookie;
    sameBodies.set(sameBodyKey(read.path, read.acceptEncoding), await captureReply(running.url, read, cookie));
  }

  // The older page 'Show older requests' loads: the target of the first page's Link rel="next".
  const firstPage = await fetch(`${running.url}/api/consultation-requests`, { headers: { cookie: adminCookie } });
  const secondPagePath = /^<([^>]+)>; rel="next"$/.exec(firstPage.headers.get('link') ?? '')?.[1];
  if (!secondPagePath) throw new Error('the first page of the admin list names no next page');

  const bare = new Koa();
  bare.use((ctx) => {
    const same = sameBodies.get(sameBodyKey(ctx.path, ctx.get('accept-encoding')));
    if (same) {
      ctx.type = 'application/json; charset=utf-8';
      if (same.encoding) ctx.set('Content-Encoding', same.encoding);
      ctx.body = same.body;
    } else ctx.body = { status: 'ok' };
  });
  const bareServer = http.createServer(bare.callback());
  await new Promise<void>((resolve) => bareServer.listen(0, '127.0.0.1', resolve));
  const bareUrl = `http://127.0.0.1:${(bareServer.address() as AddressInfo).port}`;

  // Every store operation mongoose sends (one round trip each), counted for the per-request figure.
  let storeOperations = 0;
  mongoose.set('debug', () => {
    storeOperations += 1;
  });

  const ready: BenchReady = {
    appUrl: running.url,
    bareUrl,
    clientCookie,
    adminCookie,
    secondPagePath,
    bodyBytes: Object.fromEntries([...sameBodies].map(([key, same]) => [key, same.body.length])),
  };
  process.send!({ ready });
  process.on('message', async (message) => {
    if (message === 'counters') {
      const cpu = process.cpuUsage();
      const counters: BenchCounters = { cpuMicros: cpu.user + cpu.system, storeOperations };
      process.send!({ counters });
      return;
    }
    if (message !== 'stop') return;
    bareServer.closeAllConnections();
    bareServer.close();
    await running.stop();
    await mongoose.disconnect();
    await store.close();
    await rm(dir, { recursive: true, force: true });
    process.exit(0);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
