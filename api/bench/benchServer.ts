/**
 * The servers the API benchmark measures, run in their own process (so the load generator does not
 * share their event loop): the whole app on a fresh embedded store, and a bare Koa route beside it.
 * Talks to api.bench.ts over IPC: sends `{ ready }` with URLs and cookies, stops on `stop`.
 */
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

/** What the benchmark process needs to drive the load. */
export interface BenchReady {
  appUrl: string;
  bareUrl: string;
  clientCookie: string;
  adminCookie: string;
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
    rateLimits: { consultation: { max: 10_000_000 }, adminLogin: { max: 1000 }, signInLink: { max: 1000 } },
  });
  // Request lines would dominate the measurement: keep warnings and errors only.
  const app = createApp(config, { logger: createLogger({ level: 'warn' }) });
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
  const verified = await fetch(links[0]!, { redirect: 'manual' });
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

  const bare = new Koa();
  bare.use((ctx) => {
    ctx.body = { status: 'ok' };
  });
  const bareServer = http.createServer(bare.callback());
  await new Promise<void>((resolve) => bareServer.listen(0, '127.0.0.1', resolve));
  const bareUrl = `http://127.0.0.1:${(bareServer.address() as AddressInfo).port}`;

  const ready: BenchReady = { appUrl: running.url, bareUrl, clientCookie, adminCookie };
  process.send!({ ready });
  process.on('message', async (message) => {
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
